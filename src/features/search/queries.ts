/**
 * The search page's two sources: the device's full-text index in the sync worker (every
 * stored kind, offline too) and, online for members, the server's people and groups search,
 * whose items the worker also stores so the index knows them next time.
 */
import { useEffect, useRef, useState } from 'react';
import { SEARCH_MIN_CHARS, type SearchItem } from '../../../contract';
import type { SearchHit } from '../../../sync/search/search-index';
import { useIsLoggedIn } from '../session/queries';
import { useIsOnline } from '../sync/queries';
import { syncClient } from '../sync/sync-client';

/** Every kind's matches, best first: one kind with many (jobs) must not crowd out the others. */
const DEVICE_LIMIT = 500;

export type Answer<T> =
  | { status: 'idle' }
  /** `last` is the answer to the previous text, kept so the page does not blink while typing. */
  | { status: 'loading'; last: T | undefined }
  | { status: 'done'; value: T }
  | { status: 'failed' };

type Settled<T> = { key: string; isFailed: false; value: T } | { key: string; isFailed: true };

/** The answer of `ask` for `key` (null: nothing to ask); a newer key wins over a slower older answer. */
function useAnswer<T>(key: string | null, ask: (key: string) => Promise<T>): Answer<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latestAsk = useRef(ask);
  latestAsk.current = ask;
  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    latestAsk.current(key).then(
      (value) => isCurrent && setSettled({ key, isFailed: false, value }),
      () => isCurrent && setSettled({ key, isFailed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
  if (key === null) return { status: 'idle' };
  if (settled?.key !== key)
    return { status: 'loading', last: settled && !settled.isFailed ? settled.value : undefined };
  return settled.isFailed ? { status: 'failed' } : { status: 'done', value: settled.value };
}

const searchKey = (q: string): string | null => (q.trim().length >= SEARCH_MIN_CHARS ? q.trim() : null);

/** Loads the device's index ahead of the first query (the page opened, the field got focus). */
export function warmSearch(): void {
  syncClient()
    .search.warm()
    .catch(() => undefined);
}

/** Everything stored on this device that matches `q`, best first, one hit per item. */
export function useDeviceSearch(q: string): Answer<SearchHit[]> {
  return useAnswer(searchKey(q), (text) => syncClient().search.query(text, { limit: DEVICE_LIMIT }));
}

/**
 * The server's people and groups for `q`, for a member online; null when the server did not
 * answer (offline, or it refused): the page then shows what the device holds.
 */
export function useServerSearch(q: string): Answer<SearchItem[] | null> {
  const isOnline = useIsOnline();
  const isLoggedIn = useIsLoggedIn();
  const key = isOnline && isLoggedIn ? searchKey(q) : null;
  return useAnswer(key, async (text) => {
    const result = await syncClient().directory.search({ q: text, type: 'all', page: 1 });
    return result.kind === 'done' ? result.items : null;
  });
}
