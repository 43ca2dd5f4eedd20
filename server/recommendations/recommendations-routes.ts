/**
 * GET /api/v1/recommendations/ (contract/recommendation-endpoints.ts): the signed-in member's
 * recommendations, computed on each call from their profile within their tenant.
 */
import { Hono } from 'hono';
import { RECOMMENDATION_ENDPOINTS } from '../../contract/recommendation-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { register } from '../http/register';
import { recommendFor } from './engine';

export function recommendationRoutes(deps: AppDeps) {
  // Any method on the path, one the table does not name too, asks for a token first.
  const router = new Hono<AppEnv>().use('/recommendations/', requireAuth);
  return register(router, RECOMMENDATION_ENDPOINTS.list, async (c) => {
    const { userId, tenantId } = callerOf(c);
    const data = await recommendFor(deps.db, tenantId, userId, c.var.tenant.options);
    return c.json({ data });
  });
}
