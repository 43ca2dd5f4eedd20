/**
 * The alternate e-mail (spec part 1 section 4): POST /api/v1/alternate-email/ adds it
 * and mails a code to the new address, /verify/ checks the code (as signup codes: few
 * tries, short life), /make-primary/ swaps it in as the login e-mail (the old address is
 * gone and no longer signs in; other sessions and reset links end), DELETE removes it.
 * An address is refused when it is the member's own or taken by another member here.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { ALTERNATE_EMAIL_ENDPOINTS } from '../../contract/account-endpoints';
import {
  ALTERNATE_EMAIL_SENDS_PER_HOUR,
  type AlternateEmailState,
  ALTERNATE_EMAIL_MESSAGES as MSG,
} from '../../contract/alternate-email';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { issueTokenPair, revokeAllSessions } from '../auth/refresh-token';
import { createRateLimiter, HOUR_SECONDS, takeAll } from '../auth/throttle';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { HttpError, tokenInvalid } from '../http/errors';
import { register } from '../http/register';
import { throttled } from '../http/throttled';
import { alternateEmailMail } from '../mail/templates';
import { hostName } from '../tenants/directory';
import type { CodeCheck, Owner } from './one-time-codes';

const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: ACCOUNT_MESSAGES.otpInvalid,
  expired: ACCOUNT_MESSAGES.otpExpired,
  exhausted: ACCOUNT_MESSAGES.otpTooManyAttempts,
};
const emailTaken = () => new HttpError(400, { email: [ACCOUNT_MESSAGES.emailTaken] });
const ofOwner = (owner: Owner) => and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId));

async function accountOf(db: Db, owner: Owner) {
  const [user] = await db
    .select({ email: users.email, alternate: users.alternateEmail, isVerified: users.isAlternateEmailVerified })
    .from(users)
    .where(ofOwner(owner));
  if (!user) throw tokenInvalid();
  return user;
}

const state = (detail: string, alternate: string | null, isVerified: boolean): AlternateEmailState => ({
  detail,
  alternate_email: alternate,
  is_alternate_email_verified: isVerified,
});

export function alternateEmailRoutes(deps: AppDeps) {
  const { db, codes, logger } = deps;
  const sends = { max: ALTERNATE_EMAIL_SENDS_PER_HOUR, windowSeconds: HOUR_SECONDS };
  const perMember = createRateLimiter(db, { name: 'alternate-email-member', ...sends });
  const perAddress = createRateLimiter(db, { name: 'alternate-email-address', ...sends });

  async function isTaken(owner: Owner, email: string): Promise<boolean> {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, owner.tenantId),
          ne(users.id, owner.userId),
          or(eq(users.email, email), eq(users.alternateEmail, email)),
        ),
      );
    return other !== undefined;
  }

  const router = new Hono<AppEnv>();
  register(router, ALTERNATE_EMAIL_ENDPOINTS.add, async (c, { body: { email } }) => {
    const owner = callerOf(c);
    const account = await accountOf(db, owner);
    if (email === account.email) throw new HttpError(400, { email: [MSG.sameAsPrimary] });
    if (await isTaken(owner, email)) throw emailTaken();
    const verdict = await takeAll(db, [
      { limiter: perMember, key: `${owner.tenantId}:${owner.userId}` },
      { limiter: perAddress, key: `${owner.tenantId}:${email}` },
    ]);
    if (!verdict.isAllowed) throw throttled(c, verdict);
    try {
      await db.update(users).set({ alternateEmail: email, isAlternateEmailVerified: false }).where(ofOwner(owner));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const code = await codes.issue(owner, 'alternate_email');
    const tenant = c.var.tenant;
    try {
      const host = hostName(c.req.header('host'));
      await deps.mailer.send({ tenant, host, to: email, ...alternateEmailMail(tenant.name, code) });
    } catch (error) {
      // The address is saved either way; posting it again mails a new code.
      logger.error({ err: error, tenant: tenant.id, user: owner.userId }, 'alternate email mail failed');
    }
    return c.json(state(MSG.codeSent, email, false));
  });
  register(router, ALTERNATE_EMAIL_ENDPOINTS.verify, async (c, { body: { otp } }) => {
    const owner = callerOf(c);
    const account = await accountOf(db, owner);
    if (!account.alternate) throw new HttpError(400, { detail: MSG.missing });
    if (account.isVerified) throw new HttpError(400, { detail: MSG.alreadyVerified });
    const result = await codes.check(owner, 'alternate_email', otp);
    if (result !== 'ok') throw new HttpError(400, { otp: [CODE_ERRORS[result]] });
    const [saved] = await db
      .update(users)
      .set({ isAlternateEmailVerified: true })
      .where(and(ofOwner(owner), eq(users.alternateEmail, account.alternate)))
      .returning({ id: users.id });
    if (!saved) throw new HttpError(400, { detail: MSG.missing });
    return c.json(state(MSG.verified, account.alternate, true));
  });
  register(router, ALTERNATE_EMAIL_ENDPOINTS.makePrimary, async (c) => {
    const owner = callerOf(c);
    const account = await accountOf(db, owner);
    if (!account.alternate) throw new HttpError(400, { detail: MSG.missing });
    if (!account.isVerified) throw new HttpError(400, { detail: MSG.notVerified });
    const email = account.alternate;
    try {
      await db.transaction(async (tx) => {
        const [swapped] = await tx
          .update(users)
          .set({ email, alternateEmail: null, isAlternateEmailVerified: false })
          .where(and(ofOwner(owner), eq(users.alternateEmail, email), eq(users.isAlternateEmailVerified, true)))
          .returning({ id: users.id });
        if (!swapped) throw new HttpError(400, { detail: MSG.notVerified });
        // Links mailed to the old address must not reach the account any more.
        await deps.accountTokens.spendAll(tx, owner, 'reset_password');
        await deps.accountTokens.spendAll(tx, owner, 'verify_email');
        await revokeAllSessions(tx, owner);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    logger.info({ tenant: owner.tenantId, user: owner.userId }, 'alternate email made primary');
    const pair = await issueTokenPair(db, deps.secret, owner);
    return c.json({ detail: MSG.madePrimary, email, ...pair });
  });
  return register(router, ALTERNATE_EMAIL_ENDPOINTS.remove, async (c) => {
    const owner = callerOf(c);
    await db.update(users).set({ alternateEmail: null, isAlternateEmailVerified: false }).where(ofOwner(owner));
    await codes.discard(owner, 'alternate_email');
    return c.body(null, 204);
  });
}
