/** Queries over the tenant's people shared by the member picker, people, mentors and mentees. */
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groups, users } from '../db/schema';
import { profiles, uploads } from '../profiles/schema';
import type { PersonCard } from '../recommendations/people';

/** A person whose first, last or full name contains the pattern (case-insensitive). */
export const nameMatches = (pattern: string): SQL =>
  or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  ) ?? sql`false`;

/** The tenant's verified members: the only people a package is for or recommends. */
export const verifiedMembers = (tenantId: number) => and(eq(users.tenantId, tenantId), eq(users.isVerified, true));

const CARD_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  title: users.title,
  nameSlug: users.nameSlug,
  shortBio: profiles.shortBio,
  pictureKey: uploads.key,
  institutionName: groups.name,
};

/** A query of people's cards (a profile, picture or institution may be missing); add its where. */
export const personCardQuery = (db: Db) =>
  db
    .select(CARD_COLUMNS)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, profiles.pictureId))
    .leftJoin(groups, eq(groups.id, profiles.institutionId));

/** Cards of these people of the tenant, by id. */
export async function personCards(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, PersonCard>> {
  if (ids.length === 0) return new Map();
  const rows = await personCardQuery(db).where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}
