/**
 * How hard push tries: the limits past which an entry needs attention instead of another
 * retry, the batch size, and the first timeout of a JSON request.
 */
import { OUTBOX_MAX_AGE_MS, OUTBOX_MAX_ATTEMPTS } from '../../contract/outbox';
import type { OutboxEntry } from './db';

export interface PushPolicy {
  /** Failed answers from a reachable server (5xx, 429, timeouts) before giving up. */
  maxAttempts: number;
  /** An entry whose Idempotency-Key is older than this is never sent. */
  maxAgeMs: number;
  /** JSON mutations per batch request; 1 sends each entry on its own. */
  batchMax: number;
  /** The first timeout of a JSON request; each failed attempt doubles it, up to 60 s. */
  timeoutMs: number;
}

export const DEFAULT_PUSH_POLICY: PushPolicy = {
  maxAttempts: OUTBOX_MAX_ATTEMPTS,
  maxAgeMs: OUTBOX_MAX_AGE_MS,
  batchMax: 1,
  timeoutMs: 10_000,
};

const MAX_TIMEOUT_MS = 60_000;

/** A request that hangs is cut off early; a slow server still gets longer on later attempts. */
export function timeoutFor(policy: PushPolicy, attempts: number): number {
  return Math.min(MAX_TIMEOUT_MS, policy.timeoutMs * 2 ** Math.min(attempts, 4));
}

/** When the entry's current Idempotency-Key was made (older entries: when it was queued). */
export function keyedAt(entry: OutboxEntry): number {
  return entry.keyedAt ?? entry.createdAt;
}

export function isTooOld(policy: PushPolicy, entry: OutboxEntry, now: number): boolean {
  return now - keyedAt(entry) > policy.maxAgeMs;
}
