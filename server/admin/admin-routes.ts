/**
 * Administration (spec part 2 section 7): GET /api/v1/admin/metrics/, the default
 * organization's counts for staff and its administrators; others get 403.
 */
import { Hono } from 'hono';
import { ADMIN_ENDPOINTS } from '../../contract/admin';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { HttpError } from '../http/errors';
import { register } from '../http/register';
import { adminScope, readAdminMetrics } from './metrics';

export function adminRoutes({ db }: AppDeps) {
  return register(new Hono<AppEnv>(), ADMIN_ENDPOINTS.metrics, async (c) => {
    const { userId, tenantId } = callerOf(c);
    const scope = await adminScope(db, c.var.tenant, userId);
    if (!scope.isAllowed) throw new HttpError(403, { detail: MESSAGES.permissionDenied });
    return c.json(await readAdminMetrics(db, tenantId, scope.organizationId));
  });
}
