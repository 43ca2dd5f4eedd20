/**
 * The directory: people (users with their profiles) and groups of one tenant as one
 * list, filtered in SQL, sorted by profile_completion_percent descending then name, and
 * paged. Search and connections both read it. The caller never sees themself, nor a
 * trial account, nor anything of another tenant.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db, Reader } from '../db/client';
import { keptTotal } from '../db/kept-totals';
import { containsPattern, likeLowered } from '../db/like';
import { type Found, inSlot, jsonObject, type Lookup, lookUp, lookup, lookupQuery, type Slot } from '../db/lookups';
import { integerArray, preparedRead, textArray, value } from '../db/prepared';
import { type GROUP_TYPES, groups, memberships, users } from '../db/schema';
import { totalAfter } from '../db/with-total';
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

/**
 * What decides the SQL of a directory read: which filters are given (not their values), and
 * the one whose value changes the SQL itself. Reads are prepared once a shape (db/prepared.ts).
 */
interface Shape {
  people: boolean;
  groups: boolean;
  search: boolean;
  country: boolean;
  fields: boolean;
  influencer: boolean;
  certified: boolean | undefined;
  organization: boolean;
  notInGroup: boolean;
  followed: boolean;
}

function shapeOf(f: DirectoryFilters): Shape {
  return {
    people: f.people,
    groups: f.groupTypes.length > 0,
    search: Boolean(f.search),
    country: Boolean(f.country),
    fields: Boolean(f.professionalFields?.length),
    influencer: f.isInfluencer !== undefined,
    certified: f.isCertified,
    organization: Boolean(f.organizationId),
    notInGroup: Boolean(f.notInGroupId),
    followed: Boolean(f.followedOnly),
  };
}

const shapeKey = (shape: Shape) => JSON.stringify(shape);

/** The values of the placeholders the reads of `f` have. */
function valuesOf(f: DirectoryFilters): Record<string, unknown> {
  return {
    tenantId: f.tenantId,
    callerId: f.callerId,
    pattern: f.search ? containsPattern(f.search) : null,
    country: f.country ?? null,
    fields: integerArray(f.professionalFields ?? []),
    influencer: f.isInfluencer ?? null,
    organizationId: f.organizationId ?? null,
    notInGroupId: f.notInGroupId ?? null,
    groupTypes: textArray(f.groupTypes),
  };
}

/** Whether the caller follows `target`; `slot` places the tenant and the caller. */
function followedSql(type: 'user' | 'group', target: SQL | typeof users.id, slot: Slot = value): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${follows} where ${follows.tenantId} = ${slot('tenantId')}
    and ${follows.followerId} = ${slot('callerId')} and ${follows.targetType} = ${type} and ${follows.targetId} = ${target})`;
}

/** Who of the tenant's people the filters keep; `profiles` must be joined when `needsProfile`. */
function peopleWhere(s: Shape): { where: SQL | undefined; needsProfile: boolean } {
  const where: (SQL | undefined)[] = [
    eq(users.tenantId, value('tenantId')),
    ne(users.id, value('callerId')),
    eq(users.isTrialUser, false),
  ];
  // The name, title, short bio and skill names, kept lowercased in one column with a trigram index.
  if (s.search) where.push(likeLowered(users.directoryText, value('pattern')));
  if (s.country) where.push(eq(users.country, value('country')));
  if (s.fields) where.push(sql`${profiles.professionalField} = any(${value('fields')}::integer[])`);
  if (s.influencer) where.push(sql`coalesce(${profiles.isInfluencer}, false) = ${value('influencer')}`);
  if (s.certified !== undefined) {
    where.push(s.certified ? isNotNull(profiles.certificationLevel) : sql`${profiles.certificationLevel} is null`);
  }
  if (s.organization) {
    where.push(sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
      and ${memberships.groupId} = ${value('organizationId')} and ${memberships.status} = 'accepted')`);
  }
  if (s.notInGroup) {
    where.push(sql`not exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
      and ${memberships.groupId} = ${value('notInGroupId')} and ${memberships.status} in ('accepted', 'pending'))`);
  }
  if (s.followed) where.push(followedSql('user', users.id));
  const needsProfile = s.fields || s.influencer || s.certified !== undefined;
  return { where: and(...where), needsProfile };
}

/** An entry of the directory: a person or a group, with everything its item shows. */
export interface DirectoryRow {
  type: string;
  id: number;
  name: string;
  slug: string;
  image: string | null;
  description: string;
  institutionName: string | null;
  country: string | null;
  professionalField: number | null;
  completion: number;
  isInfluencer: boolean;
  isCertified: boolean;
  certificationLevel: number | null;
  followed: boolean;
}

