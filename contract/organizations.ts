/**
 * Organizations of the member (spec part 1 sections 2, 4, 6): making one the default, and
 * switching to one that lives on another tenant's domain through a secure hand-off. The
 * hand-off puts only a single-use code that lives a minute in the address, never a token:
 * the target portal's /handoff page redeems it for a session there. Paths are ours.
 */
import * as v from 'valibot';
import { TokenPair } from './auth';
import { endpoint } from './endpoint';
import { ID_MESSAGES, MAX_ID } from './ids';

/** The SPA page of the target portal that redeems `?code=` and goes to `?next=`. */
export const HANDOFF_PAGE = '/handoff';
export const HANDOFF_CODE_TTL_SECONDS = 60;

export const ORGANIZATION_MESSAGES = {
  notAMember: 'Only an organization you belong to can be made default.',
  sameDomain: 'This organization is on this portal: switch to it here.',
  noAccountThere: 'You have no verified account that belongs to this organization on its portal.',
  handoffInvalid: 'This sign-in link is invalid or has expired. Please sign in.',
} as const;

/**
 * A path on the same origin to go to after signing in: starts with one slash (never `//`
 * or a backslash, which browsers read as another host) and has no spaces; anything else is `/`.
 */
export const NextPath = v.fallback(
  v.optional(v.pipe(v.string(), v.maxLength(2000), v.regex(/^\/(?![/\\])[^\s\\]*$/)), '/'),
  '/',
);

export const HandoffPayload = v.object({
  organization_id: v.pipe(
    v.number('Required'),
    v.integer('Required'),
    v.minValue(1, 'Required'),
    v.maxValue(MAX_ID, ID_MESSAGES.tooLarge(MAX_ID)),
  ),
  next: NextPath,
});
export type HandoffPayload = v.InferInput<typeof HandoffPayload>;

export const HandoffResponse = v.object({ url: v.string() });
export type HandoffResponse = v.InferOutput<typeof HandoffResponse>;

/** The code of a hand-off or of a social login, redeemed once for a token pair. */
export const RedeemPayload = v.object({ code: v.pipe(v.string('Required'), v.nonEmpty('Required'), v.maxLength(200)) });
export type RedeemPayload = v.InferOutput<typeof RedeemPayload>;

/** Making one the default is an account call (ACCOUNT_ENDPOINTS.makeDefaultOrganization). */
export const ORGANIZATION_ENDPOINTS = {
  /** POST {organization_id, next?} on the current portal: answers {url} of the target portal. */
  handoff: endpoint({
    method: 'POST',
    path: '/api/v1/handoff/',
    body: HandoffPayload,
    output: HandoffResponse,
    auth: 'token',
  }),
  /** POST {code} on the target portal: answers a token pair there (the member has none there yet). */
  handoffRedeem: endpoint({
    method: 'POST',
    path: '/api/v1/handoff/redeem/',
    body: RedeemPayload,
    output: TokenPair,
    auth: 'none',
  }),
} as const;
