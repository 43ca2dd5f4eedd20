/**
 * The directory: people (users with their profiles) and groups of one tenant as one
 * list, filtered in SQL, sorted by profile_completion_percent descending then name, and
 * paged. Search and connections both read it. The caller never sees themself, nor a
 * trial account, nor anything of another tenant.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { keptTotal } from '../db/kept-totals';
import { containsLowered, containsPattern } from '../db/like';
import { type GROUP_TYPES, groups, memberships, users } from '../db/schema';
import { follows, profiles, uploads } from '../profiles/schema';
import { groupCompletionSql } from './completion';

export type GroupType = (typeof GROUP_TYPES)[number];

export interface DirectoryFilters {
  tenantId: number;
  callerId: number;
  /** People at all, and which group types. */
  people: boolean;
  groupTypes: readonly GroupType[];
  /** At least SEARCH_MIN_CHARS characters, else ignored by the caller. */
  search?: string | undefined;
  country?: string | undefined;
  /** Narrows people only: groups carry no professional field. */
  professionalFields?: readonly number[] | undefined;
  /** limited_search: keep people and organizations to this organization's (circles and events stay). */
  organizationId?: number | null | undefined;
  isInfluencer?: boolean | undefined;
  isCertified?: boolean | undefined;
  /** Connections: only what the caller follows. */
  followedOnly?: boolean | undefined;
  /** The invite dialog: leave out people already accepted in, or asking to join, this group. */
  notInGroupId?: number | undefined;
}

const institution = alias(groups, 'institution');
const picture = alias(uploads, 'picture');
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function followedSql(f: DirectoryFilters, type: 'user' | 'group', target: SQL | typeof users.id): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${follows} where ${follows.tenantId} = ${f.tenantId}
    and ${follows.followerId} = ${f.callerId} and ${follows.targetType} = ${type} and ${follows.targetId} = ${target})`;
}

/** Who of the tenant's people the filters keep; `profiles` must be joined when `needsProfile`. */
function peopleWhere(f: DirectoryFilters): { where: SQL | undefined; needsProfile: boolean } {
  const where: (SQL | undefined)[] = [
    eq(users.tenantId, f.tenantId),
    ne(users.id, f.callerId),
    eq(users.isTrialUser, false),
  ];
  // The name, title, short bio and skill names, kept lowercased in one column with a trigram index.
  if (f.search) where.push(containsLowered(users.directoryText, f.search));
  if (f.country) where.push(eq(users.country, f.country));
  if (f.professionalFields?.length) where.push(inArray(profiles.professionalField, [...f.professionalFields]));
  if (f.isInfluencer !== undefined) where.push(sql`coalesce(${profiles.isInfluencer}, false) = ${f.isInfluencer}`);
  if (f.isCertified !== undefined) {
    where.push(f.isCertified ? isNotNull(profiles.certificationLevel) : sql`${profiles.certificationLevel} is null`);
  }
  if (f.organizationId) {
    where.push(sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
      and ${memberships.groupId} = ${f.organizationId} and ${memberships.status} = 'accepted')`);
  }
  if (f.notInGroupId) {
    where.push(sql`not exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
      and ${memberships.groupId} = ${f.notInGroupId} and ${memberships.status} in ('accepted', 'pending'))`);
  }
  if (f.followedOnly) where.push(followedSql(f, 'user', users.id));
  const needsProfile =
    Boolean(f.professionalFields?.length) || f.isInfluencer !== undefined || f.isCertified !== undefined;
  return { where: and(...where), needsProfile };
}