/** A DirectoryRow built in SQL as one JSON object (one cell a row: see db/json-rows.ts). */
const entryOf = (fields: Record<keyof DirectoryRow, SQLWrapper>) => sql<DirectoryRow>`${jsonObject(fields)}`;

/** The page's people (the slot `ids`) with everything their entries show. */
const peopleEntries = lookupQuery(
  (slot) => sql`select json_agg(${entryOf({
    type: sql`'user'`,
    id: users.id,
    name: fullName,
    slug: users.nameSlug,
    image: sql`case when ${picture.key} is null then null else '/media/uploads/' || ${picture.key} end`,
    description: users.title,
    institutionName: institution.name,
    country: users.country,
    professionalField: profiles.professionalField,
    completion: users.directoryCompletion,
    isInfluencer: sql`coalesce(${profiles.isInfluencer}, false)`,
    isCertified: sql`(${profiles.certificationLevel} is not null)`,
    certificationLevel: sql`${profiles.certificationLevel}::int`,
    followed: followedSql('user', users.id, slot),
  })})
    from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
      left join ${groups} ${institution} on ${institution.id} = ${profiles.institutionId}
      left join ${uploads} ${picture} on ${picture.id} = ${profiles.pictureId}
    where ${users.tenantId} = ${slot('tenantId')} and ${inSlot(users.id, slot)}`,
);

/**
 * The sort keys of the people the filters keep, in the order of users_directory_order_idx,
 * so a page of a large tenant is read from the index instead of sorting every person.
 */
