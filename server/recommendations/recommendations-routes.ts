/**
 * GET /api/v1/recommendations/ (path ours, spec part 1 section 9): the signed-in member's
 * recommendations, computed on each call from their profile within their tenant.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { recommendFor } from './engine';

export function recommendationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use('/recommendations/', requireAuth).get('/recommendations/', async (c) => {
    const { userId, tenantId } = callerOf(c);
    const data = await recommendFor(deps.db, tenantId, userId, c.var.tenant.options);
    return c.json({ data });
  });
}
