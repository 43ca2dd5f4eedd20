/**
 * POST /api/v1/follow/ {id, type, action} -> {followed} and GET /api/v1/follow/ (the
 * member's follows). Changes are logged for the follower and poked to their sockets.
 */
import { Hono } from 'hono';
import { FollowInput } from '../../contract/connect';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { parseInput, readJsonObject } from '../http/input';
import { publishNotifications } from '../notifications/create';
import { listFollows, setFollow } from './follows';

export function followRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('/follow/', requireAuth)
    .get('/follow/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      return c.json({ data: await listFollows(db, tenantId, userId) });
    })
    .post('/follow/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const input = parseInput(FollowInput, await readJsonObject(c));
      const { followed, changed, notifications } = await setFollow(db, tenantId, userId, input);
      if (changed) memberDataCommitted(deps, tenantId, userId);
      await publishNotifications(deps, tenantId, notifications);
      return c.json({ followed });
    });
}
