import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from '../../../sync/db';
import { db } from '../../db/db';
import { useMeta } from '../../db/use-meta';

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

/** Outbox entries waiting to be sent (not the failed ones). */
export function usePendingEntries(): OutboxEntry[] {
  return useLiveQuery(() => db.outbox.where('status').equals('pending').toArray(), []) ?? [];
}

/** Coalescing keys of pending entries: a row whose key is here is shown as pending. */
export function usePendingKeys(): ReadonlySet<string> {
  const pending = usePendingEntries();
  return new Set(pending.flatMap((entry) => (entry.key ? [entry.key] : [])));
}

/** Rejected mutations the member must retry or discard. */
export function useNeedsAttention(): OutboxEntry[] {
  return useLiveQuery(() => db.outbox.where('status').equals('failed').toArray(), []) ?? [];
}

export type ConnectionState = { kind: 'offline' } | { kind: 'syncing'; count: number } | { kind: 'online' };

/** What the always-visible connection indicator says: offline, syncing N changes, or online. */
export function useConnectionState(): ConnectionState {
  const isNavigatorOnline = useNavigatorOnline();
  const syncState = useMeta('syncState');
  const pending = usePendingEntries();
  if (!isNavigatorOnline || syncState?.status === 'offline') return { kind: 'offline' };
  if (pending.length > 0) return { kind: 'syncing', count: pending.length };
  return { kind: 'online' };
}

/** True when the app can reach the server, for actions that need the network. */
export function useIsOnline(): boolean {
  return useConnectionState().kind !== 'offline';
}
