/** The browser's "storage is full", however Dexie or a cache wraps it. */
export function isQuotaError(error: unknown): boolean {
  for (let cause = error; cause instanceof Error || cause instanceof DOMException; ) {
    if (cause.name === 'QuotaExceededError' || cause.name === 'QuotaExceeded') return true;
    const inner: unknown = 'inner' in cause ? cause.inner : cause.cause;
    if (inner === cause) return false;
    cause = inner;
  }
  return false;
}
