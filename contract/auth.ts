import * as v from 'valibot';
import { endpoint } from './endpoint';
import { MESSAGES } from './messages';

/** Email pattern of spec part 1 section 5: text, at sign, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email = v.pipe(
  v.string(MESSAGES.enterEmail),
  v.trim(),
  v.nonEmpty(MESSAGES.enterEmail),
  v.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  v.toLowerCase(),
);

/** POST /api/v1/token/. `username` is accepted as an alias of `email` (the signup payload's username is the email). */
export const LoginPayload = v.object({
  email: Email,
  password: v.pipe(v.string(MESSAGES.enterPassword), v.nonEmpty(MESSAGES.enterPassword)),
});
export type LoginPayload = v.InferOutput<typeof LoginPayload>;

/** The login body as sent: `username`, the signup payload's name for the e-mail, stands in for `email`. */
export const LoginRequest = v.pipe(
  v.looseObject({}),
  v.transform((body) => ({ email: body['email'] ?? body['username'], password: body['password'] })),
  LoginPayload,
);

export const TokenPair = v.object({ access: v.string(), refresh: v.string() });
export type TokenPair = v.InferOutput<typeof TokenPair>;

export const RefreshPayload = v.object({ refresh: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)) });

/** Access tokens are short-lived; refresh tokens rotate on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Sessions: none reads a bearer token, so a stale one cannot block signing in, refreshing or out. */
export const AUTH_ENDPOINTS = {
  token: endpoint({ method: 'POST', path: '/api/v1/token/', body: LoginRequest, output: TokenPair, auth: 'none' }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/v1/token/refresh/',
    body: RefreshPayload,
    output: TokenPair,
    auth: 'none',
  }),
  logout: endpoint({ method: 'POST', path: '/api/v1/logout/', body: RefreshPayload, auth: 'none' }),
} as const;
