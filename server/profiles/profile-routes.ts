/**
 * The member's profile (spec part 1 section 3): GET/PATCH /api/v1/profile/ for the owner,
 * GET /api/v1/profile/{name_slug}/ for any member of the same tenant. A write logs a
 * 'profile' change for the owner and pokes their sockets after commit.
 */
import { Hono } from 'hono';
import { PROFILE_ENDPOINTS } from '../../contract/profile-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { notFound } from '../http/errors';
import { readJsonObject } from '../http/input';
import { register } from '../http/register';
import { readOwnProfile, readPublicProfile } from './read';
import { updateProfile } from './write';

export function profileRoutes(deps: AppDeps) {
  const { db } = deps;
  // Any other method under /profile/ asks for a token first, as it always did.
  const router = new Hono<AppEnv>().use('/profile/*', requireAuth);
  register(router, PROFILE_ENDPOINTS.own, async (c) => {
    const { userId } = callerOf(c);
    return c.json(await readOwnProfile(db, c.var.tenant, userId));
  });
  register(router, PROFILE_ENDPOINTS.update, async (c) => {
    const { userId, tenantId } = callerOf(c);
    const body = await readJsonObject(c);
    const profile = await updateProfile(db, c.var.tenant, userId, body);
    memberDataCommitted(deps, tenantId, userId);
    return c.json(profile);
  });
  return register(router, PROFILE_ENDPOINTS.bySlug, async (c, { params }) => {
    const { userId } = callerOf(c);
    const profile = await readPublicProfile(db, c.var.tenant, userId, params['slug'] ?? '');
    if (!profile) throw notFound();
    return c.json(profile);
  });
}
