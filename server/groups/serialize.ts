/**
 * Groups as the API shows them to one caller (contract Group): the row, its counts,
 * the caller's membership, follow and administrator flag, and the detailed lists.
 * A whole page costs a fixed handful of queries, never one per group.
 */
import { and, eq, sql } from 'drizzle-orm';
import { SDGS } from '../../contract/group-messages';
import { ADMIN_ROLES, type Group } from '../../contract/groups';
import type { Reader } from '../db/client';
import { rowAsJson } from '../db/json-rows';
import { integerArray, preparedRead, value } from '../db/prepared';
import { type GroupRow, groups, jobs, type MembershipRow } from '../db/schema';
import type { Counted } from '../jobs/reader';

interface Counts {
  accepted: number;
  pending: number;
  rejected: number;
  unverified: number;
}

const jobCountsRead = preparedRead(
  () => '',
  (db) =>
    db
      .select({ groupId: jobs.groupId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(
        and(
          eq(jobs.tenantId, value('tenantId')),
          eq(jobs.jobStatus, 'approved'),
          sql`${jobs.groupId} = any(${value('ids')}::integer[])`,
        ),
      )
      .groupBy(jobs.groupId),
);

/** How many approved jobs each of the groups has (from jobs_group_status_idx). */
const approvedJobCounts = (db: Reader, tenantId: number, groupIds: number[]) =>
  jobCountsRead(db, null, { tenantId, ids: integerArray(groupIds) });

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const SDG_BY_ID = new Map(SDGS.map((sdg) => [sdg.id, sdg]));

/** The caller's membership of a group, as far as the Group shows it. */
type CallerMembership = Pick<MembershipRow, 'status' | 'role' | 'paymentStatus' | 'reason' | 'isWaitlisted'>;

const groupJson = rowAsJson(groups);

const groupRows = preparedRead(
  () => '',
  // The subqueries name the outer row as "groups"."column": inside a select list Drizzle writes
  // a column without its table, which the subqueries' own tables would make ambiguous.
  (db) =>
    db
      .select({
        group: groupJson.cells,
        counts: sql<Omit<Counts, 'unverified'>>`(select json_build_object(
            'accepted', count(*) filter (where m.status = 'accepted'),
            'pending', count(*) filter (where m.status = 'pending'),
            'rejected', count(*) filter (where m.status = 'rejected'))
          from memberships m where m.group_id = "groups"."id" and m.tenant_id = "groups"."tenant_id")`,
        // From the few unverified members (users_unverified_idx) to their memberships.
        unverified: sql<number>`(select count(*) from users u
          join memberships m on m.tenant_id = u.tenant_id and m.user_id = u.id
          where u.tenant_id = "groups"."tenant_id" and not u.is_verified and m.group_id = "groups"."id"
            and m.status in ('accepted', 'pending'))`.mapWith(Number),
        circles: sql<number>`(select count(*) from groups c
          where c.tenant_id = "groups"."tenant_id" and c.group_type = 'circle' and c.parent_group_id = "groups"."id")`.mapWith(
          Number,
        ),
        parent: sql<Extras['parent']>`(select json_build_object('id', p.id, 'name', p.name, 'name_slug', p.name_slug)
          from groups p where p.tenant_id = "groups"."tenant_id" and p.id = "groups"."parent_group_id")`,
        topics: sql<Extras['topics']>`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
            order by array_position("groups"."topics", t.id)), '[]')
          from topics t where t.id = any("groups"."topics"))`,
        membership: sql<CallerMembership | null>`(select json_build_object('status', m.status, 'role', m.role,
            'paymentStatus', m.payment_status, 'reason', m.reason, 'isWaitlisted', m.is_waitlisted)
          from memberships m where m.group_id = "groups"."id" and m.user_id = ${value('caller')}
            and m.tenant_id = ${value('tenantId')})`,
        followed: sql<boolean>`exists (select 1 from follows f where f.tenant_id = ${value('tenantId')}
          and f.follower_id = ${value('caller')} and f.target_type = 'group' and f.target_id = "groups"."id")`,
        isStaff: sql<boolean>`coalesce((select u.is_staff from users u
          where u.tenant_id = ${value('tenantId')} and u.id = ${value('caller')}), false)`,
      })
      .from(groups)
      .where(and(eq(groups.tenantId, value('tenantId')), sql`${groups.id} = any(${value('ids')}::integer[])`)),
);

/**
 * The groups of `groupIds` (in that order; unknown or other tenants' ids dropped) as the caller
 * sees them, in one statement: each row with its member counts (from memberships_group_status_idx
 * alone), circles, parent, topics and the caller's membership and follow. `keptJobCounts` may keep
 * each group's count of open jobs (the job board's cache does, until a job changes): a list of
 * organizations with thousands of jobs each then reads none.
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
  // A visitor (no caller) matches no membership, follow or staff row: ids start at 1.
  const caller = callerId ?? 0;
  const rows = (await groupRows(db, null, { tenantId, caller, ids: integerArray(ids) })).map((row) => ({
    ...row,
    group: groupJson.decode(row.group),
  }));
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.group.id);
  const jobCounts = keptJobCounts
    ? await Promise.all(
        found.map(async (groupId) => ({
          groupId,
          n: await keptJobCounts(`group-jobs:${groupId}`, async () => {
            const [row] = await approvedJobCounts(db, tenantId, [groupId]);
            return row?.n ?? 0;
          }),
        })),
      )
    : await approvedJobCounts(db, tenantId, found);
  const jobsOf = new Map(jobCounts.map((row) => [row.groupId, row.n]));
  const byId = new Map(rows.map((row) => [row.group.id, row]));

  const out: Group[] = [];
  for (const id of groupIds) {
    const row = byId.get(id);
    if (!row) continue;
    const { membership } = row;
    const isAdmin = row.isStaff || (membership?.status === 'accepted' && ADMIN_ROLES.includes(membership.role));
    out.push(
      toGroup(row.group, {
        count: { ...row.counts, unverified: row.unverified },
        circles: row.circles,
        jobs: jobsOf.get(id) ?? 0,
        parent: row.parent,
        topics: row.topics,
        membership,
        isAdmin,
        followed: row.followed,
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
  membership: CallerMembership | null;
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
