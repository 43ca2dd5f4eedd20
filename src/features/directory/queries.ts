/**
 * The connect directory search: local matches from db.directory at once (offline too),
 * replaced by the server's page when it answers. The server is asked only for an empty
 * query or one of 2 characters or more, SEARCH_DELAY_MS after the last keystroke.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DELAY_MS, type SearchItem } from '../../../contract';
import type { DirectoryQuery } from '../../../sync/core/api';
import { db } from '../../db/db';
import { useSearchMatches } from '../search/use-matches';
import { askAfter } from '../sync/ask-after';
import { useIsOnline } from '../sync/queries';
import { filterDirectory } from './filter';
import { searchDirectory } from './mutations';

export type DirectoryStatus = 'local' | 'loading' | 'done' | 'offline';

export interface DirectorySearch {
  items: SearchItem[];
  count: number;
  status: DirectoryStatus;
  next: string | null;
}

type ServerPage = { forQuery: string; items: SearchItem[]; count: number; next: string | null };

const MIN_QUERY_CHARS = 2;

export function useDirectorySearch(query: DirectoryQuery): DirectorySearch {
  const isOnline = useIsOnline();
  const key = JSON.stringify(query);
  const matches = useSearchMatches('directory', query.q ?? '');
  const local = useLiveQuery(
    async () => (matches === undefined ? undefined : filterDirectory(await db.directory.toArray(), query, matches)),
    [key, matches],
  );
  const [server, setServer] = useState<ServerPage | null>(null);
  const [status, setStatus] = useState<DirectoryStatus>('local');
  // The query object is new on each render; `key` stands for its content in the effect.
  const latest = useRef(query);
  latest.current = query;

  useEffect(() => {
    const current = latest.current;
    const q = current.q?.trim() ?? '';
    if (q.length > 0 && q.length < MIN_QUERY_CHARS) {
      setStatus('local');
      return;
    }
    if (!isOnline) {
      setStatus('offline');
      return;
    }
    setStatus('loading');
    return askAfter(
      SEARCH_DELAY_MS,
      () => searchDirectory({ ...current, q }),
      (result) => {
        if (result.kind === 'done') {
          setServer({ forQuery: key, items: result.items, count: result.count, next: result.next });
          setStatus('done');
        } else setStatus(result.kind === 'offline' ? 'offline' : 'local');
      },
      () => setStatus('offline'),
    );
  }, [key, isOnline]);

  if (status === 'done' && server?.forQuery === key) {
    return { items: server.items, count: server.count, status, next: server.next };
  }
  const items = (local ?? []).map(({ key: _key, seenAt: _seenAt, ...item }) => item);
  return { items, count: items.length, status: status === 'done' ? 'loading' : status, next: null };
}

/**
 * The member's connections as stored on this device: the directory rows of everyone and
 * every group in db.follows, best profiles first (the server's order, part 1 section 9).
 * Undefined while the first read runs.
 */
export function useConnections(): SearchItem[] | undefined {
  return useLiveQuery(async () => {
    const follows = await db.follows.toArray();
    const people = new Set(follows.filter((f) => f.type === 'user').map((f) => f.target_id));
    const groups = new Set(follows.filter((f) => f.type === 'group').map((f) => f.target_id));
    const rows = await db.directory.toArray();
    return rows
      .filter((row) => (row.type === 'user' ? people : groups).has(row.id))
      .sort((a, b) => b.profile_completion_percent - a.profile_completion_percent || a.name.localeCompare(b.name));
  }, []);
}
