/**
 * Verifying the e-mail: POST /api/v1/otp/verify/ and /otp/resend/ (signed in) with the
 * six-digit code, and POST /api/v1/verify-email/ (public) with the key of the e-mailed
 * link, which also signs the member in.
 */
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES, OTP_RESEND_INTERVAL_SECONDS, OTP_RESENDS_PER_HOUR } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { issueTokenPair } from '../auth/refresh-token';
import { combineLimits, createRateLimiter, HOUR_SECONDS } from '../auth/throttle';
import { HttpError, tokenInvalid } from '../http/errors';
import { register } from '../http/register';
import { throttled } from '../http/throttled';
import { accountOf } from './members';
import type { CodeCheck } from './one-time-codes';
import { markVerified, sendVerificationMail } from './verification';

const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: ACCOUNT_MESSAGES.otpInvalid,
  expired: ACCOUNT_MESSAGES.otpExpired,
  exhausted: ACCOUNT_MESSAGES.otpTooManyAttempts,
};

export function verificationRoutes(deps: AppDeps) {
  const resends = combineLimits(
    deps.db,
    createRateLimiter(deps.db, { name: 'otp-resend-interval', max: 1, windowSeconds: OTP_RESEND_INTERVAL_SECONDS }),
    createRateLimiter(deps.db, { name: 'otp-resend-hour', max: OTP_RESENDS_PER_HOUR, windowSeconds: HOUR_SECONDS }),
  );

  async function unverifiedAccount(owner: { userId: number; tenantId: number }) {
    const account = await accountOf(deps.db, owner);
    if (!account) throw tokenInvalid();
    if (account.isVerified) throw new HttpError(400, { detail: ACCOUNT_MESSAGES.alreadyVerified });
    return account;
  }

  const router = new Hono<AppEnv>();
  register(router, ACCOUNT_ENDPOINTS.otpVerify, async (c, { body: { otp } }) => {
    const owner = callerOf(c);
    await unverifiedAccount(owner);
    const result = await deps.codes.check(owner, 'verify_email', otp);
    if (result !== 'ok') throw new HttpError(400, { otp: [CODE_ERRORS[result]] });
    await markVerified(deps, owner);
    return c.json({ detail: ACCOUNT_MESSAGES.emailVerified });
  });
  register(router, ACCOUNT_ENDPOINTS.otpResend, async (c) => {
    const owner = callerOf(c);
    const account = await unverifiedAccount(owner);
    const verdict = await resends.take(`${owner.tenantId}:${owner.userId}`);
    if (!verdict.isAllowed) throw throttled(c, verdict);
    await sendVerificationMail(deps, c, owner, account.email);
    return c.json({ detail: ACCOUNT_MESSAGES.otpSent });
  });
  return register(router, ACCOUNT_ENDPOINTS.verifyEmail, async (c, { body: { verification_key } }) => {
    const tenantId = c.var.tenant.id;
    const userId = await deps.accountTokens.consume(deps.db, tenantId, 'verify_email', verification_key);
    if (userId === null) throw new HttpError(400, { detail: ACCOUNT_MESSAGES.verificationFailed });
    const owner = { userId, tenantId };
    await markVerified(deps, owner);
    const pair = await issueTokenPair(deps.db, deps.secret, owner);
    return c.json({ access_token: pair.access, refresh: pair.refresh });
  });
}
