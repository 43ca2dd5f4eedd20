/**
 * The member's notifications (contract/notifications.ts NOTIFICATION_ENDPOINTS): pages newest
 * first, mark all read up to an id (so a click queued offline never marks later arrivals),
 * mark one read. Every path under /notifications/, known or not, asks for a token first.
 */
import { Hono } from 'hono';
import { NOTIFICATION_ENDPOINTS } from '../../contract/notifications';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { idParam } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { markAllRead, markRead, notificationPage } from './read';

export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>().use('/notifications/*', requireAuth);
  register(router, NOTIFICATION_ENDPOINTS.list, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const offset = pageOffset(query.page, query.page_size);
    const { data, total } = await notificationPage(db, tenantId, userId, query.page_size, offset);
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, NOTIFICATION_ENDPOINTS.markAllRead, async (c, { body }) => {
    const { tenantId, userId } = callerOf(c);
    return c.json({ updated: await markAllRead(deps, tenantId, userId, body.up_to) });
  });
  return register(router, NOTIFICATION_ENDPOINTS.read, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    return c.json(await markRead(deps, tenantId, userId, idParam(params['id'])));
  });
}
