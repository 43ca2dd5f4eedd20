/** The 429 of a rate limit: Retry-After says when to come back, the detail says it in words. */
import type { Context } from 'hono';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import type { AppEnv } from '../app-env';
import type { Verdict } from '../auth/throttle';
import { HttpError } from './errors';

/** The error to throw for a refused take (the header rides on the context into onError's answer). */
export function throttled(
  c: Context<AppEnv>,
  verdict: Verdict,
  detail: string = ACCOUNT_MESSAGES.tooManyRequests,
): HttpError {
  c.header('Retry-After', String(verdict.retryAfterSeconds));
  return new HttpError(429, { detail });
}

/** "45 seconds", "1 minute", "15 minutes": a wait in the words a member reads. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
