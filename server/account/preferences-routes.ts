/** PATCH /api/v1/preferences/: Portal Preferences (persona and focus area), stored on the member. */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Preferences, PreferencesPayload } from '../../contract/account';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { users } from '../db/schema';
import { tokenInvalid } from '../http/errors';
import { parseInput, readJsonObject } from '../http/input';

export function preferenceRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().patch('/preferences/', requireAuth, async (c) => {
    const { userId, tenantId } = callerOf(c);
    const payload = parseInput(PreferencesPayload, await readJsonObject(c));
    const [saved] = await db
      .update(users)
      .set({ currentRole: payload.current_role, focusArea: payload.focus_area })
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
      .returning({ current_role: users.currentRole, focus_area: users.focusArea });
    if (!saved) throw tokenInvalid();
    return c.json(saved satisfies Preferences);
  });
}
