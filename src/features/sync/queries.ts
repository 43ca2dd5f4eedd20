import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getMeta, type OutboxEntry, type SyncStatus } from '../../../sync/core/db';
import { needsAttention, pendingEntries, pendingKeysOf } from '../../../sync/core/outbox';
import { db } from '../../db/db';
import { readDevice, writeDevice } from '../../ui/device-storage';
import { sharedLiveQuery } from './shared-live-query';

/** A change still unconfirmed this long while online is called out to the member (DESIGN 2). */
export const STALLED_AFTER_MS = 60_000;

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own idea of connectivity. */
export function useNavigatorOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** Calls `onCount` with the number of waiting outbox entries now and whenever it changes (not a hook). */
export function watchPendingCount(onCount: (count: number) => void): () => void {
  const subscription = liveQuery(() => db.outbox.where('status').equals('pending').count()).subscribe({
    next: onCount,
  });
  return () => subscription.unsubscribe();
}

const pendingStore = sharedLiveQuery<readonly OutboxEntry[]>(() => pendingEntries(db), []);

/** Outbox entries waiting to be sent (not the failed ones): one query per page, shared by every reader. */
export function usePendingEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(pendingStore.subscribe, pendingStore.getSnapshot);
}

const keysOf = new WeakMap<readonly OutboxEntry[], ReadonlySet<string>>();

/** Coalescing keys of pending entries: a row whose key is here is shown as pending. */
export function usePendingKeys(): ReadonlySet<string> {
  const entries = usePendingEntries();
  const known = keysOf.get(entries);
  if (known) return known;
  const keys = pendingKeysOf(entries);
  keysOf.set(entries, keys);
  return keys;
}

/**
 * True while a change to this key waits to be sent. Reads only that key's entries through
 * the outbox's `key` index, so a widget wakes up for its own key and never scans the queue.
 */
export function useIsKeyPending(key: string): boolean {
  return (
    useLiveQuery(
      async () =>
        (await db.outbox
          .where('key')
          .equals(key)
          .filter((entry) => entry.status === 'pending')
          .count()) > 0,
      [key],
    ) ?? false
  );
}

/** Rejected mutations the member must retry or discard. */
export function useNeedsAttention(): OutboxEntry[] {
  return useLiveQuery(() => needsAttention(db), []) ?? [];
}

/** The current time, refreshed every `intervalMs` while `isActive`. */
function useNow(isActive: boolean, intervalMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [isActive, intervalMs]);
  return now;
}

/**
 * How many entries wait and when the oldest was made, from the `status` index alone: the
 * indicator and every online check read this, so it must not load the queue on each write.
 * Entries are numbered in the order they were made, so the first pending one is the oldest.
 */
const summaryStore = sharedLiveQuery(
  async () => {
    const pending = () => db.outbox.where('status').equals('pending');
    const [count, first] = await Promise.all([pending().count(), pending().first()]);
    return { count, oldest: first?.createdAt ?? 0 };
  },
  { count: 0, oldest: 0 },
);

export type ConnectionState =
  | { kind: 'offline' }
  | { kind: 'syncing'; count: number; isStalled: boolean }
  | { kind: 'online' };

/**
 * The worker's last word on the connection. Dexie answers a moment after the first frame, so
 * the page also keeps it in localStorage and starts from there: a page opened while the
 * server is unreachable says so from its first frame instead of "Online".
 */
const LAST_SYNC_STATUS = 'portal:sync-status';

function lastSyncStatus(): SyncStatus | null {
  const stored = readDevice(LAST_SYNC_STATUS);
  return stored === 'online' || stored === 'offline' || stored === 'syncing' ? stored : null;
}

const syncStatusStore = sharedLiveQuery<SyncStatus | null>(
  async () => (await getMeta(db, 'syncState'))?.status ?? null,
  typeof localStorage === 'undefined' ? null : lastSyncStatus(),
);

function useSyncStatus(): SyncStatus | null {
  const status = useSyncExternalStore(syncStatusStore.subscribe, syncStatusStore.getSnapshot);
  useEffect(() => {
    // Refused (private mode, full): the first frame waits for Dexie instead.
    if (status !== null) writeDevice(LAST_SYNC_STATUS, status);
  }, [status]);
  return status;
}

/** What the always-visible indicator says: offline, syncing N changes (stalled or not), online. */
export function useConnectionState(): ConnectionState {
  const isNavigatorOnline = useNavigatorOnline();
  const syncStatus = useSyncStatus();
  const count = useSyncExternalStore(summaryStore.subscribe, () => summaryStore.getSnapshot().count);
  const oldest = useSyncExternalStore(summaryStore.subscribe, () => summaryStore.getSnapshot().oldest);
  const now = useNow(count > 0);
  if (!isNavigatorOnline || syncStatus === 'offline') return { kind: 'offline' };
  if (count === 0) return { kind: 'online' };
  return { kind: 'syncing', count, isStalled: now - oldest > STALLED_AFTER_MS };
}

/** True when the app can reach the server, for actions that need the network. */
export function useIsOnline(): boolean {
  return useConnectionState().kind !== 'offline';
}
