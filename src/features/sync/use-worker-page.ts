/**
 * One page asked of the worker while online (again when `reloads` changes): the answer counts
 * only for the key it was asked for, so a late answer for an older page never shows.
 */
import { useEffect, useState } from 'react';
import { useIsOnline } from './queries';

export type WorkerPageStatus = 'loading' | 'done' | 'offline' | 'failed';
type Answer = { kind: 'done' } | { kind: 'offline' } | { kind: 'failed'; message: string };
type Done<R> = Extract<R, { kind: 'done' }>;

const isDone = <R extends Answer>(result: R): result is Done<R> => result.kind === 'done';

/** `page` is the worker's 'done' answer for `key` (null until then); `ask` fetches it (a fresh closure each render). */
export function useWorkerPage<R extends Answer>(
  key: string,
  ask: () => Promise<R>,
  reloads = 0,
): { page: Done<R> | null; status: WorkerPageStatus } {
  const isOnline = useIsOnline();
  const [server, setServer] = useState<{ forKey: string; page: Done<R> } | null>(null);
  const [status, setStatus] = useState<WorkerPageStatus>('loading');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` is a fresh closure each render; `key` names what it asks, `reloads` asks again.
  useEffect(() => {
    if (!isOnline) {
      setStatus('offline');
      return;
    }
    let isCurrent = true;
    setStatus('loading');
    ask()
      .then((result) => {
        if (!isCurrent) return;
        if (isDone(result)) {
          setServer({ forKey: key, page: result });
          setStatus('done');
        } else setStatus(result.kind);
      })
      .catch(() => isCurrent && setStatus('failed'));
    return () => {
      isCurrent = false;
    };
  }, [key, isOnline, reloads]);

  return { page: status === 'done' && server?.forKey === key ? server.page : null, status };
}
