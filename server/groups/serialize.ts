/**
 * Groups as the API shows them to one caller (contract Group): the row, its counts,
 * the caller's membership, follow and administrator flag, and the detailed lists.
 * A whole page costs a fixed handful of queries, never one per group.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SDGS } from '../../contract/group-messages';
import { ADMIN_ROLES, type Group } from '../../contract/groups';
import type { Db, Tx } from '../db/client';
import { type GroupRow, groups, jobs, type MembershipRow, memberships, users } from '../db/schema';
import type { Counted } from '../jobs/reader';
import { follows, topics } from '../profiles/schema';

type Reader = Db | Tx;

interface Counts {
  accepted: number;
  pending: number;
  rejected: number;
  unverified: number;
}

/** How many approved jobs each of the groups has (from jobs_group_status_idx). */
function approvedJobCounts(db: Reader, tenantId: number, groupIds: number[]) {
  return db
    .select({ groupId: jobs.groupId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.jobStatus, 'approved'), inArray(jobs.groupId, groupIds)))
    .groupBy(jobs.groupId);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const SDG_BY_ID = new Map(SDGS.map((sdg) => [sdg.id, sdg]));

/**
 * The groups of `groupIds` (in that order; unknown or other tenants' ids dropped) as the caller
 * sees them. `keptJobCounts` may keep each group's count of open jobs (the job board's cache does,
 * until a job changes): a list of organizations with thousands of jobs each then reads none.
 */
export async function groupsForCaller(
  db: Reader,
  tenantId: number,
  callerId: number | null,
  groupIds: number[],
  keptJobCounts?: Counted,
): Promise<Group[]> {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.id, ids)));
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const parentIds = [...new Set(rows.map((row) => row.parentGroupId).filter((id): id is number => id !== null))];
  const topicIds = [...new Set(rows.flatMap((row) => row.topics))];

  const [statusCounts, unverifiedCounts, circles, jobCounts, parents, topicRows, mine, followed, caller] =
    await Promise.all([
      // Read from memberships_group_status_idx alone, however many members a group has.
      db
        .select({
          groupId: memberships.groupId,
          accepted: sql<number>`count(*) filter (where ${memberships.status} = 'accepted')`.mapWith(Number),
          pending: sql<number>`count(*) filter (where ${memberships.status} = 'pending')`.mapWith(Number),
          rejected: sql<number>`count(*) filter (where ${memberships.status} = 'rejected')`.mapWith(Number),
        })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.groupId, found)))
        .groupBy(memberships.groupId),
      // From the few unverified members (users_unverified_idx) to their memberships.
      db
        .select({ groupId: memberships.groupId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .innerJoin(memberships, and(eq(memberships.tenantId, users.tenantId), eq(memberships.userId, users.id)))
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(users.isVerified, false),
            inArray(memberships.groupId, found),
            inArray(memberships.status, ['accepted', 'pending']),
          ),
        )
        .groupBy(memberships.groupId),
      db
        .select({ parent: groups.parentGroupId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(groups)
        .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'circle'), inArray(groups.parentGroupId, found)))
        .groupBy(groups.parentGroupId),
      keptJobCounts
        ? Promise.all(
            found.map(async (groupId) => ({
              groupId,
              n: await keptJobCounts(`group-jobs:${groupId}`, async () => {
                const [row] = await approvedJobCounts(db, tenantId, [groupId]);
                return row?.n ?? 0;
              }),
            })),
          )
        : approvedJobCounts(db, tenantId, found),
      parentIds.length
        ? db
            .select({ id: groups.id, name: groups.name, name_slug: groups.nameSlug })
            .from(groups)
            .where(and(eq(groups.tenantId, tenantId), inArray(groups.id, parentIds)))
        : Promise.resolve([]),
      topicIds.length
        ? db.select({ id: topics.id, name: topics.name }).from(topics).where(inArray(topics.id, topicIds))
        : Promise.resolve([]),
      callerId === null
        ? Promise.resolve([] as MembershipRow[])
        : db
            .select()
            .from(memberships)
            .where(
              and(
                eq(memberships.tenantId, tenantId),
                eq(memberships.userId, callerId),
                inArray(memberships.groupId, found),
              ),
            ),
      callerId === null
        ? Promise.resolve([] as { id: number }[])
        : db
            .select({ id: follows.targetId })
            .from(follows)
            .where(
              and(
                eq(follows.tenantId, tenantId),
                eq(follows.followerId, callerId),
                eq(follows.targetType, 'group'),
                inArray(follows.targetId, found),
              ),
            ),
      callerId === null
        ? Promise.resolve([] as { isStaff: boolean }[])
        : db
            .select({ isStaff: users.isStaff })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), eq(users.id, callerId))),
    ]);

  const unverifiedOf = new Map(unverifiedCounts.map((row) => [row.groupId, row.n]));
  const countsOf = new Map<number, Counts>(
    statusCounts.map((row) => [row.groupId, { ...row, unverified: unverifiedOf.get(row.groupId) ?? 0 }]),
  );
  const circlesOf = new Map(circles.map((row) => [row.parent, row.n]));
  const jobsOf = new Map(jobCounts.map((row) => [row.groupId, row.n]));
  const parentOf = new Map(parents.map((row) => [row.id, row]));
  const topicOf = new Map(topicRows.map((row) => [row.id, row]));
  const mineOf = new Map(mine.map((row) => [row.groupId, row]));
  const followedIds = new Set(followed.map((row) => row.id));
  const isStaff = caller[0]?.isStaff ?? false;
  const byId = new Map(rows.map((row) => [row.id, row]));

  const out: Group[] = [];
  for (const id of groupIds) {
    const row = byId.get(id);
    if (!row) continue;
    const membership = mineOf.get(id) ?? null;
    const isAdmin = isStaff || (membership?.status === 'accepted' && ADMIN_ROLES.includes(membership.role)) || false;
    const count = countsOf.get(id) ?? { accepted: 0, pending: 0, rejected: 0, unverified: 0 };
    out.push(
      toGroup(row, {
        count,
        circles: circlesOf.get(id) ?? 0,
        jobs: jobsOf.get(id) ?? 0,
        parent: row.parentGroupId === null ? null : (parentOf.get(row.parentGroupId) ?? null),
        topics: row.topics.flatMap((topicId) => topicOf.get(topicId) ?? []),
        membership,
        isAdmin,
        followed: followedIds.has(id),
      }),
    );
  }
  return out;
}

