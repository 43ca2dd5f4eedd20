/**
 * The member a social login signs in (spec part 1 section 4: social logins count as
 * verified): the user of this tenant with the provider's verified e-mail, or a new
 * verified member with the provider's names, who joins the default organization as
 * signup does and has a random password (they can set one through "forgot password").
 *
 * An existing account that was never verified may have been registered by someone else
 * with this address; the provider now proves who owns it, so that account's password is
 * replaced by a random one and its sessions end before it is marked verified.
 */
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { createMember } from '../account/members';
import { randomToken } from '../account/secrets';
import { revokeAllSessions } from '../auth/refresh-token';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Tenant } from '../tenants/directory';
import type { SocialProfile } from './oauth-client';

async function findByEmail(db: Db, tenantId: number, email: string) {
  const [user] = await db
    .select({ id: users.id, isVerified: users.isVerified })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  return user ?? null;
}

async function claimUnverified(db: Db, tenantId: number, userId: number): Promise<void> {
  const passwordHash = await hash(randomToken());
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isVerified: true, passwordHash })
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    await revokeAllSessions(tx, { userId, tenantId });
  });
}

/** The id of the member with the profile's e-mail on `tenant`, created (verified) when there is none. */
export async function memberForSocialLogin(
  db: Db,
  tenant: Tenant,
  profile: SocialProfile & { email: string },
): Promise<{ userId: number; isNew: boolean }> {
  const existing = await findByEmail(db, tenant.id, profile.email);
  if (existing) {
    if (!existing.isVerified) await claimUnverified(db, tenant.id, existing.id);
    return { userId: existing.id, isNew: false };
  }
  const localPart = profile.email.split('@')[0] ?? 'member';
  const userId = await createMember(db, tenant, {
    email: profile.email,
    password: randomToken(),
    firstName: profile.firstName || localPart,
    lastName: profile.lastName,
    subscribeToNewsletter: false,
    isVerified: true,
  });
  if (userId !== null) return { userId, isNew: true };
  // Signed up in the meantime with the same address.
  const raced = await findByEmail(db, tenant.id, profile.email);
  if (!raced) throw new Error('social login: the member vanished');
  if (!raced.isVerified) await claimUnverified(db, tenant.id, raced.id);
  return { userId: raced.id, isNew: false };
}
