/**
 * GET /api/v1/groups/ (GroupListQuery): the tenant's groups, most recent first, filtered
 * by type, name, the profile lists (array overlap), country, the caller's membership,
 * parent organization and influence; a page of ids, then the serializer for that page.
 */
import { and, arrayOverlaps, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { GroupListQuery } from '../../contract/groups';
import { ADMIN_ROLES, type Group } from '../../contract/groups';
import type { Db } from '../db/client';
import { textSearch } from '../db/like';
import { groups, memberships } from '../db/schema';
import { withTotal } from '../db/with-total';
import { idList } from '../http/input';
import { pageOffset } from '../http/paging';
import type { Counted } from '../jobs/reader';
import { topics } from '../profiles/schema';
import { groupsForCaller } from './serialize';

export type GroupListParams = v.InferOutput<typeof GroupListQuery>;

const textList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The conditions of a list query, or null when it can match nothing (membership filters of a visitor). */
export function listConditions(tenantId: number, callerId: number | null, query: GroupListParams): SQL[] | null {
  const where: SQL[] = [eq(groups.tenantId, tenantId)];
  if (query.group_type) where.push(eq(groups.groupType, query.group_type));
  const named = textSearch(query.search, groups.name);
  if (named) where.push(named);
  const overlaps = [
    [query.career_stage, groups.careerStages],
    [query.professional_field, groups.professionalFields],
    [query.roles, groups.roles],
  ] as const;
  for (const [param, column] of overlaps) {
    const ids = idList(param);
    if (ids.length > 0) where.push(arrayOverlaps(column, ids));
  }
  if (query.topic_area !== undefined) {
    const areas = idList(query.topic_area);
    if (areas.length > 0)
      where.push(
        sql`exists (select 1 from ${topics} where ${topics.id} = any(${groups.topics}) and ${inArray(topics.topicAreaId, areas)})`,
      );
  }
  if (query.country !== undefined) {
    const countries = textList(query.country);
    if (countries.length > 0)
      where.push(or(inArray(groups.country, countries), arrayOverlaps(groups.countries, countries))!);
  }
  if (query.membership) {
    if (callerId === null) return null;
    const statuses: ('accepted' | 'pending' | 'rejected')[] =
      query.membership === 'any'
        ? ['accepted', 'pending', 'rejected']
        : query.membership === 'mine'
          ? ['accepted', 'pending']
          : ['accepted'];
    const roleFilter = query.membership === 'admin' ? sql` and ${inArray(memberships.role, [...ADMIN_ROLES])}` : sql``;
    where.push(
      sql`exists (select 1 from ${memberships} where ${memberships.groupId} = ${groups.id} and ${memberships.userId} = ${callerId} and ${inArray(memberships.status, statuses)}${roleFilter})`,
    );
  }
  if (query.parent_group !== undefined) {
    const parents = idList(query.parent_group);
    if (parents.length > 0) where.push(inArray(groups.parentGroupId, parents));
  }
  if (query.is_influencer) where.push(eq(groups.isInfluencer, query.is_influencer === 'true'));
  return where;
}

export async function listGroups(
  db: Db,
  tenantId: number,
  callerId: number | null,
  query: GroupListParams,
  jobCounts?: Counted,
): Promise<{ data: Group[]; total: number }> {
  const where = listConditions(tenantId, callerId, query);
  if (!where) return { data: [], total: 0 };
  const condition = and(...where);
  const { rows, total } = await withTotal(
    db,
    groups,
    condition,
    { limit: query.page_size, offset: pageOffset(query.page, query.page_size) },
    db.select({ id: groups.id }).from(groups).where(condition).orderBy(desc(groups.id)),
  );
  const data = await groupsForCaller(
    db,
    tenantId,
    callerId,
    rows.map((row) => row.id),
    jobCounts,
  );
  return { data, total };
}
