// One page of an administrator's list (group members or applicants, job applicants, recommended talent) fetched online, with a reload after an action.
import { useCallback, useEffect, useState } from 'react';
import type * as v from 'valibot';
import { paged } from '../../../contract';
import { callFor } from '../account/mutations';

export interface OnlinePage<T> {
  items: T[];
  count: number;
  status: 'loading' | 'done' | 'failed';
  /** Fetch the same path again (after an administrator's action). */
  reload(): void;
}

/** Fetches `path` (none while it is null, e.g. offline) and again after `reload()`. */
export function useOnlinePage<T>(path: string | null, item: v.GenericSchema<unknown, T>): OnlinePage<T> {
  const [state, setState] = useState<Omit<OnlinePage<T>, 'reload'>>({ items: [], count: 0, status: 'loading' });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item schema is a module constant; `version` asks again.
  useEffect(() => {
    if (path === null) return;
    let isCurrent = true;
    setState((current) => ({ ...current, status: 'loading' }));
    void callFor('GET', path, undefined, paged(item)).then((result) => {
      if (!isCurrent) return;
      if (result.ok) setState({ items: result.data.data as T[], count: result.data.pagination.count, status: 'done' });
      else setState({ items: [], count: 0, status: 'failed' });
    });
    return () => {
      isCurrent = false;
    };
  }, [path, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { ...state, reload };
}
