/**
 * The admin metrics: the last counts from meta 'adminMetrics', asked of the worker again on
 * each visit and when the connection comes back. The circles list is an online read kept in
 * db.onlineCache.
 */
import { useEffect, useState } from 'react';
import { ADMIN_CIRCLES_PAGE_SIZE, type AdminMetrics } from '../../../contract/admin';
import { SEARCH_MIN_CHARS } from '../../../contract/jobs';
import { useMeta } from '../../db/use-meta';
import { useIsOnline } from '../sync/queries';
import { syncClient } from '../sync/sync-client';
import { useOnlineRead } from '../sync/use-online-read';

export type FetchState =
  | { kind: 'loading' }
  | { kind: 'done' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

export interface AdminMetricsView {
  /** The last counts on this device, if any. */
  metrics: AdminMetrics | undefined;
  fetch: FetchState;
}

export function useAdminMetrics(): AdminMetricsView {
  const metrics = useMeta('adminMetrics');
  const isOnline = useIsOnline();
  const [fetch, setFetch] = useState<FetchState>({ kind: 'loading' });
  useEffect(() => {
    if (!isOnline) {
      setFetch({ kind: 'offline' });
      return;
    }
    let isCurrent = true;
    setFetch({ kind: 'loading' });
    void syncClient()
      .admin.metrics()
      .then((result) => {
        if (!isCurrent) return;
        setFetch(result.kind === 'done' ? { kind: 'done' } : result);
      });
    return () => {
      isCurrent = false;
    };
  }, [isOnline]);
  return { metrics, fetch };
}

/** A page of the default organization's circles; text shorter than SEARCH_MIN_CHARS lists them all. */
export function useAdminCircles(searchText: string, page: number) {
  const text = searchText.trim();
  return useOnlineRead('adminCircles', {
    search: text.length >= SEARCH_MIN_CHARS ? text : undefined,
    page,
    page_size: ADMIN_CIRCLES_PAGE_SIZE,
  });
}
