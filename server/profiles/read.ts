/**
 * Reading profiles: the member's own (GET /api/v1/profile/, the change feed, helpers that
 * write profile data) and anyone's public view (GET /api/v1/profile/{name_slug}/), both
 * within one tenant. A user without a profile row reads as the defaults.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CareerEntry } from '../../contract/career';
import type { PublicProfile } from '../../contract/connect';
import type { GroupRef, Profile, Topic } from '../../contract/profile';
import type { Reader } from '../db/client';
import { type JsonRow, jsonObject, type LookupQuery, lookupQuery, type Slot } from '../db/lookups';
import { groups, memberships, skills, type UserRow, users } from '../db/schema';
import { notFound } from '../http/errors';
import { careerEntries, follows, profiles, topics, type UploadRow, uploads } from './schema';
import { defaultProfileRow, type ProfileParts, type Skill, toCareerEntry, toProfile } from './serialize';

const MEMBER_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  nameSlug: users.nameSlug,
};

/** A member's names and picture key (the profile or picture may be missing), as JSON answers them. */
export type MemberWithPicture = JsonRow<typeof MEMBER_COLUMNS> & { pictureKey: string | null };

/**
 * The subquery of the tenant's members `which` (a condition on users, with slots) matches:
 * their names and picture key. The tenant is the slot `tenantId`.
 */
export const membersWithPictureQuery = (which: (slot: Slot) => SQL): LookupQuery =>
  lookupQuery(
    (slot) => sql`select json_agg(${jsonObject({ ...MEMBER_COLUMNS, pictureKey: uploads.key })})
      from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
        left join ${uploads} on ${uploads.id} = ${profiles.pictureId}
      where ${users.tenantId} = ${slot('tenantId')} and ${which(slot)}`,
  );

type TenantRef = { id: number };

const unique = (ids: readonly (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

export async function loadSkills(db: Reader, ids: readonly number[]): Promise<Map<number, Skill>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(skills)
    .where(inArray(skills.id, unique(ids)));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]));
}

export async function loadTopics(db: Reader, ids: readonly number[]): Promise<Map<number, Topic>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(topics)
    .where(inArray(topics.id, unique(ids)));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, topic_area: row.topicAreaId }]));
}

export async function loadGroupRefs(
  db: Reader,
  tenantId: number,
  ids: readonly (number | null)[],
): Promise<Map<number, GroupRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: groups.id, name: groups.name, name_slug: groups.nameSlug })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

async function loadUploads(db: Reader, tenantId: number, ids: readonly (number | null)[]) {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map<number, UploadRow>();
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), inArray(uploads.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

async function loadParts(db: Reader, user: UserRow): Promise<ProfileParts> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const profile = row ?? defaultProfileRow(user);
  const [uploadRows, institutions, skillMap, topicMap] = await Promise.all([
    loadUploads(db, user.tenantId, [profile.pictureId, profile.resumeId, profile.videoId]),
    loadGroupRefs(db, user.tenantId, [profile.institutionId]),
    loadSkills(db, profile.skills),
    loadTopics(db, profile.topics),
  ]);
  const institution = profile.institutionId === null ? null : (institutions.get(profile.institutionId) ?? null);
  return { user, profile, uploads: uploadRows, institution, skills: skillMap, topics: topicMap };
}

/** The member's own profile; 404 when the user is not of this tenant. */
export async function readOwnProfile(db: Reader, tenant: TenantRef, userId: number): Promise<Profile> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenant.id)));
  if (!user) throw notFound();
  return toProfile(await loadParts(db, user));
}

/** Career entries of one member, newest start first; `ids` narrows to those entries. */
export async function readCareerEntries(
  db: Reader,
  tenantId: number,
  userId: number,
  ids?: readonly string[],
): Promise<CareerEntry[]> {
  if (ids && ids.length === 0) return [];
  const owned = and(eq(careerEntries.tenantId, tenantId), eq(careerEntries.userId, userId));
  const rows = await db
    .select()
    .from(careerEntries)
    .where(ids ? and(owned, inArray(careerEntries.id, [...ids])) : owned)
    .orderBy(desc(careerEntries.startDate), asc(careerEntries.id));
  const [groupRefs, skillMap] = await Promise.all([
    loadGroupRefs(
      db,
      tenantId,
      rows.map((row) => row.groupId),
    ),
    loadSkills(
      db,
      rows.flatMap((row) => row.skills),
    ),
  ]);
  return rows.map((row) =>
    toCareerEntry(row, row.groupId === null ? null : (groupRefs.get(row.groupId) ?? null), skillMap),
  );
}

/** Anyone's profile as a member of the same tenant sees it; null when there is no such member. */
export async function readPublicProfile(
  db: Reader,
  tenant: TenantRef,
  viewerId: number,
  nameSlug: string,
): Promise<PublicProfile | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.nameSlug, nameSlug)));
  if (!user) return null;
  const [parts, entries, followRows, groupRows] = await Promise.all([
    loadParts(db, user),
    readCareerEntries(db, tenant.id, user.id),
    db
      .select({ id: follows.id })
      .from(follows)
      .where(
        and(
          eq(follows.tenantId, tenant.id),
          eq(follows.followerId, viewerId),
          eq(follows.targetType, 'user'),
          eq(follows.targetId, user.id),
        ),
      )
      .limit(1),
    db
      .select({ id: groups.id, name: groups.name, name_slug: groups.nameSlug, group_type: groups.groupType })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .where(
        and(eq(memberships.tenantId, tenant.id), eq(memberships.userId, user.id), eq(memberships.status, 'accepted')),
      )
      .orderBy(asc(groups.name)),
  ]);
  const {
    resume: _resume,
    alternate_email: _alternate,
    is_alternate_email_verified: _verified,
    group_profile: _group,
    registration_completed_at: _completed,
    ...visible
  } = toProfile(parts);
  return {
    ...visible,
    // Influencer profiles show no career advice (spec part 1 section 6); the owner still edits theirs.
    career_advice: visible.is_influencer ? '' : visible.career_advice,
    followed: followRows.length > 0,
    is_staff: user.isStaff,
    joined_at: user.createdAt.toISOString(),
    work_experiences: entries.filter((entry) => entry.type === 'work'),
    education_background: entries.filter((entry) => entry.type === 'education'),
    groups: groupRows,
  };
}
