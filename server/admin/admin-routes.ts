/**
 * Administration (spec part 2 sections 2 and 7): GET /api/v1/admin/metrics/, the default
 * organization's counts, and GET /api/v1/admin/circles/, the circles those counts count,
 * for staff and the organization's administrators; others get 403.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ADMIN_ENDPOINTS } from '../../contract/admin';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { HttpError } from '../http/errors';
import { pagedBody } from '../http/paging';
import { register } from '../http/register';
import { listAdminCircles } from './circles';
import { type AdminScope, adminScope, readAdminMetrics } from './metrics';

export function adminRoutes({ db }: AppDeps) {
  const allowedScope = async (c: Context<AppEnv>): Promise<AdminScope> => {
    const scope = await adminScope(db, c.var.tenant, callerOf(c).userId);
    if (!scope.isAllowed) throw new HttpError(403, { detail: MESSAGES.permissionDenied });
    return scope;
  };
  const router = new Hono<AppEnv>();
  register(router, ADMIN_ENDPOINTS.metrics, async (c) => {
    const scope = await allowedScope(c);
    return c.json(await readAdminMetrics(db, callerOf(c).tenantId, scope.organizationId));
  });
  register(router, ADMIN_ENDPOINTS.circles, async (c, { query }) => {
    const scope = await allowedScope(c);
    const { userId, tenantId } = callerOf(c);
    const caller = { tenantId, userId, isStaff: scope.isStaff, organizationId: scope.organizationId };
    const { data, total } = await listAdminCircles(db, caller, query);
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  return router;
}
