/**
 * Background Sync: the service worker's 'sync' event sends the outbox when no tab does, e.g.
 * the tab that queued a join closed before its push went out. It is the sync worker's own
 * push (pushOutbox) on the same Dexie outbox with the stored session, run under the leader
 * lock so it never sends beside a tab's sync worker. While a tab leads, that tab sends: this
 * waits until the outbox is empty or the lock is free, up to `maxWaitMs`, and otherwise asks
 * the browser to try again later.
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

export async function pushInBackground(options: BackgroundPushOptions): Promise<BackgroundPushResult> {
  const deadline = Date.now() + (options.maxWaitMs ?? 60_000);
  for (;;) {
    if ((await pendingEntries(options.db)).length === 0) return 'done';
    const result = await options.locks.request(LEADER_LOCK, { ifAvailable: true }, (lock) =>
      lock ? pushAsLeader(options) : Promise.resolve(null),
    );
    if (result !== null) return result;
    if (Date.now() >= deadline) return 'retry';
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
  }
}
