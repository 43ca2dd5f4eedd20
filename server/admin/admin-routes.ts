/**
 * Administration (spec part 2 section 7): GET /api/v1/admin/metrics/, the default
 * organization's counts for staff and its administrators; others get 403.
 */
import { Hono } from 'hono';
import { ADMIN_PATHS } from '../../contract/admin';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { HttpError } from '../http/errors';
import { adminScope, readAdminMetrics } from './metrics';

const METRICS = ADMIN_PATHS.metrics.replace('/api/v1', '');

export function adminRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get(METRICS, requireAuth, async (c) => {
    const { userId, tenantId } = callerOf(c);
    const scope = await adminScope(db, c.var.tenant, userId);
    if (!scope.isAllowed) throw new HttpError(403, { detail: MESSAGES.permissionDenied });
    return c.json(await readAdminMetrics(db, tenantId, scope.organizationId));
  });
}
