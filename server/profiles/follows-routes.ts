/**
 * POST /api/v1/follow/ {id, type, action} -> {followed} and GET /api/v1/follow/ (the
 * member's follows). Changes are logged for the follower and poked to their sockets.
 */
import { Hono } from 'hono';
import { FOLLOW_ENDPOINTS } from '../../contract/connect';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { register } from '../http/register';
import { publishNotifications } from '../notifications/create';
import { listFollows, setFollow } from './follows';

export function followRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  register(router, FOLLOW_ENDPOINTS.list, async (c) => {
    const { tenantId, userId } = callerOf(c);
    return c.json({ data: await listFollows(db, tenantId, userId) });
  });
  return register(router, FOLLOW_ENDPOINTS.set, async (c, { body: input }) => {
    const { tenantId, userId } = callerOf(c);
    const { followed, changed, notifications } = await setFollow(db, tenantId, userId, input);
    if (changed) memberDataCommitted(deps, tenantId, userId);
    await publishNotifications(deps, tenantId, notifications);
    return c.json({ followed });
  });
}
