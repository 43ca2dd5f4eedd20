/** PATCH /api/v1/preferences/: Portal Preferences (persona and focus area), stored on the member. */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Preferences } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { users } from '../db/schema';
import { tokenInvalid } from '../http/errors';
import { register } from '../http/register';

export function preferenceRoutes({ db }: AppDeps) {
  return register(new Hono<AppEnv>(), ACCOUNT_ENDPOINTS.preferences, async (c, { body: payload }) => {
    const { userId, tenantId } = callerOf(c);
    const [saved] = await db
      .update(users)
      .set({ currentRole: payload.current_role, focusArea: payload.focus_area })
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
      .returning({ current_role: users.currentRole, focus_area: users.focusArea });
    if (!saved) throw tokenInvalid();
    return c.json(saved satisfies Preferences);
  });
}
