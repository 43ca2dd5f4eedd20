/**
 * Social login (spec part 1 sections 2 and 4), all without a bearer token:
 * GET /api/v1/social/providers/ lists LinkedIn, Facebook and Google and whether each is
 * configured; GET /social/{p}/start/?next= redirects to the provider (state kept on the
 * server and in an HttpOnly cookie of this browser, PKCE, nonce); GET /social/{p}/callback/
 * checks it all, finds or creates the verified member, and redirects to the SPA's
 * /social-login?code= with a one-minute single-use code, never a token; POST
 * /social/redeem/ spends that code for a token pair. A failed round trip redirects to
 * /login?error=social&message={key}.
 */
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { NextPath } from '../../contract/organizations';
import {
  SOCIAL_CODE_TTL_SECONDS,
  SOCIAL_ENDPOINTS,
  SOCIAL_ERROR_MESSAGES,
  SOCIAL_LOGIN_PAGE,
  SOCIAL_PATH_PREFIX,
  SOCIAL_STATE_TTL_SECONDS,
  type SocialErrorKey,
  type SocialProviderId,
  socialNotConfigured,
  socialRedirectPath,
} from '../../contract/social';
import { sameDigest } from '../account/secrets';
import type { AppDeps, AppEnv } from '../app-env';
import { issueTokenPair } from '../auth/refresh-token';
import { createRateLimiter, MINUTE_SECONDS } from '../auth/throttle';
import { clientIp, publicOrigin } from '../http/client';
import { HttpError, notFound } from '../http/errors';
import { parseInput } from '../http/input';
import { register } from '../http/register';
import { throttled } from '../http/throttled';
import { memberForSocialLogin } from './accounts';
import { createSocialClient } from './oauth-client';
import { isProviderId, providerList, providerName } from './providers';
import { createSocialStates } from './states';

const STATE_COOKIE = 'social_state';
/** Logins a client may start per ten minutes (each keeps a row until it is used or expires). */
const STARTS_PER_CLIENT = 30;

function providerParam(c: Context<AppEnv>): SocialProviderId {
  const id = c.req.param('provider') ?? '';
  if (!isProviderId(id)) throw notFound();
  return id;
}

function loginError(c: Context<AppEnv>, key: SocialErrorKey, next = '/') {
  const query = new URLSearchParams({ error: 'social', message: key, next });
  return c.redirect(`/login?${query}`, 302);
}

export function socialRoutes(deps: AppDeps) {
  const { db, logger, social } = deps;
  const client = createSocialClient();
  const states = createSocialStates(db, deps.secret);
  const isHttps = (c: Context<AppEnv>) => publicOrigin(c, deps.trustProxy).startsWith('https:');
  const starts = createRateLimiter(db, {
    name: 'social-start',
    max: STARTS_PER_CLIENT,
    windowSeconds: 10 * MINUTE_SECONDS,
  });

  const router = new Hono<AppEnv>();
  register(router, SOCIAL_ENDPOINTS.providers, (c) => c.json(providerList(social)));
  register(router, SOCIAL_ENDPOINTS.start, async (c) => {
    const id = providerParam(c);
    const provider = social[id];
    if (!provider) throw new HttpError(400, { detail: socialNotConfigured(providerName(id)) });
    const tenantId = c.var.tenant.id;
    const verdict = await starts.take(`${tenantId}:${clientIp(c, deps.trustProxy)}`);
    if (!verdict.isAllowed) throw throttled(c, verdict);
    const redirectUri = `${publicOrigin(c, deps.trustProxy)}${socialRedirectPath(id)}`;
    const next = parseInput(NextPath, c.req.query('next'));
    let started: Awaited<ReturnType<typeof client.authorizationUrl>>;
    try {
      started = await client.authorizationUrl(provider, redirectUri);
    } catch (error) {
      logger.warn({ tenant: tenantId, provider: id, reason: String(error) }, 'social provider unreachable');
      return loginError(c, 'social_failed', next);
    }
    const { url, checks } = started;
    await states.save(tenantId, id, { ...checks, redirectUri, next });
    setCookie(c, STATE_COOKIE, checks.state, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c),
      path: SOCIAL_PATH_PREFIX,
      maxAge: SOCIAL_STATE_TTL_SECONDS,
    });
    return c.redirect(url.href, 302);
  });
  register(router, SOCIAL_ENDPOINTS.callback, async (c) => {
    const id = providerParam(c);
    const provider = social[id];
    const tenant = c.var.tenant;
    const state = c.req.query('state') ?? '';
    const cookie = getCookie(c, STATE_COOKIE) ?? '';
    deleteCookie(c, STATE_COOKIE, { path: SOCIAL_PATH_PREFIX, secure: isHttps(c) });
    // The browser that comes back must be the one that set out: no logging someone into another's account.
    if (!provider || state === '' || !sameDigest(states.digest(state), states.digest(cookie))) {
      return loginError(c, 'social_expired');
    }
    const pending = await states.take(tenant.id, id, state);
    if (!pending) return loginError(c, 'social_expired');
    if (c.req.query('error')) return loginError(c, 'social_denied', pending.next);
    try {
      const callbackUrl = new URL(pending.redirectUri);
      callbackUrl.search = new URL(c.req.url).search;
      const profile = await client.profile(provider, callbackUrl, pending);
      const email = profile.email;
      if (!email || !profile.isEmailVerified) return loginError(c, 'social_no_email', pending.next);
      const member = await memberForSocialLogin(db, tenant, { ...profile, email });
      logger.info({ tenant: tenant.id, user: member.userId, provider: id, isNew: member.isNew }, 'social login');
      const owner = { tenantId: tenant.id, userId: member.userId };
      const code = await deps.accountTokens.issue(owner, 'social_login', SOCIAL_CODE_TTL_SECONDS);
      return c.redirect(`${SOCIAL_LOGIN_PAGE}?${new URLSearchParams({ code, next: pending.next })}`, 302);
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown';
      logger.warn({ tenant: tenant.id, provider: id, reason }, 'social login failed');
      return loginError(c, 'social_failed', pending.next);
    }
  });
  return register(router, SOCIAL_ENDPOINTS.redeem, async (c, { body: { code } }) => {
    const tenantId = c.var.tenant.id;
    const userId = await deps.accountTokens.consume(db, tenantId, 'social_login', code);
    if (userId === null) throw new HttpError(400, { detail: SOCIAL_ERROR_MESSAGES.social_code_invalid });
    return c.json(await issueTokenPair(db, deps.secret, { userId, tenantId }));
  });
}
