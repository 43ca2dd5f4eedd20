/** POST /api/v1/token/, /token/refresh/, /logout/: sessions (spec part 1 section 7). */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AUTH_ENDPOINTS } from '../../contract/auth';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { users } from '../db/schema';
import { clientIp } from '../http/client';
import { HttpError, tokenInvalid } from '../http/errors';
import { register } from '../http/register';
import { throttled } from '../http/throttled';
import { createLoginLimits, signInLockedOut } from './login-limits';
import { passwordMatches } from './password';
import { issueTokenPair, revokeRefreshToken, rotateRefreshToken } from './refresh-token';

export function authRoutes({ db, secret, trustProxy }: AppDeps) {
  const limits = createLoginLimits(db);
  const router = new Hono<AppEnv>();
  register(router, AUTH_ENDPOINTS.token, async (c, { body: payload }) => {
    const tenant = c.var.tenant;
    const attempt = { tenantId: tenant.id, email: payload.email, address: clientIp(c, trustProxy) };
    // Taken before the password is checked, so concurrent guesses cannot outrun the count.
    const verdict = await limits.take(attempt);
    if (!verdict.isAllowed) throw throttled(c, verdict, signInLockedOut(verdict.retryAfterSeconds));
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, payload.email)));
    const isValid = await passwordMatches(user?.passwordHash, payload.password);
    if (!user || !isValid) throw new HttpError(401, { detail: MESSAGES.invalidCredentials });
    await limits.succeeded(attempt);
    return c.json(await issueTokenPair(db, secret, { userId: user.id, tenantId: tenant.id }));
  });
  register(router, AUTH_ENDPOINTS.refresh, async (c, { body }) => {
    const pair = await rotateRefreshToken(db, secret, c.var.tenant.id, body.refresh);
    if (!pair) throw tokenInvalid();
    return c.json(pair);
  });
  register(router, AUTH_ENDPOINTS.logout, async (c, { body }) => {
    await revokeRefreshToken(db, c.var.tenant.id, body.refresh);
    return c.body(null, 204);
  });
  return router;
}
