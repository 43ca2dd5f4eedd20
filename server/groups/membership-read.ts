/**
 * Reading memberships (contract GroupMember): the member tabs of a group (accepted,
 * pending, rejected, unverified, all; filtered as membership-filters.ts says) and recommendations (tenant members outside the
 * group sharing its career stages or fields), filtered and paged. The row shape is in
 * membership-member.ts, the CSV export in membership-csv.ts.
 */
import { and, asc, count, desc, eq, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { GroupMember } from '../../contract/groups';
import type { AgentResponse } from '../../contract/system-agents';
import type { Db } from '../db/client';
import { type GroupRow, memberships, users } from '../db/schema';
import { totalAfter } from '../db/with-total';
import { profiles } from '../profiles/schema';
import { responsesOf } from '../system-agents/store';
import { agentResponseFilters, type MemberFilters, membershipScope, personFilters } from './membership-filters';
import { institution, memberRows, person, personColumns, picture, toGroupMember } from './membership-member';

export type { MemberFilters } from './membership-filters';

/** One page of a member tab (not recommendations), most recent first unless asked otherwise. */
export async function listMembers(
  db: Db,
  group: GroupRow,
  filters: MemberFilters,
  isAdmin: boolean,
  page: { limit: number; offset: number },
): Promise<{ data: GroupMember[]; total: number }> {
  const aboutPeople = [
    ...personFilters(filters, isAdmin),
    ...(isAdmin ? agentResponseFilters(db, group.tenantId, filters) : []),
  ];
  const scope = membershipScope(db, group, filters);
  const condition = and(scope, eq(users.tenantId, group.tenantId), ...aboutPeople);
  const order = filters.sort_order === 'asc' ? asc : desc;
  const ordering = [order(memberships.updatedAt), order(memberships.id)];
  // A tab filtered by nothing about the people is paged and counted from memberships alone
  // (memberships_group_order_idx, memberships_group_status_idx).
  const isAboutMembershipsOnly =
    aboutPeople.length === 0 && filters.browse_all !== 'true' && filters.status !== 'unverified';
  const ofMemberships = and(scope, eq(memberships.tenantId, group.tenantId));
  const pageIdsOf = () => db.select({ id: memberships.id }).from(memberships);
  const countOf = () => db.select({ n: count() }).from(memberships);
  // The page's memberships first, then their people: the joins cannot talk the planner into
  // reading every member of a large group for one page.
  const pageIds = (
    isAboutMembershipsOnly
      ? pageIdsOf().where(ofMemberships)
      : pageIdsOf()
          .innerJoin(users, eq(users.id, memberships.userId))
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(condition)
  )
    .orderBy(...ordering)
    .limit(page.limit)
    .offset(page.offset);
  const counted = isAboutMembershipsOnly
    ? countOf().where(ofMemberships)
    : countOf()
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(condition);
  const rows = await memberRows(db)
    .where(inArray(memberships.id, pageIds))
    .orderBy(...ordering);
  // The count is a query not yet run: only a full page (or one past the end) runs it.
  const total = await totalAfter(page, rows.length, async () => (await counted)[0]?.n ?? 0);
  const responses = isAdmin
    ? await responsesOf(
        db,
        group.tenantId,
        'member',
        rows.map((row) => row.membership.id),
      )
    : new Map<number, AgentResponse[]>();
  const data = rows.map((row) => toGroupMember(row, group, isAdmin, responses.get(row.membership.id)));
  return { data, total };
}

/**
 * Recommendations: tenant members with no membership in the group who share one of its
 * career stages or professional fields. Shaped as GroupMember with membership_type
 * 'recommendation' (status pending, no role): they are suggestions, not members.
 */
export async function listRecommendations(
  db: Db,
  group: GroupRow,
  filters: Omit<MemberFilters, 'status'>,
  page: { limit: number; offset: number },
): Promise<{ data: GroupMember[]; total: number }> {
  const shared: SQL[] = [];
  if (group.careerStages.length > 0) {
    shared.push(inArray(sql<number>`((${profiles.extraInfo}->>'career_stage')::int)`, group.careerStages));
  }
  if (group.professionalFields.length > 0) shared.push(inArray(profiles.professionalField, group.professionalFields));
  if (shared.length === 0) return { data: [], total: 0 };
  const condition = and(
    eq(users.tenantId, group.tenantId),
    or(...shared),
    notExists(
      db
        .select({ one: sql`1` })
        .from(memberships)
        .where(and(eq(memberships.groupId, group.id), eq(memberships.userId, users.id))),
    ),
    ...personFilters(filters, true),
  );
  const rows = await db
    .select(personColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(picture, eq(picture.id, profiles.pictureId))
    .leftJoin(institution, eq(institution.id, profiles.institutionId))
    .where(condition)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await totalAfter(page, rows.length, async () => {
    const [counted] = await db
      .select({ n: count() })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(condition);
    return counted?.n ?? 0;
  });
  const data = rows.map(
    (row): GroupMember =>
      person(row, 'recommendation', true, {
        membership_role: '',
        membership_status: 'pending',
        is_waitlisted: false,
        joined_at: row.user.createdAt.toISOString(),
        payment_status: null,
        reason: null,
        notes: null,
        group_profile_extra_info: { answers: [], registration: null },
        agent_responses: [],
      }),
  );
  return { data, total };
}
