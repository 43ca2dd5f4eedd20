/**
 * Rate limits (DESIGN section 9): a sliding window of hits per key. Login counts failed
 * attempts per account; signup, codes and password resets count requests per client or
 * member. In memory: one process serves the app, and a restart forgetting counts is
 * acceptable. Keys always start with the tenant id, so tenants never share a budget.
 */
const LOGIN_WINDOW_MS = 5 * 60 * 1000;
const LOGIN_MAX_FAILURES = 10;
/** Past this many keys, a hit first drops the keys whose window has passed. */
const SWEEP_ABOVE_KEYS = 10_000;

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimiter {
  /** Whether the key already used its budget in the current window. */
  isBlocked(key: string): boolean;
  hit(key: string): void;
  /** Hit when within budget; answers false (and counts nothing) when blocked. */
  take(key: string): boolean;
  reset(key: string): void;
}

export function createRateLimiter(max: number, windowMs: number): RateLimiter {
  const hits = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = Date.now() - windowMs;
    const list = (hits.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  };
  const limiter: RateLimiter = {
    isBlocked: (key) => recent(key).length >= max,
    hit(key) {
      if (hits.size > SWEEP_ABOVE_KEYS) for (const other of [...hits.keys()]) recent(other);
      hits.set(key, [...recent(key), Date.now()]);
    },
    take(key) {
      if (limiter.isBlocked(key)) return false;
      limiter.hit(key);
      return true;
    },
    reset(key) {
      hits.delete(key);
    },
  };
  return limiter;
}

/** Several limits on one key (e.g. one per 30 s and five per hour): a take passes all or counts none. */
export function combineLimits(...limiters: RateLimiter[]): Pick<RateLimiter, 'take'> {
  return {
    take(key) {
      if (limiters.some((limiter) => limiter.isBlocked(key))) return false;
      for (const limiter of limiters) limiter.hit(key);
      return true;
    },
  };
}

/** Login: after 10 failed attempts for one account of a tenant in 5 minutes, 429 until the window passes. */
export const createLoginThrottle = () => createRateLimiter(LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS);
