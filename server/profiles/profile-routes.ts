/**
 * The member's profile (spec part 1 section 3): GET/PATCH /api/v1/profile/ for the owner,
 * GET /api/v1/profile/{name_slug}/ for any member of the same tenant. A write logs a
 * 'profile' change for the owner and pokes their sockets after commit.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { notFound } from '../http/errors';
import { readJsonObject } from '../http/input';
import { readOwnProfile, readPublicProfile } from './read';
import { updateProfile } from './write';

export function profileRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('/profile/*', requireAuth)
    .get('/profile/', async (c) => {
      const { userId } = callerOf(c);
      return c.json(await readOwnProfile(db, c.var.tenant, userId));
    })
    .patch('/profile/', async (c) => {
      const { userId, tenantId } = callerOf(c);
      const body = await readJsonObject(c);
      const profile = await updateProfile(db, c.var.tenant, userId, body);
      memberDataCommitted(deps, tenantId, userId);
      return c.json(profile);
    })
    .get('/profile/:slug/', async (c) => {
      const { userId } = callerOf(c);
      const profile = await readPublicProfile(db, c.var.tenant, userId, c.req.param('slug'));
      if (!profile) throw notFound();
      return c.json(profile);
    });
}
