/**
 * The unverified guard (spec part 1 section 6: "Unverified: only OTP verification"). A
 * signed-in member who has not verified their e-mail may read who they are, verify or
 * resend the code, change their password and read the public job board; every other
 * authenticated call answers 403. Verification is never undone, so verified members
 * are remembered and cost no query after the first.
 */
import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import { pathOf } from '../../contract/endpoint';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError, tokenInvalid } from '../http/errors';

const OPEN_TO_UNVERIFIED = new Set(
  [
    ACCOUNT_ENDPOINTS.identity,
    ACCOUNT_ENDPOINTS.otpVerify,
    ACCOUNT_ENDPOINTS.otpResend,
    ACCOUNT_ENDPOINTS.passwordChange,
  ].map((open) => `${open.method} ${pathOf(open)}`),
);
const REMEMBER_AT_MOST = 100_000;

function isOpenToUnverified(method: string, path: string): boolean {
  if (OPEN_TO_UNVERIFIED.has(`${method} ${path}`)) return true;
  return (method === 'GET' || method === 'HEAD') && path.startsWith('/api/v1/jobs/');
}

export function requireVerifiedEmail(db: Db) {
  const verified = new Set<number>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.var.auth;
    if (!auth || verified.has(auth.userId) || isOpenToUnverified(c.req.method, c.req.path)) return next();
    const [user] = await db
      .select({ isVerified: users.isVerified })
      .from(users)
      .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
    if (!user) throw tokenInvalid();
    if (!user.isVerified) throw new HttpError(403, { detail: ACCOUNT_MESSAGES.unverifiedOnly });
    if (verified.size >= REMEMBER_AT_MOST) verified.clear();
    verified.add(auth.userId);
    return next();
  });
}
