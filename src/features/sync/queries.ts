import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { OutboxEntry } from '../../../sync/db';
import { needsAttention, pendingEntries, pendingKeysOf } from '../../../sync/outbox';
import { db } from '../../db/db';
import { useMeta } from '../../db/use-meta';

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

/** Outbox entries waiting to be sent (not the failed ones). */
export function usePendingEntries(): OutboxEntry[] {
  return useLiveQuery(() => pendingEntries(db), []) ?? [];
}

/** Coalescing keys of pending entries: a row whose key is here is shown as pending. */
export function usePendingKeys(): ReadonlySet<string> {
  return pendingKeysOf(usePendingEntries());
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

export type ConnectionState =
  | { kind: 'offline' }
  | { kind: 'syncing'; count: number; isStalled: boolean }
  | { kind: 'online' };

/** What the always-visible indicator says: offline, syncing N changes (stalled or not), online. */
export function useConnectionState(): ConnectionState {
  const isNavigatorOnline = useNavigatorOnline();
  const syncState = useMeta('syncState');
  const pending = usePendingEntries();
  const now = useNow(pending.length > 0);
  if (!isNavigatorOnline || syncState?.status === 'offline') return { kind: 'offline' };
  if (pending.length === 0) return { kind: 'online' };
  const oldest = Math.min(...pending.map((entry) => entry.createdAt));
  return { kind: 'syncing', count: pending.length, isStalled: now - oldest > STALLED_AFTER_MS };
}

/** True when the app can reach the server, for actions that need the network. */
export function useIsOnline(): boolean {
  return useConnectionState().kind !== 'offline';
}
