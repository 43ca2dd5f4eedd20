/**
 * Groups as the API shows them to one caller (contract Group): the row, its counts,
 * the caller's membership, follow and administrator flag, and the detailed lists.
 * A whole page costs a fixed handful of queries, never one per group.
 */
import { sql } from 'drizzle-orm';
import { SDGS } from '../../contract/group-messages';
import { ADMIN_ROLES, type Group } from '../../contract/groups';
import type { Reader } from '../db/client';
import { rowAsJson } from '../db/json-rows';
import { inSlot, lookUp, lookup, lookupQuery, nothing } from '../db/lookups';
import { integerArray } from '../db/prepared';
import { type GroupRow, groups, jobs, type MembershipRow, users } from '../db/schema';
import type { Counted } from '../jobs/reader';
import { groupMemberCounts } from './schema';

interface Counts {
  accepted: number;
  pending: number;
  rejected: number;
  unverified: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const SDG_BY_ID = new Map(SDGS.map((sdg) => [sdg.id, sdg]));

/** The caller's membership of a group, as far as the Group shows it. */
type CallerMembership = Pick<MembershipRow, 'status' | 'role' | 'paymentStatus' | 'reason' | 'isWaitlisted'>;

const groupJson = rowAsJson(groups);

/** The page's groups (the slot `ids`), each with what a Group shows beside its row, as the caller (the slot `caller`) sees it. */
const groupPageQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_object(
      'group', ${groupJson.cells},
      'counts', json_build_object('accepted', coalesce(c.accepted, 0), 'pending', coalesce(c.pending, 0),
        'rejected', coalesce(c.rejected, 0)),
      'unverified', coalesce(c.unverified, 0),
      'circles', coalesce(k.n, 0),
      'parent', case when p.id is null then null
        else json_build_object('id', p.id, 'name', p.name, 'name_slug', p.name_slug) end,
      'topics', (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
          order by array_position(${groups.topics}, t.id)), '[]')
        from topics t where t.id = any(${groups.topics})),
      'membership', case when mine.group_id is null then null
        else json_build_object('status', mine.status, 'role', mine.role, 'paymentStatus', mine.payment_status,
          'reason', mine.reason, 'isWaitlisted', mine.is_waitlisted) end,
      'followed', f.target_id is not null))
    from ${groups}
      left join ${groupMemberCounts} c on c.group_id = ${groups.id}
      left join (select k.parent_group_id, count(*) as n from groups k
        where k.tenant_id = ${slot('tenantId')} and k.group_type = 'circle' and ${inSlot(sql`k.parent_group_id`, slot)}
        group by k.parent_group_id) k on k.parent_group_id = ${groups.id}
      left join groups p on p.tenant_id = ${groups.tenantId} and p.id = ${groups.parentGroupId}
      left join memberships mine on mine.tenant_id = ${groups.tenantId} and mine.group_id = ${groups.id}
        and mine.user_id = ${slot('caller')}
      left join (select distinct f.target_id from follows f where f.tenant_id = ${slot('tenantId')}
          and f.follower_id = ${slot('caller')} and f.target_type = 'group' and ${inSlot(sql`f.target_id`, slot)}) f
        on f.target_id = ${groups.id}
    where ${groups.tenantId} = ${slot('tenantId')} and ${inSlot(groups.id, slot)}`,
);

/** Whether the caller (the slot `caller`) is staff, as one element. */
const staffQuery = lookupQuery(
  (slot) => sql`select json_build_array(coalesce((select ${users.isStaff} from ${users}
    where ${users.tenantId} = ${slot('tenantId')} and ${users.id} = ${slot('caller')}), false))`,
);

/** How many approved jobs each group (the slot `ids`) has, as [group, count] pairs (from jobs_group_status_idx). */
const jobCountsQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_array(j.group_id, j.n)) from (
    select ${jobs.groupId} as group_id, count(*) as n from ${jobs}
    where ${jobs.tenantId} = ${slot('tenantId')} and ${jobs.jobStatus} = 'approved' and ${inSlot(jobs.groupId, slot)}
    group by ${jobs.groupId}) j`,
);

/** The approved jobs of each of `groupIds`, by group (a group without any is left out). */
const jobCountsOf = (tenantId: number, groupIds: readonly number[]) =>
  lookup(jobCountsQuery, { tenantId, ids: integerArray(groupIds) }, (pairs: [number, number][]) =>
    pairs.map(([groupId, n]) => ({ groupId, n })),
  );

/** Each group's count of approved jobs, as `kept` keeps them (read for those it has not). */
const keptCountsOf = (db: Reader, tenantId: number, groupIds: number[], kept: Counted) =>
  Promise.all(
    groupIds.map(async (groupId) => ({
      groupId,
      n: await kept(`group-jobs:${groupId}`, async () => {
        const { counted } = await lookUp(db, { counted: jobCountsOf(tenantId, [groupId]) });
        return counted[0]?.n ?? 0;
      }),
    })),
  );

/** A row groupPageQuery answers. */
interface PageRow {
  group: unknown[];
  counts: Omit<Counts, 'unverified'>;
  unverified: number;
  circles: number;
  parent: Extras['parent'];
  topics: Extras['topics'];
  membership: CallerMembership | null;
  followed: boolean;
}

/**
 * The groups of `groupIds` (in that order; unknown or other tenants' ids dropped) as the caller
 * sees them, in one statement: each row with its member counts, circles, parent, topics, the
 * caller's membership and follow, and their approved jobs. The member counts are the kept ones
 * (group_member_counts); the circles are aggregated once over the page's groups, not asked again
 * for each group: a subquery a row cost about as much as the row itself in the embedded database. `keptJobCounts` may keep
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
  const values = { tenantId, caller, ids: integerArray(ids) };
  const { rows, isStaff, counted } = await lookUp(db, {
    rows: lookup(groupPageQuery, values, (found: PageRow[]) =>
      found.map((row) => ({ ...row, group: groupJson.decode(row.group) })),
    ),
    isStaff: lookup(staffQuery, values, ([staff]: boolean[]) => staff === true),
    counted: keptJobCounts ? nothing(() => null) : jobCountsOf(tenantId, ids),
  });
  if (rows.length === 0) return [];
  const jobCounts = keptJobCounts
    ? await keptCountsOf(
        db,
        tenantId,
        rows.map(({ group }) => group.id),
        keptJobCounts,
      )
    : (counted ?? []);
  const jobsOf = new Map(jobCounts.map((row) => [row.groupId, row.n]));
  const byId = new Map(rows.map((row) => [row.group.id, row]));

  const out: Group[] = [];
  for (const id of groupIds) {
    const row = byId.get(id);
    if (!row) continue;
    const { membership } = row;
    const isAdmin = isStaff || (membership?.status === 'accepted' && ADMIN_ROLES.includes(membership.role));
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
