/**
 * The member a package is for: the picker's search over the tenant's verified members, the
 * lookup every other call starts with, and the member's groups for mentors and mentees.
 */
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { PackageGroup, PackageMember } from '../../contract/recommendation-package';
import { PACKAGE_MESSAGES } from '../../contract/recommendation-package';
import type { Db } from '../db/client';
import { countRows, keptTotal } from '../db/kept-totals';
import { containsPattern } from '../db/like';
import { groups, memberships, users } from '../db/schema';
import { totalAfter } from '../db/with-total';
import { notFound } from '../http/errors';
import { profiles, uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import { nameMatches, verifiedMembers } from './people-query';

export interface PackageRecipient {
  id: number;
  email: string;
  firstName: string;
  name: string;
}

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** The verified member of the tenant with this id, else 404 with the picker's message. */
export async function findMember(db: Db, tenantId: number, userId: number): Promise<PackageRecipient> {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(verifiedMembers(tenantId), eq(users.id, userId)));
  if (!row) throw notFound(PACKAGE_MESSAGES.memberNotFound);
  return { id: row.id, email: row.email, firstName: row.firstName, name: fullName(row) || row.email };
}

/** A page of members: name or e-mail matches of `search` by name, else the newest members. */
export async function searchMembers(
  db: Db,
  tenantId: number,
  query: { search: string | undefined; limit: number; offset: number },
): Promise<{ data: PackageMember[]; total: number }> {
  const pattern = query.search === undefined ? null : containsPattern(query.search);
  const where = and(
    verifiedMembers(tenantId),
    pattern === null ? undefined : or(nameMatches(pattern), ilike(users.email, pattern)),
  );
  const order =
    pattern === null
      ? [desc(users.createdAt), desc(users.id)]
      : [asc(users.firstName), asc(users.lastName), asc(users.id)];
  // The page's people first, then their pictures: joined before the page is cut, every member
  // the offset skips had their profile and picture read too (page 50 read a thousand).
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      title: users.title,
      pictureKey: uploads.key,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, profiles.pictureId))
    .where(inArray(users.id, pageIds))
    .orderBy(...order);
  const total = await totalAfter(query, rows.length, () =>
    keptTotal(db, `package members ${tenantId} ${query.search ?? ''}`, countRows(db, users, where)),
  );
  const data = rows.map((row) => ({
    id: row.id,
    name: fullName(row) || row.email,
    email: row.email,
    title: row.title || null,
    image_path: mediaUrlOrNull(row.pictureKey),
  }));
  return { data, total };
}

/** The groups where the member's membership is accepted, by name. */
export async function memberGroups(db: Db, tenantId: number, userId: number): Promise<PackageGroup[]> {
  return db
    .select({ id: groups.id, name: groups.name, group_type: groups.groupType })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId), eq(memberships.status, 'accepted')))
    .orderBy(asc(groups.name), asc(groups.id));
}
