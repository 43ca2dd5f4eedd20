/**
 * A refresh the worker runs while online (on mount, again when back online or when `key`
 * changes): the rows land in Dexie, the screen reads them there; this says only how the last
 * refresh went, 'offline' while offline and 'failed' when the worker could not be asked.
 */
import { useEffect, useState } from 'react';
import { useIsOnline } from './queries';

export function useRefreshStatus<S extends string>(
  key: string,
  refresh: () => Promise<S>,
): S | 'loading' | 'offline' | 'failed' {
  const isOnline = useIsOnline();
  const [status, setStatus] = useState<S | 'loading' | 'offline' | 'failed'>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is a fresh closure each render; `key` names what it asks.
  useEffect(() => {
    if (!isOnline) {
      setStatus('offline');
      return;
    }
    let isCurrent = true;
    setStatus('loading');
    refresh()
      .then((result) => isCurrent && setStatus(result))
      .catch(() => isCurrent && setStatus('failed'));
    return () => {
      isCurrent = false;
    };
  }, [isOnline, key]);
  return status;
}
