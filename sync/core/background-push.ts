/**
 * Background Sync: the service worker's 'sync' event sends the outbox when no tab does, e.g.
 * the tab that queued a join closed before its push went out. It is the sync worker's own
 * push (pushOutbox) on the same Dexie outbox with the stored session, run under the leader
 * lock so it never sends beside a tab's sync worker. While a tab leads, that tab sends: this
 * waits until the outbox is empty or the lock is free, up to `maxWaitMs`, and likewise for an
 * entry whose backoff ends within that time; otherwise it asks the browser to try again later
 * (Chromium does so minutes later).
 */
import type { PortalDb } from './db';
import { createApiClient, type FetchFn } from './http';
import { LEADER_LOCK } from './leader';
import { pendingEntries } from './outbox';
import { pushOutbox, releaseInFlight } from './push';
import { defaultUpload } from './upload';

/** The part of the Web Locks API used here (navigator.locks in a service worker). */
export interface TryLocks {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: object | null) => Promise<T>): Promise<T>;
}

export interface BackgroundPushOptions {
  db: PortalDb;
  baseUrl: string;
  fetch: FetchFn;
  locks: TryLocks;
  /** @default 500 */
  pollMs?: number;
  /** @default 60_000 */
  maxWaitMs?: number;
}

/** 'done': nothing left to send (or no session to send with); 'retry': let the browser try again. */
export type BackgroundPushResult = 'done' | 'retry';

async function pushAsLeader(options: BackgroundPushOptions): Promise<BackgroundPushResult> {
  const { db, baseUrl, fetch } = options;
  // The tab that held the lock is gone: its in-flight marks are stale (same as a new leader).
  await releaseInFlight(db);
  const outcome = await pushOutbox({
    db,
    api: createApiClient({ db, baseUrl, fetch }),
    now: Date.now,
    random: Math.random,
    upload: defaultUpload(baseUrl, fetch),
  });
  if (outcome.kind === 'unauthenticated') return 'done';
  // Anything still pending (a transient failure, a backoff) goes with the browser's next try.
  return (await pendingEntries(db)).length > 0 ? 'retry' : 'done';
}

/**
 * When the earliest pending entry waiting on a backoff is due, if one is: a try of the tab
 * that closed may have failed as it closed (its requests ended with it), which leaves the
 * entry a second or two of backoff.
 */
async function earliestBackoff(db: PortalDb, now: number): Promise<number | null> {
  const waiting = (await pendingEntries(db)).filter(
    (entry) => entry.sendingSince === null && entry.nextAttemptAt > now,
  );
  return waiting.length === 0 ? null : Math.min(...waiting.map((entry) => entry.nextAttemptAt));
}

export async function pushInBackground(options: BackgroundPushOptions): Promise<BackgroundPushResult> {
  const deadline = Date.now() + (options.maxWaitMs ?? 60_000);
  const pollMs = options.pollMs ?? 500;
  for (;;) {
    if ((await pendingEntries(options.db)).length === 0) return 'done';
    const result = await options.locks.request(LEADER_LOCK, { ifAvailable: true }, (lock) =>
      lock ? pushAsLeader(options) : Promise.resolve(null),
    );
    if (result === 'done') return result;
    // A tab leads (it sends), or what is left waits on a backoff that ends before the deadline:
    // look again then, rather than leave it to the browser's next try (minutes away).
    const now = Date.now();
    const due = result === null ? now : await earliestBackoff(options.db, now);
    if (due === null || due > deadline || now >= deadline) return 'retry';
    await new Promise((resolve) => setTimeout(resolve, Math.max(pollMs, due - now)));
  }
}