/** One group as the caller sees it, or null when the tenant has no such group. */
export async function groupForCaller(
  db: Reader,
  tenantId: number,
  callerId: number | null,
  id: number,
): Promise<Group | null> {
  const [group] = await groupsForCaller(db, tenantId, callerId, [id]);
  return group ?? null;
}

interface Extras {
  count: Counts;
  circles: number;
  jobs: number;
  parent: { id: number; name: string; name_slug: string } | null;
  topics: { id: number; name: string }[];
  membership: MembershipRow | null;
  isAdmin: boolean;
  followed: boolean;
}

function toGroup(row: GroupRow, extras: Extras): Group {
  const { membership, isAdmin, count } = extras;
  const extra = row.extraInfo ?? { is_external: false, external_link: null, questions: [] };
  return {
    id: row.id,
    name: row.name,
    name_slug: row.nameSlug,
    group_type: row.groupType,
    location: row.location,
    description: row.description,
    objective: row.objective,
    member_requirements: row.memberRequirements,
    impact: row.impact,
    topics: row.topics,
    topics_detailed: extras.topics,
    countries: row.countries,
    career_stages: row.careerStages,
    professional_fields: row.professionalFields,
    job_functions: row.jobFunctions,
    roles: row.roles,
    use_cases: row.useCases,
    relevant_sdgs: row.relevantSdgs,
    relevant_sdgs_detailed: row.relevantSdgs.flatMap((id) => SDG_BY_ID.get(id) ?? []),
    parent_group: row.parentGroupId,
    parent_group_detail: extras.parent,
    group_duration: row.groupDuration,
    maximum_size: row.maximumSize,
    start_date: iso(row.startDate),
    end_date: iso(row.endDate),
    application_open_date: iso(row.applicationOpenDate),
    application_close_date: iso(row.applicationCloseDate),
    circle_type: row.circleType,
    publicity: row.publicity,
    country: row.country,
    is_paid: row.isPaid,
    price: row.priceCents === null ? null : row.priceCents / 100,
    paid_features: row.paidFeatures,
    discount: row.discount,
    event_type: row.eventType,
    create_google_classroom: row.createGoogleClassroom,
    google_classroom_id: row.googleClassroomId,
    extra_info: {
      is_external: extra.is_external ?? false,
      external_link: extra.external_link ?? null,
      questions: extra.questions ?? [],
    },
    logo: row.logo,
    cover_image: row.coverImage,
    total_members: count.accepted,
    total_circles: extras.circles,
    total_jobs: extras.jobs,
    pending_members_count: isAdmin ? count.pending : 0,
    rejected_members_count: isAdmin ? count.rejected : 0,
    unverified_members_count: isAdmin ? count.unverified : 0,
    membership_status: membership?.status ?? null,
    role: membership?.role ?? null,
    payment_status: membership?.paymentStatus ?? null,
    // A rejection clears the reason (a join resets it); only a removal leaves one on a rejected row.
    removal_reason: membership?.status === 'rejected' ? (membership.reason ?? null) : null,
    is_waitlisted: membership?.isWaitlisted ?? false,
    is_administrator: isAdmin,
    followed: extras.followed,
    is_influencer: row.isInfluencer,
    is_certified: row.isCertified,
    donation_details: row.donationDetails ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