function peopleKeys(db: Reader, s: Shape) {
  const { where, needsProfile } = peopleWhere(s);
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
function groupWhere(s: Shape): SQL | undefined {
  const where: (SQL | undefined)[] = [
    eq(groups.tenantId, value('tenantId')),
    sql`${groups.groupType} = any(${value('groupTypes')}::text[])`,
  ];
  if (s.search) where.push(or(ilike(groups.name, value('pattern')), ilike(groups.description, value('pattern'))));
  if (s.country) where.push(eq(groups.country, value('country')));
  if (s.influencer) where.push(eq(groups.isInfluencer, value('influencer')));
  if (s.certified !== undefined) where.push(eq(groups.isCertified, s.certified));
  if (s.organization) {
    // Organizations and institutions: the member's own, and those its accepted members
    // belong to. Circles and events live inside the tenant's portal and always show.
    where.push(
      or(
        inArray(groups.groupType, ['circle', 'event']),
        eq(groups.id, value('organizationId')),
        sql`exists (select 1 from ${memberships} gm join ${memberships} om on om.user_id = gm.user_id
          where gm.group_id = ${groups.id} and gm.status = 'accepted'
          and om.group_id = ${value('organizationId')} and om.status = 'accepted')`,
      ),
    );
  }
  if (s.followed) where.push(followedSql('group', sql`${groups.id}`));
  return and(...where);
}

/** The sort keys of the groups the filters keep (a tenant has few groups: they are sorted). */
function groupKeys(db: Reader, s: Shape) {
  return db
    .select({
      type: sql<string>`${groups.groupType}`.as('type'),
      id: sql<number>`${groups.id}`.as('id'),
      completion: groupCompletionSql().as('completion'),
      name: sql<string>`lower(${groups.name})`.as('name'),
    })
    .from(groups)
    .where(groupWhere(s));
}

/** The page's groups (the slot `ids`) with everything their entries show. */
const groupEntries = lookupQuery(
  (slot) => sql`select json_agg(${entryOf({
    type: groups.groupType,
    id: groups.id,
    name: groups.name,
    slug: groups.nameSlug,
    image: groups.logo,
    description: groups.description,
    institutionName: sql`null::text`,
    country: groups.country,
    professionalField: sql`null::int`,
    completion: groupCompletionSql(),
    isInfluencer: groups.isInfluencer,
    isCertified: groups.isCertified,
    certificationLevel: sql`null::int`,
    followed: followedSql('group', sql`${groups.id}`, slot),
  })})
    from ${groups} where ${groups.tenantId} = ${slot('tenantId')} and ${inSlot(groups.id, slot)}`,
);

/**
 * The keys of the first `upTo` entries, in the directory's order (completion descending, then
 * name, then id). Each side is cut to `upTo` in its own order first: the people's comes from
 * users_directory_order_idx, so a page reads about as many people as it skips and shows, not
 * every person of the tenant. (A person and a group share a completion, a name and an id
 * almost never, so the type breaks no tie.)
 */
function directoryKeys(db: Reader, s: Shape) {
  const people = () => {
    const keys = peopleKeys(db, s).$dynamic();
    return keys.orderBy(desc(users.directoryCompletion), sql`lower(${fullName})`, users.id).limit(value('upTo'));
  };
  const groupSide = () => {
    const keys = groupKeys(db, s).$dynamic();
    return keys.orderBy(desc(groupCompletionSql()), sql`lower(${groups.name})`, groups.id).limit(value('upTo'));
  };
  if (s.people && s.groups) return unionAll(people(), groupSide()).as('d');
  if (s.people) return people().as('d');
  return groupSide().as('d');
}

/** One page of keys: `limit` entries after `offset`, with upTo = offset + limit. */
const pageKeys = preparedRead(shapeKey, (db, s: Shape) => {
  const d = directoryKeys(db, s);
  return db
    .select({ type: d.type, id: d.id })
    .from(d)
    .orderBy(desc(d.completion), d.name, d.id)
    .limit(value('limit'))
    .offset(value('offset'));
});

/** Every entry the filters keep, for the total. */
function directoryCount(db: Reader, s: Shape) {
  if (s.people && s.groups) return unionAll(peopleKeys(db, s), groupKeys(db, s)).as('d');
  if (s.people) return peopleKeys(db, s).as('d');
  return groupKeys(db, s).as('d');
}

/** How many entries the filters keep, or (bounded) at most `atMost` of them. */
const countEntries = preparedRead(
  ({ shape, bounded }: { shape: Shape; bounded: boolean }) => `${shapeKey(shape)}${bounded}`,
  (db, { shape, bounded }) => {
    const all = directoryCount(db, shape);
    const matches = bounded ? db.select({ id: all.id }).from(all).limit(value('atMost')).as('head') : all;
    return db.select({ n: count() }).from(matches);
  },
);

const keyOf = (row: { type: string; id: number }) => `${row.type === 'user' ? 'user' : 'group'}:${row.id}`;

/** How many entries the filters keep (server/db/kept-totals.ts: exact when small, else kept a while). */
function directoryTotal(db: Db, f: DirectoryFilters, shape: Shape, values: Record<string, unknown>): Promise<number> {
  return keptTotal(db, `directory ${JSON.stringify(f)}`, async (atMost) => {
    const bounded = atMost !== undefined;
    const [row] = await countEntries(db, { shape, bounded }, { ...values, atMost: atMost ?? null });
    return row?.n ?? 0;
  });
}

/** What readDirectory reads of the entries: `alongside` may not use these names. */
type EntryLookups = { peopleEntries: Lookup<DirectoryRow[]>; groupEntries: Lookup<DirectoryRow[]> };

/**
 * One page of the directory and the total count of matches: the page's keys first (from the
 * index for people), then the entries of those keys only, in one statement with the lookups
 * `alongside` asks for the people on the page (what the reasons compare).
 */
export async function readDirectory<L extends Record<string, Lookup<unknown>>>(
  db: Db,
  f: DirectoryFilters,
  limit: number,
  offset: number,
  alongside: (peopleIds: number[]) => L,
): Promise<{ rows: DirectoryRow[]; total: number; found: Found<L> }> {
  const shape = shapeOf(f);
  const values = valuesOf(f);
  const page = await pageKeys(db, shape, { ...values, limit, offset, upTo: offset + limit });
  const total = await totalAfter({ limit, offset }, page.length, () => directoryTotal(db, f, shape, values));
  const peopleIds = page.filter((key) => key.type === 'user').map((key) => key.id);
  const groupIds = page.filter((key) => key.type !== 'user').map((key) => key.id);
  const caller = { tenantId: f.tenantId, callerId: f.callerId };
  const entries: EntryLookups = {
    peopleEntries: lookup(
      peopleIds.length ? peopleEntries : null,
      { ...caller, ids: integerArray(peopleIds) },
      (rows: DirectoryRow[]) => rows,
    ),
    groupEntries: lookup(
      groupIds.length ? groupEntries : null,
      { ...caller, ids: integerArray(groupIds) },
      (rows: DirectoryRow[]) => rows,
    ),
  };
  // Read as a plain record: the names `alongside` gives are not known here.
  const asked: Record<string, Lookup<unknown>> = { ...alongside(peopleIds), ...entries };
  const found = (await lookUp(db, asked)) as Found<L> & Found<EntryLookups>;
  const byKey = new Map<string, DirectoryRow>(
    [...found.peopleEntries, ...found.groupEntries].map((entry) => [keyOf(entry), entry]),
  );
  return { rows: page.flatMap((key) => byKey.get(keyOf(key)) ?? []), total, found };
}
