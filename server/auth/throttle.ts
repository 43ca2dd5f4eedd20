/**
 * Login throttling (DESIGN section 9): after too many failed attempts for one account of
 * a tenant within a window, further attempts answer 429 until the window passes. In
 * memory: one process serves the app, and a restart forgetting counts is acceptable.
 */
const WINDOW_MS = 5 * 60 * 1000;
const MAX_FAILURES = 10;

export interface LoginThrottle {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function createLoginThrottle(maxFailures = MAX_FAILURES, windowMs = WINDOW_MS): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = Date.now() - windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  return {
    isBlocked: (key) => recent(key).length >= maxFailures,
    recordFailure(key) {
      failures.set(key, [...recent(key), Date.now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
