/**
 * What a paged list of stored rows shows (notifications, reports): the server's page while
 * its answer is in or being asked again, else the stored rows paged on the device.
 */
import type { CachedPageStatus } from './use-cached-page';

export interface StoredPageView<T> {
  items: T[];
  pageCount: number;
  status: CachedPageStatus;
  /** Dexie has answered (before that not even the empty text is shown). */
  isReady: boolean;
}

/** Number of pages for `count` rows (at least 1 so the page reads "1 of 1"). */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

interface StoredPageInput<T, K> {
  /** Every stored row in list order (undefined while Dexie answers). */
  stored: T[] | undefined;
  /** The server's page as cached: the keys of its rows in order, and the total. */
  server: { keys: readonly K[]; count: number } | null;
  status: CachedPageStatus;
  keyOf: (row: T) => K;
  page: number;
  pageSize: number;
}

export function storedPageView<T, K>({
  stored,
  server,
  status,
  keyOf,
  page,
  pageSize,
}: StoredPageInput<T, K>): StoredPageView<T> {
  const rows = stored ?? [];
  // While the page is asked again, its last answer stays on screen.
  if (server && (status === 'done' || status === 'loading')) {
    const byKey = new Map(rows.map((row) => [keyOf(row), row]));
    const items = server.keys.flatMap((key) => byKey.get(key) ?? []);
    return { items, pageCount: pageCountOf(server.count, pageSize), status, isReady: true };
  }
  return {
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    pageCount: pageCountOf(rows.length, pageSize),
    status,
    isReady: stored !== undefined,
  };
}
