/**
 * The directory: people (users with their profiles) and groups of one tenant as one
 * list, filtered in SQL, sorted by profile_completion_percent descending then name, and
 * paged. Search and connections both read it. The caller never sees themself, nor a
 * trial account, nor anything of another tenant.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { type GROUP_TYPES, groups, memberships, skills, users } from '../db/schema';
import { follows, profiles, uploads } from '../profiles/schema';
import { groupCompletionSql, personCompletionSql } from './completion';

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

/** `%text%` for ILIKE with the pattern characters escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const institution = alias(groups, 'institution');
const picture = alias(uploads, 'picture');
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function followedSql(f: DirectoryFilters, type: 'user' | 'group', target: SQL | typeof users.id): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${follows} where ${follows.tenantId} = ${f.tenantId}
    and ${follows.followerId} = ${f.callerId} and ${follows.targetType} = ${type} and ${follows.targetId} = ${target})`;
}

function peopleQuery(db: Db, f: DirectoryFilters) {
  const followed = followedSql(f, 'user', users.id);
  const where: (SQL | undefined)[] = [
    eq(users.tenantId, f.tenantId),
    ne(users.id, f.callerId),
    eq(users.isTrialUser, false),
  ];
  if (f.search) {
    const pattern = containsPattern(f.search);
    where.push(
      or(
        ilike(fullName, pattern),
        ilike(users.title, pattern),
        ilike(profiles.shortBio, pattern),
        sql`exists (select 1 from ${skills} where ${skills.id} = any(${profiles.skills}) and ${skills.name} ilike ${pattern})`,
      ),
    );
  }
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
  if (f.followedOnly) where.push(followed);
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
      completion: personCompletionSql().as('completion'),
      isInfluencer: sql<boolean>`coalesce(${profiles.isInfluencer}, false)`.as('is_influencer'),
      isCertified: sql<boolean>`(${profiles.certificationLevel} is not null)`.as('is_certified'),
      certificationLevel: sql<number | null>`${profiles.certificationLevel}::int`.as('certification_level'),
      followed: followed.as('followed'),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(institution, eq(institution.id, profiles.institutionId))
    .leftJoin(picture, eq(picture.id, profiles.pictureId))
    .where(and(...where));
}

function groupQuery(db: Db, f: DirectoryFilters) {
  const followed = followedSql(f, 'group', sql`${groups.id}`);
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
  if (f.followedOnly) where.push(followed);
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
      followed: followed.as('followed'),
    })
    .from(groups)
    .where(and(...where));
}

function directory(db: Db, f: DirectoryFilters) {
  const hasGroups = f.groupTypes.length > 0;
  if (f.people && hasGroups) return unionAll(peopleQuery(db, f), groupQuery(db, f)).as('d');
  if (f.people) return peopleQuery(db, f).as('d');
  return groupQuery(db, f).as('d');
}

export type DirectoryRow = Awaited<ReturnType<typeof readDirectory>>['rows'][number];

/** One page of the directory and the total count of matches. */
export async function readDirectory(db: Db, f: DirectoryFilters, limit: number, offset: number) {
  const d = directory(db, f);
  const [rows, [total]] = await Promise.all([
    db.select().from(d).orderBy(desc(d.completion), sql`lower(${d.name})`, d.type, d.id).limit(limit).offset(offset),
    db.select({ n: count() }).from(d),
  ]);
  return { rows, total: total?.n ?? 0 };
}
