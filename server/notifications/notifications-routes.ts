/**
 * The member's notifications (contract/notifications.ts): pages newest first, mark all
 * read up to an id (so a click queued offline never marks later arrivals), mark one read.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { MarkAllReadInput, NOTIFICATIONS_PAGE_SIZE } from '../../contract/notifications';
import { PageParam, PageSizeParam } from '../../contract/paging';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';
import { markAllRead, markRead, notificationPage } from './read';

const NotificationsQuery = v.object({ page: PageParam, page_size: PageSizeParam(NOTIFICATIONS_PAGE_SIZE, 100) });

export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('/notifications/*', requireAuth)
    .get('/notifications/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const query = parseInput(NotificationsQuery, c.req.query());
      const { data, total } = await notificationPage(
        db,
        tenantId,
        userId,
        query.page_size,
        pageOffset(query.page, query.page_size),
      );
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .post('/notifications/mark-all-read/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const input = parseInput(MarkAllReadInput, await readJsonObject(c));
      return c.json({ updated: await markAllRead(deps, tenantId, userId, input.up_to) });
    })
    .post('/notifications/:id/read/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      return c.json(await markRead(deps, tenantId, userId, idParam(c.req.param('id'))));
    });
}