/** The page's people with everything their entries show. */
function peopleDetails(db: Db, f: DirectoryFilters, ids: number[]) {
  return db
    .select({
      type: sql<string>`'user'`.as('type'),
      id: sql<number>`${users.id}`.as('id'),
      name: sql<string>`${fullName}`.as('name'),
      slug: sql<string>`${users.nameSlug}`.as('slug'),
      image: sql<
        string | null
      >`case when ${picture.key} is null then null else '/media/uploads/' || ${picture.key} end`.as('image'),
      description: sql<string>`${users.title}`.as('description'),
      institutionName: sql<string | null>`${institution.name}`.as('institution_name'),
      country: sql<string | null>`${users.country}`.as('country'),
      professionalField: sql<number | null>`${profiles.professionalField}`.as('professional_field'),
      completion: sql<number>`${users.directoryCompletion}`.as('completion'),
      isInfluencer: sql<boolean>`coalesce(${profiles.isInfluencer}, false)`.as('is_influencer'),
      isCertified: sql<boolean>`(${profiles.certificationLevel} is not null)`.as('is_certified'),
      certificationLevel: sql<number | null>`${profiles.certificationLevel}::int`.as('certification_level'),
      followed: followedSql(f, 'user', users.id).as('followed'),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(institution, eq(institution.id, profiles.institutionId))
    .leftJoin(picture, eq(picture.id, profiles.pictureId))
    .where(and(eq(users.tenantId, f.tenantId), inArray(users.id, ids)));
}

/**
 * The sort keys of the people the filters keep, in the order of users_directory_order_idx,
 * so a page of a large tenant is read from the index instead of sorting every person.
 */
function peopleKeys(db: Db, f: DirectoryFilters) {
  const { where, needsProfile } = peopleWhere(f);
  const keys = db
    .select({
      type: sql<string>`'user'`.as('type'),
      id: sql<number>`${users.id}`.as('id'),
      completion: sql<number>`${users.directoryCompletion}`.as('completion'),
      name: sql<string>`lower(${fullName})`.as('name'),
    })
    .from(users)
    .$dynamic();
  return (needsProfile ? keys.leftJoin(profiles, eq(profiles.userId, users.id)) : keys).where(where);
}

/** Which of the tenant's groups the filters keep. */
function groupWhere(f: DirectoryFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(groups.tenantId, f.tenantId), inArray(groups.groupType, [...f.groupTypes])];
  if (f.search) {
    const pattern = containsPattern(f.search);
    where.push(or(ilike(groups.name, pattern), ilike(groups.description, pattern)));
  }
  if (f.country) where.push(eq(groups.country, f.country));
  if (f.isInfluencer !== undefined) where.push(eq(groups.isInfluencer, f.isInfluencer));
  if (f.isCertified !== undefined) where.push(eq(groups.isCertified, f.isCertified));
  if (f.organizationId) {
    // Organizations and institutions: the member's own, and those its accepted members
    // belong to. Circles and events live inside the tenant's portal and always show.
    where.push(
      or(
        inArray(groups.groupType, ['circle', 'event']),
        eq(groups.id, f.organizationId),
        sql`exists (select 1 from ${memberships} gm join ${memberships} om on om.user_id = gm.user_id
          where gm.group_id = ${groups.id} and gm.status = 'accepted'
          and om.group_id = ${f.organizationId} and om.status = 'accepted')`,
      ),
    );
  }
  if (f.followedOnly) where.push(followedSql(f, 'group', sql`${groups.id}`));
  return and(...where);
}

/** The sort keys of the groups the filters keep (a tenant has few groups: they are sorted). */
function groupKeys(db: Db, f: DirectoryFilters) {
  return db
    .select({
      type: sql<string>`${groups.groupType}`.as('type'),
      id: sql<number>`${groups.id}`.as('id'),
      completion: groupCompletionSql().as('completion'),
      name: sql<string>`lower(${groups.name})`.as('name'),
    })
    .from(groups)
    .where(groupWhere(f));
}

/** The page's groups with everything their entries show. */
function groupDetails(db: Db, f: DirectoryFilters, ids: number[]) {
  return db
    .select({
      type: sql<string>`${groups.groupType}`.as('type'),
      id: sql<number>`${groups.id}`.as('id'),
      name: sql<string>`${groups.name}`.as('name'),
      slug: sql<string>`${groups.nameSlug}`.as('slug'),
      image: sql<string | null>`${groups.logo}`.as('image'),
      description: sql<string>`${groups.description}`.as('description'),
      institutionName: sql<string | null>`null::text`.as('institution_name'),
      country: sql<string | null>`${groups.country}`.as('country'),
      professionalField: sql<number | null>`null::int`.as('professional_field'),
      completion: groupCompletionSql().as('completion'),
      isInfluencer: sql<boolean>`${groups.isInfluencer}`.as('is_influencer'),
      isCertified: sql<boolean>`${groups.isCertified}`.as('is_certified'),
      certificationLevel: sql<number | null>`null::int`.as('certification_level'),
      followed: followedSql(f, 'group', sql`${groups.id}`).as('followed'),
    })
    .from(groups)
    .where(and(eq(groups.tenantId, f.tenantId), inArray(groups.id, ids)));
}

/**
 * The keys of the first `upTo` entries, in the directory's order (completion descending, then
 * name, then id). Each side is cut to `upTo` in its own order first: the people's comes from
 * users_directory_order_idx, so a page reads about as many people as it skips and shows, not
 * every person of the tenant. (A person and a group share a completion, a name and an id
 * almost never, so the type breaks no tie.)
 */
function directoryKeys(db: Db, f: DirectoryFilters, upTo: number) {
  const people = () => {
    const keys = peopleKeys(db, f).$dynamic();
    return keys.orderBy(desc(users.directoryCompletion), sql`lower(${fullName})`, users.id).limit(upTo);
  };
  const groupSide = () => {
    const keys = groupKeys(db, f).$dynamic();
    return keys.orderBy(desc(groupCompletionSql()), sql`lower(${groups.name})`, groups.id).limit(upTo);
  };
  const hasGroups = f.groupTypes.length > 0;
  if (f.people && hasGroups) return unionAll(people(), groupSide()).as('d');
  if (f.people) return people().as('d');
  return groupSide().as('d');
}

/** Every entry the filters keep, for the total. */
function directoryCount(db: Db, f: DirectoryFilters) {
  const hasGroups = f.groupTypes.length > 0;
  if (f.people && hasGroups) return unionAll(peopleKeys(db, f), groupKeys(db, f)).as('d');
  if (f.people) return peopleKeys(db, f).as('d');
  return groupKeys(db, f).as('d');
}

export type DirectoryRow = Awaited<ReturnType<typeof peopleDetails>>[number];

const keyOf = (row: { type: string; id: number }) => `${row.type === 'user' ? 'user' : 'group'}:${row.id}`;

/** How many entries the filters keep (server/db/kept-totals.ts: exact when small, else kept a while). */
function directoryTotal(db: Db, f: DirectoryFilters): Promise<number> {
  return keptTotal(db, `directory ${JSON.stringify(f)}`, async (atMost) => {
    const all = directoryCount(db, f);
    const matches = atMost === undefined ? all : db.select({ id: all.id }).from(all).limit(atMost).as('head');
    const [row] = await db.select({ n: count() }).from(matches);
    return row?.n ?? 0;
  });
}

/**
 * One page of the directory and the total count of matches: the page's keys first (from the
 * index for people), then the details of those entries only.
 */
export async function readDirectory(db: Db, f: DirectoryFilters, limit: number, offset: number) {
  const d = directoryKeys(db, f, offset + limit);
  const [page, total] = await Promise.all([
    db.select({ type: d.type, id: d.id }).from(d).orderBy(desc(d.completion), d.name, d.id).limit(limit).offset(offset),
    directoryTotal(db, f),
  ]);
  const peopleIds = page.filter((key) => key.type === 'user').map((key) => key.id);
  const groupIds = page.filter((key) => key.type !== 'user').map((key) => key.id);
  const [people, groupRows] = await Promise.all([
    peopleIds.length ? peopleDetails(db, f, peopleIds) : [],
    groupIds.length ? groupDetails(db, f, groupIds) : [],
  ]);
  const byKey = new Map<string, DirectoryRow>([...people, ...groupRows].map((row) => [keyOf(row), row]));
  return { rows: page.flatMap((key) => byKey.get(keyOf(key)) ?? []), total };
}
