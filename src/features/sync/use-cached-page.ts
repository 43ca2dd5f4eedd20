/**
 * A page the worker stores in db.onlineCache (sync/core/page-cache.ts): read through a live
 * query, and asked of the worker while online (again when `reloads` changes). `page` is the
 * stored answer for these arguments, possibly from an earlier visit; `status` says whether
 * this visit's answer is in ('done'), still coming ('loading'), or could not come.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { type PageCacheName, type PageCaches, pageCacheKey } from '../../../sync/core/page-cache';
import { db } from '../../db/db';
import { useIsOnline } from './queries';

export type CachedPageStatus = 'loading' | 'done' | 'offline' | 'failed';

type Asked = { key: string; since: number; status: CachedPageStatus };

export function useCachedPage<K extends PageCacheName>(
  name: K,
  args: PageCaches[K]['args'],
  ask: () => Promise<{ kind: 'done' | 'offline' | 'failed' }>,
  reloads = 0,
): { page: PageCaches[K]['value'] | null; status: CachedPageStatus } {
  const isOnline = useIsOnline();
  const key = pageCacheKey(name, args);
  const row = useLiveQuery(() => db.onlineCache.get(key), [key]);
  const [asked, setAsked] = useState<Asked | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` is a fresh closure each render; `key` names what it asks, `reloads` asks again.
  useEffect(() => {
    if (!isOnline) return;
    let isCurrent = true;
    const since = Date.now();
    setAsked({ key, since, status: 'loading' });
    ask()
      .then((result) => isCurrent && setAsked({ key, since, status: result.kind }))
      .catch(() => isCurrent && setAsked({ key, since, status: 'failed' }));
    return () => {
      isCurrent = false;
    };
  }, [key, isOnline, reloads]);

  const current = asked?.key === key ? asked : null;
  // The worker stored the page before it answered; 'done' waits until the live query shows it.
  const isFresh = current?.status === 'done' && row !== undefined && row.fetchedAt >= current.since;
  const status: CachedPageStatus = !isOnline
    ? 'offline'
    : current?.status === 'failed' || current?.status === 'offline'
      ? current.status
      : isFresh
        ? 'done'
        : 'loading';
  // The worker checked the page against the contract before storing it.
  return { page: (row?.value as PageCaches[K]['value'] | undefined) ?? null, status };
}
