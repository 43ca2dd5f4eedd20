/**
 * How password guesses are limited (DESIGN section 9). A try is TAKEN before the password
 * is checked, so concurrent guesses cannot slip through while earlier ones are still being
 * checked, and it is given back when the password was right: what stays counted are
 * failures. A sign-in takes three limits at once, all or none:
 * - the account at this address: the member's own typos, and the only budget a stranger
 *   at another address can spend, so a stranger cannot lock the member out elsewhere;
 * - this address across accounts: credential stuffing (one address, many accounts);
 * - the account across addresses: distributed guessing (many addresses, one account).
 */
import type { Db } from '../db/client';
import { waitInWords } from '../http/throttled';
import { createRateLimiter, MINUTE_SECONDS, type RateLimit, takeAll, type Verdict } from './throttle';

/** Room for a member's typos; 15-minute windows let one address try an account at most 40 times an hour. */
export const LOGIN_ACCOUNT_AT_ADDRESS: RateLimit = {
  name: 'login-account-address',
  max: 10,
  windowSeconds: 15 * MINUTE_SECONDS,
};
/**
 * One address across accounts: a campus or office behind one NAT stays well below it
 * (that many members mistyping within 15 minutes), while stuffing a list of leaked
 * passwords gets 50 accounts-tries per quarter hour instead of thousands.
 */
export const LOGIN_ADDRESS: RateLimit = { name: 'login-address', max: 50, windowSeconds: 15 * MINUTE_SECONDS };
/**
 * One account across addresses: NIST SP 800-63B caps failed attempts on an account at 100.
 * A single address gets at most 40 an hour (above), so reaching this ceiling, the one lock
 * that also stops the member elsewhere, takes a coordinated attack from several addresses.
 */
export const LOGIN_ACCOUNT: RateLimit = { name: 'login-account', max: 100, windowSeconds: 60 * MINUTE_SECONDS };
/**
 * Wrong current passwords when a signed-in member changes theirs: a stolen session must
 * not become a way to guess the password (only the member's own session can spend it).
 */
export const PASSWORD_CHANGE_TRIES: RateLimit = {
  name: 'password-change',
  max: 10,
  windowSeconds: 15 * MINUTE_SECONDS,
};

export interface LoginAttempt {
  tenantId: number;
  email: string;
  /** The client address (http/client.ts clientIp). */
  address: string;
}

export const signInLockedOut = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${waitInWords(seconds)}.`;
export const passwordTriesLockedOut = (seconds: number) =>
  `Too many wrong passwords. Try again in ${waitInWords(seconds)}.`;

export interface LoginLimits {
  /** Takes one try from every limit of the attempt, or none when any is used up. */
  take(attempt: LoginAttempt): Promise<Verdict>;
  /** The password was right: this account starts afresh at this address, and the try was no failure. */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

export function createLoginLimits(db: Db): LoginLimits {
  const accountAtAddress = createRateLimiter(db, LOGIN_ACCOUNT_AT_ADDRESS);
  const address = createRateLimiter(db, LOGIN_ADDRESS);
  const account = createRateLimiter(db, LOGIN_ACCOUNT);
  const keys = ({ tenantId, email, address }: LoginAttempt) => ({
    accountAtAddress: `${tenantId}:${email}:${address}`,
    address: `${tenantId}:${address}`,
    account: `${tenantId}:${email}`,
  });
  return {
    take(attempt) {
      const key = keys(attempt);
      return takeAll(db, [
        { limiter: accountAtAddress, key: key.accountAtAddress },
        { limiter: address, key: key.address },
        { limiter: account, key: key.account },
      ]);
    },
    async succeeded(attempt) {
      const key = keys(attempt);
      await accountAtAddress.reset(key.accountAtAddress);
      // Given back, not reset: the member's success must not wipe out an attacker's count elsewhere.
      await address.refund(key.address);
      await account.refund(key.account);
    },
  };
}
