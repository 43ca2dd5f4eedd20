/**
 * The search page's two sources: the device's full-text index in the sync worker (every
 * stored kind, offline too) and, online for members, the server's people and groups search,
 * whose items the worker also stores so the index knows them next time.
 */
import { SEARCH_MIN_CHARS, type SearchItem } from '../../../contract';
import type { SearchHit } from '../../../sync/search/search-index';
import { useIsLoggedIn } from '../session/queries';
import { useIsOnline } from '../sync/queries';
import { syncClient } from '../sync/sync-client';
import { type Answer, useAnswer } from './use-answer';
import { useSearchRevision } from './use-search-revision';

/** Every kind's matches, best first: one kind with many (jobs) must not crowd out the others. */
const DEVICE_LIMIT = 500;

const searchKey = (q: string): string | null => (q.trim().length >= SEARCH_MIN_CHARS ? q.trim() : null);

/** Loads the device's index ahead of the first query (the page opened, the field got focus). */
export function warmSearch(): void {
  syncClient()
    .search.warm()
    .catch(() => undefined);
}

/** Everything stored on this device that matches `q`, best first, one hit per item. */
export function useDeviceSearch(q: string): Answer<SearchHit[]> {
  const revision = useSearchRevision();
  return useAnswer(searchKey(q), (text) => syncClient().search.query(text, { limit: DEVICE_LIMIT }), revision);
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
