/**
 * GET /api/v1/admin/circles/: the circles the dashboard's total_circles counts (the
 * default organization's), most recent first, a page of rows then the page's kept member and
 * pending counts and the caller's own role in each, in a fixed handful of queries.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AdminCircle, AdminCircleQuery } from '../../contract/admin';
import { ADMIN_ROLES } from '../../contract/groups';
import type { Db } from '../db/client';
import { textSearch } from '../db/like';
import { groups, memberships } from '../db/schema';
import { withTotal } from '../db/with-total';
import { groupMemberCounts } from '../groups/schema';
import { pageOffset } from '../http/paging';

export type AdminCircleParams = v.InferOutput<typeof AdminCircleQuery>;

export interface AdminCircleCaller {
  tenantId: number;
  userId: number;
  isStaff: boolean;
  organizationId: number | null;
}

function circleConditions(caller: AdminCircleCaller, query: AdminCircleParams): SQL[] {
  const where: SQL[] = [
    eq(groups.tenantId, caller.tenantId),
    eq(groups.parentGroupId, caller.organizationId ?? -1),
    eq(groups.groupType, 'circle'),
  ];
  const named = textSearch(query.search, groups.name);
  if (named) where.push(named);
  return where;
}

export async function listAdminCircles(
  db: Db,
  caller: AdminCircleCaller,
  query: AdminCircleParams,
): Promise<{ data: AdminCircle[]; total: number }> {
  const condition = and(...circleConditions(caller, query));
  const { rows, total } = await withTotal(
    db,
    groups,
    condition,
    { limit: query.page_size, offset: pageOffset(query.page, query.page_size) },
    db.select().from(groups).where(condition).orderBy(desc(groups.id)),
  );
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { data: [], total };
  const inPage = and(eq(memberships.tenantId, caller.tenantId), inArray(memberships.groupId, ids));
  const [counts, mine] = await Promise.all([
    db
      .select({
        groupId: groupMemberCounts.groupId,
        accepted: groupMemberCounts.accepted,
        pending: groupMemberCounts.pending,
      })
      .from(groupMemberCounts)
      .where(and(eq(groupMemberCounts.tenantId, caller.tenantId), inArray(groupMemberCounts.groupId, ids))),
    db
      .select({ groupId: memberships.groupId, status: memberships.status, role: memberships.role })
      .from(memberships)
      .where(and(inPage, eq(memberships.userId, caller.userId))),
  ]);
  const countsOf = new Map(counts.map((row) => [row.groupId, row]));
  const administered = new Set(
    mine.filter((row) => row.status === 'accepted' && ADMIN_ROLES.includes(row.role)).map((row) => row.groupId),
  );
  const data = rows.map(
    (row): AdminCircle => ({
      id: row.id,
      name: row.name,
      name_slug: row.nameSlug,
      start_date: row.startDate?.toISOString() ?? null,
      end_date: row.endDate?.toISOString() ?? null,
      total_members: countsOf.get(row.id)?.accepted ?? 0,
      pending_members_count: countsOf.get(row.id)?.pending ?? 0,
      is_paid: row.isPaid,
      price: row.priceCents === null ? null : row.priceCents / 100,
      is_administrator: caller.isStaff || administered.has(row.id),
    }),
  );
  return { data, total };
}
