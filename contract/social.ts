/**
 * Social login (spec part 1 sections 2 and 4: LinkedIn, Facebook, Google; social logins
 * count as verified). Providers are configured on the server by environment; a provider
 * that is not configured is listed with is_configured false and its start answers the
 * message below. The callback never puts tokens in the address: it redirects to
 * /social-login?code= with a single-use code that lives a minute, redeemed by POST.
 */
import * as v from 'valibot';
import { TokenPair } from './auth';
import { endpoint, pathOf } from './endpoint';
import { RedeemPayload } from './organizations';

export const SOCIAL_PROVIDER_IDS = ['linkedin', 'facebook', 'google'] as const;
export const SocialProviderId = v.picklist(SOCIAL_PROVIDER_IDS);
export type SocialProviderId = v.InferOutput<typeof SocialProviderId>;

export const SocialProvider = v.object({ id: SocialProviderId, name: v.string(), is_configured: v.boolean() });
export type SocialProvider = v.InferOutput<typeof SocialProvider>;

/** Signing in with another account: none reads a bearer token. */
export const SOCIAL_ENDPOINTS = {
  providers: endpoint({
    method: 'GET',
    path: '/api/v1/social/providers/',
    output: v.array(SocialProvider),
    auth: 'none',
  }),
  /** ?next=/path: a browser navigation; 302 to the provider (400 when not configured). */
  start: endpoint({ method: 'GET', path: '/api/v1/social/:provider/start/', auth: 'none' }),
  /** The provider's answer; register `{origin}` + socialRedirectPath(provider) with the provider. */
  callback: endpoint({ method: 'GET', path: '/api/v1/social/:provider/callback/', auth: 'none' }),
  /** The callback's single-use code for a token pair. */
  redeem: endpoint({
    method: 'POST',
    path: '/api/v1/social/redeem/',
    body: RedeemPayload,
    output: TokenPair,
    auth: 'none',
  }),
} as const;

export const SOCIAL_PATHS = {
  providers: pathOf(SOCIAL_ENDPOINTS.providers),
  start: (provider: SocialProviderId) => pathOf(SOCIAL_ENDPOINTS.start, { provider }),
  callback: (provider: SocialProviderId) => pathOf(SOCIAL_ENDPOINTS.callback, { provider }),
  redeem: pathOf(SOCIAL_ENDPOINTS.redeem),
} as const;

/**
 * Where a provider sends the browser back. The professional network's redirect target is
 * the app's /linkedin page (spec part 1 section 2), which hands the provider's answer to
 * the server's callback; the others come back to the callback itself.
 */
export const LINKEDIN_LOGIN_PAGE = '/linkedin';
export const socialRedirectPath = (provider: SocialProviderId) =>
  provider === 'linkedin' ? LINKEDIN_LOGIN_PAGE : SOCIAL_PATHS.callback(provider);

/** Every social route starts with this: the path of the state cookie. */
export const SOCIAL_PATH_PREFIX = '/api/v1/social/';
/** The SPA page the callback redirects to with ?code= and ?next=. */
export const SOCIAL_LOGIN_PAGE = '/social-login';
export const SOCIAL_CODE_TTL_SECONDS = 60;
export const SOCIAL_STATE_TTL_SECONDS = 10 * 60;

export const socialNotConfigured = (providerName: string) => `${providerName} login is not configured on this portal.`;

/**
 * A failed provider round trip redirects to /login?error=social&message={key}; the login
 * page shows SOCIAL_ERROR_MESSAGES[key].
 */
export const SOCIAL_ERROR_MESSAGES = {
  social_failed: 'We could not sign you in with that account. Please try again.',
  social_denied: 'Sign-in was cancelled.',
  social_expired: 'The sign-in took too long or was started in another browser. Please try again.',
  social_no_email: 'That account has no verified email address, so we cannot sign you in with it.',
  social_code_invalid: 'This sign-in link is invalid or has expired. Please sign in.',
} as const;
export type SocialErrorKey = keyof typeof SOCIAL_ERROR_MESSAGES;
