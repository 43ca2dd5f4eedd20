/**
 * Signing in with a code instead of a password: the social login's providers, and the
 * single-use codes a social login or an organization hand-off lands with (spec part 1 section 4).
 */
import type { SocialProvider } from '../../../contract';
import { type AccountResult, adopt } from '../account/mutations';
import { callOnline } from '../sync/online';

/** The social providers of this portal and whether each is configured (a visitor call). */
export function fetchSocialProviders(): Promise<AccountResult<SocialProvider[]>> {
  return callOnline('socialProviders', undefined);
}

/** One request per code even when React runs the page's effect twice: a code works once. */
const redemptions = new Map<string, Promise<AccountResult>>();

/** Spend a hand-off or social-login code for a session on this portal. */
export function redeemSessionCode(kind: 'handoff' | 'social', code: string): Promise<AccountResult> {
  const key = `${kind}:${code}`;
  let pending = redemptions.get(key);
  if (!pending) {
    pending = (async () => {
      const redeemed = await callOnline('redeemSessionCode', { kind, code });
      return redeemed.ok ? adopt(redeemed.data) : redeemed;
    })().then((result) => {
      // Offline, say: the same code may be tried again once the network is back.
      if (!result.ok) redemptions.delete(key);
      return result;
    });
    redemptions.set(key, pending);
  }
  return pending;
}
