/**
 * Passwords: POST /api/v1/password/forgot/ (always the same answer, so it never tells
 * which e-mails have accounts), /password/reset/ with the e-mailed single-use token, and
 * /password/change/ (signed in). A reset or change ends the member's other sessions.
 */
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES, RESET_TOKEN_TTL_SECONDS } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { PASSWORD_CHANGE_TRIES, passwordTriesLockedOut } from '../auth/login-limits';
import { callerOf } from '../auth/middleware';
import { passwordMatches } from '../auth/password';
import { issueTokenPair, revokeAllSessions } from '../auth/refresh-token';
import { createRateLimiter, HOUR_SECONDS, takeAll } from '../auth/throttle';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { clientIp, publicOrigin } from '../http/client';
import { HttpError, tokenInvalid } from '../http/errors';
import { register } from '../http/register';
import { throttled } from '../http/throttled';
import { passwordResetMail } from '../mail/templates';
import { hostName } from '../tenants/directory';
import { accountOf } from './members';

export function passwordRoutes(deps: AppDeps) {
  const { db, secret, accountTokens, logger } = deps;
  const forgotPerEmail = createRateLimiter(db, { name: 'forgot-email', max: 5, windowSeconds: HOUR_SECONDS });
  const forgotPerIp = createRateLimiter(db, { name: 'forgot-address', max: 20, windowSeconds: HOUR_SECONDS });
  const passwordTries = createRateLimiter(db, PASSWORD_CHANGE_TRIES);

  /** The new password, the member's other reset links spent, and every session ended. */
  async function setPassword(tx: Tx, owner: { userId: number; tenantId: number }, passwordHash: string) {
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId)));
    await accountTokens.spendAll(tx, owner, 'reset_password');
    await revokeAllSessions(tx, owner);
  }

  const router = new Hono<AppEnv>();
  register(router, ACCOUNT_ENDPOINTS.passwordForgot, async (c, { body: { email } }) => {
    const tenant = c.var.tenant;
    const verdict = await takeAll(db, [
      { limiter: forgotPerIp, key: `${tenant.id}:${clientIp(c, deps.trustProxy)}` },
      { limiter: forgotPerEmail, key: `${tenant.id}:${email}` },
    ]);
    if (!verdict.isAllowed) throw throttled(c, verdict);
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)));
    if (user) {
      const owner = { userId: user.id, tenantId: tenant.id };
      const token = await accountTokens.issue(owner, 'reset_password', RESET_TOKEN_TTL_SECONDS);
      const link = `${publicOrigin(c, deps.trustProxy)}/reset-password/${token}`;
      const host = hostName(c.req.header('host'));
      try {
        await deps.mailer.send({ tenant, host, to: email, ...passwordResetMail(tenant.name, link) });
      } catch (error) {
        logger.error({ err: error, tenant: tenant.id, user: user.id }, 'password reset mail failed');
      }
    }
    return c.json({ detail: ACCOUNT_MESSAGES.resetSent });
  });
  register(router, ACCOUNT_ENDPOINTS.passwordReset, async (c, { body: payload }) => {
    const tenantId = c.var.tenant.id;
    const invalid = () => new HttpError(400, { detail: ACCOUNT_MESSAGES.resetInvalid });
    // Checked before hashing so that bad tokens cost no argon2 time; spent atomically below.
    if (!(await accountTokens.isLive(tenantId, 'reset_password', payload.token))) throw invalid();
    const passwordHash = await hash(payload.password);
    const isReset = await db.transaction(async (tx) => {
      const userId = await accountTokens.consume(tx, tenantId, 'reset_password', payload.token);
      if (userId === null) return false;
      await setPassword(tx, { userId, tenantId }, passwordHash);
      return true;
    });
    if (!isReset) throw invalid();
    return c.json({ detail: ACCOUNT_MESSAGES.passwordChanged });
  });
  return register(router, ACCOUNT_ENDPOINTS.passwordChange, async (c, { body: payload }) => {
    const owner = callerOf(c);
    const key = `${owner.tenantId}:${owner.userId}`;
    // Taken before the old password is checked, as a login's try is.
    const verdict = await passwordTries.take(key);
    if (!verdict.isAllowed) throw throttled(c, verdict, passwordTriesLockedOut(verdict.retryAfterSeconds));
    const account = await accountOf(deps.db, owner);
    if (!account) throw tokenInvalid();
    if (!(await passwordMatches(account.passwordHash, payload.old_password))) {
      throw new HttpError(400, { old_password: [ACCOUNT_MESSAGES.wrongPassword] });
    }
    await passwordTries.reset(key);
    const passwordHash = await hash(payload.new_password);
    await db.transaction((tx) => setPassword(tx, owner, passwordHash));
    const pair = await issueTokenPair(db, secret, owner);
    return c.json({ detail: ACCOUNT_MESSAGES.passwordChanged, ...pair });
  });
}
