/**
 * Signup (spec part 1 sections 2-5): GET /api/v1/captcha/challenge/ (an ALTCHA challenge)
 * and POST /api/v1/register/. A new member is unverified, signed in at once (201 with a
 * token pair and redirect_to_login) and e-mailed a code and a verification link.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { issueTokenPair } from '../auth/refresh-token';
import { createRateLimiter, HOUR_SECONDS } from '../auth/throttle';
import { clientIp } from '../http/client';
import { HttpError } from '../http/errors';
import { register } from '../http/register';
import { throttled } from '../http/throttled';
import { createMember } from './members';
import { sendVerificationMail } from './verification';

const SIGNUPS_PER_IP_PER_HOUR = 10;

export function registerRoutes(deps: AppDeps) {
  const { db, secret, captcha, logger } = deps;
  const perIp = createRateLimiter(db, { name: 'signup', max: SIGNUPS_PER_IP_PER_HOUR, windowSeconds: HOUR_SECONDS });

  // Every try counts, valid or not, so the limit is taken before the payload is read.
  const signupLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const verdict = await perIp.take(`${c.var.tenant.id}:${clientIp(c, deps.trustProxy)}`);
    if (!verdict.isAllowed) throw throttled(c, verdict);
    await next();
  };

  const router = new Hono<AppEnv>();
  register(router, ACCOUNT_ENDPOINTS.captchaChallenge, async (c) => c.json(await captcha.challenge(c.var.tenant.id)));
  return register(router, ACCOUNT_ENDPOINTS.register, [signupLimit], async (c, { body: payload }) => {
    const tenant = c.var.tenant;
    if (!(await captcha.verify(tenant.id, payload.recaptcha_response))) {
      throw new HttpError(400, { recaptcha_response: [ACCOUNT_MESSAGES.captchaInvalid] });
    }
    const userId = await createMember(db, tenant, {
      email: payload.email,
      password: payload.password,
      firstName: payload.first_name,
      lastName: payload.last_name,
      subscribeToNewsletter: payload.subscribe_to_newsletter,
    });
    if (userId === null) throw new HttpError(400, { email: [ACCOUNT_MESSAGES.emailTaken] });
    const owner = { userId, tenantId: tenant.id };
    logger.info({ tenant: tenant.id, user: userId }, 'member signed up');
    try {
      await sendVerificationMail(deps, c, owner, payload.email);
    } catch (error) {
      // The account exists either way; the member can ask for the code again.
      logger.error({ err: error, tenant: tenant.id, user: userId }, 'verification mail failed');
    }
    const pair = await issueTokenPair(db, secret, owner);
    return c.json({ detail: ACCOUNT_MESSAGES.signupSuccess, redirect_to_login: true, ...pair }, 201);
  });
}
