/**
 * An online-only read a screen shows (an admin list, a picker, an invitation): read from
 * db.onlineCache through a live query, and asked of the worker while online (again when the
 * arguments change or after `reload()`), which stores the answer there. Offline, the last
 * answer stays on screen with the time it was fetched.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { CachedCallName, OnlineCalls } from '../../../sync/core/online/calls';
import { type AnswerOf, type ArgsOf, type FormErrors, onlineCacheKey } from '../../../sync/core/online/define';
import { db } from '../../db/db';
import { callOnline } from './online';
import { useIsOnline } from './queries';

/** loading: asked, no fresh answer stored yet; done: the stored answer is this visit's; failed: see `errors`. */
export type OnlineReadStatus = 'idle' | 'loading' | 'done' | 'offline' | 'failed';

export interface OnlineRead<T> {
  /** The stored answer for these arguments (possibly from an earlier visit), if any. */
  data: T | undefined;
  /** When `data` was fetched (epoch ms). */
  fetchedAt: number | null;
  status: OnlineReadStatus;
  /** The server's words when the read failed. */
  errors: FormErrors;
  /** Ask again (after an administrator's action changed the list). */
  reload(): void;
}

type Asked = { key: string; since: number; status: 'loading' | 'done' | 'failed'; errors: FormErrors };

/** `args` null: nothing to read yet (e.g. no organization chosen). */
export function useOnlineRead<K extends CachedCallName>(
  name: K,
  args: ArgsOf<OnlineCalls[K]> | null,
): OnlineRead<AnswerOf<OnlineCalls[K]>> {
  const isOnline = useIsOnline();
  const key = args === null ? null : onlineCacheKey(name, args);
  const row = useLiveQuery(() => (key === null ? undefined : db.onlineCache.get(key)), [key]);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `name` and `args`; `reloads` asks again.
  useEffect(() => {
    if (key === null || args === null || !isOnline) return;
    let isCurrent = true;
    const since = Date.now();
    setAsked({ key, since, status: 'loading', errors: {} });
    void callOnline(name, args).then((result) => {
      if (!isCurrent) return;
      setAsked({ key, since, status: result.ok ? 'done' : 'failed', errors: result.ok ? {} : result.errors });
    });
    return () => {
      isCurrent = false;
    };
  }, [key, isOnline, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const current = asked?.key === key ? asked : null;
  // The worker stored the answer before it replied; "done" waits until the live query shows it.
  const isFresh = current !== null && row !== undefined && row.fetchedAt >= current.since;
  const status: OnlineReadStatus =
    key === null
      ? 'idle'
      : !isOnline
        ? 'offline'
        : current?.status === 'failed'
          ? 'failed'
          : isFresh
            ? 'done'
            : 'loading';
  return {
    // The worker checked the value against the call's answer schema before storing it.
    data: row?.value as AnswerOf<OnlineCalls[K]> | undefined,
    fetchedAt: row?.fetchedAt ?? null,
    status,
    errors: current?.errors ?? {},
    reload,
  };
}
