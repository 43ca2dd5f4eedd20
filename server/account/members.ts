/**
 * New members from signup (unverified) or a social login (verified): a user with an
 * argon2id password who joins the tenant's default organization, accepted at once or
 * 'pending' where the office approves members.
 */
import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { slugify } from '../db/prng';
import { memberships, users } from '../db/schema';
import type { Tenant } from '../tenants/directory';

export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  subscribeToNewsletter: boolean;
  /** A social login: the provider proved the address. @default false */
  isVerified?: boolean;
}

const SLUG_TRIES = 5;

/** The new user's id, or null when the e-mail is already taken in this tenant. */
export async function createMember(db: Db, tenant: Tenant, member: NewMember): Promise<number | null> {
  const passwordHash = await hash(member.password);
  const base = slugify(`${member.firstName} ${member.lastName}`) || 'member';
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < SLUG_TRIES; attempt += 1) {
      const nameSlug = attempt === 0 ? base : `${base}-${randomInt(1000, 1_000_000)}`;
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          email: member.email,
          passwordHash,
          firstName: member.firstName,
          lastName: member.lastName,
          nameSlug,
          subscribeToNewsletter: member.subscribeToNewsletter,
          isVerified: member.isVerified ?? false,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) {
        await joinDefaultOrganization(tx, tenant, user.id);
        return user.id;
      }
      if (await emailTaken(tx, tenant.id, member.email)) return null;
    }
    throw new Error('could not find a free profile slug');
  });
}

export async function emailTaken(db: Db | Tx, tenantId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  return row !== undefined;
}

/** The member's e-mail, verification state and password hash, or null when they are not of this tenant. */
export async function accountOf(db: Db, owner: { tenantId: number; userId: number }) {
  const [user] = await db
    .select({ email: users.email, isVerified: users.isVerified, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId)));
  return user ?? null;
}

async function joinDefaultOrganization(tx: Tx, tenant: Tenant, userId: number): Promise<void> {
  if (tenant.defaultOrgId === null) return;
  await tx.insert(memberships).values({
    tenantId: tenant.id,
    groupId: tenant.defaultOrgId,
    userId,
    status: tenant.requiresMemberApproval ? 'pending' : 'accepted',
  });
}
