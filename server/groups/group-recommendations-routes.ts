/**
 * GET /api/v1/group-recommendations/ (contract/group-recommendations.ts): a group's
 * administrators (and staff) ask for research collaborators or other groups to work with.
 */
import { Hono } from 'hono';
import { GROUP_RECOMMENDATION_ENDPOINTS } from '../../contract/group-recommendations';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { groupRecommendations } from './group-recommendations';
import { administeredGroup } from './membership-rows';

export function groupRecommendationRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>().use('/group-recommendations/', requireAuth);
  return register(router, GROUP_RECOMMENDATION_ENDPOINTS.list, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const group = await administeredGroup(db, { tenantId, userId }, query.group_id);
    const { page, page_size: pageSize } = query;
    const { items, total } = await groupRecommendations(db, group, query.entity_type, c.var.tenant.options, {
      limit: pageSize,
      offset: pageOffset(page, pageSize),
    });
    return c.json(pagedBody(c.req.url, page, pageSize, items, total));
  });
}
