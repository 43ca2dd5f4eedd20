/**
 * A detail screen's row: shown from Dexie (a live query) as soon as it is there, and asked of
 * the worker once per key while online so the live query re-renders when the answer lands.
 */
import { useEffect, useState } from 'react';
import type { PublicProfileStatus } from '../../../sync/core/api';
import { useIsOnline } from './queries';

/** ready: shown from Dexie; loading: nothing local yet, fetching; missing: the server said 404; offline: nothing local and no network. */
export type FetchedRowStatus = 'loading' | PublicProfileStatus;

/** `row` is the live query's answer for `key`; `fetchRow` asks the worker for it (on mount, when `key` changes, back online). */
export function useFetchedRow<T>(
  key: string,
  row: T | undefined,
  fetchRow: (key: string) => Promise<PublicProfileStatus>,
): { row: T | null; status: FetchedRowStatus } {
  const isOnline = useIsOnline();
  const [fetched, setFetched] = useState<{ key: string; status: FetchedRowStatus } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `fetchRow` is a fresh closure each render; `key` names what it fetches.
  useEffect(() => {
    if (!isOnline) return;
    let isCurrent = true;
    setFetched({ key, status: 'loading' });
    fetchRow(key)
      .then((status) => isCurrent && setFetched({ key, status }))
      .catch(() => isCurrent && setFetched({ key, status: 'offline' }));
    return () => {
      isCurrent = false;
    };
  }, [key, isOnline]);

  const answer = fetched?.key === key ? fetched.status : null;
  if (row) return { row, status: 'ready' };
  if (answer === 'missing') return { row: null, status: 'missing' };
  if (!isOnline || answer === 'offline') return { row: null, status: 'offline' };
  // Still fetching, or fetched and the live query has not caught up yet.
  return { row: null, status: 'loading' };
}
