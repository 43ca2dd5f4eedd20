/**
 * What this device stores, as the sync worker measures it, and its Clear action. The report
 * is asked for, not live: measuring reads a sample of every table, too much to redo on each
 * write, so it is taken when the view opens and replaced by the answer to each Clear.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StorageReport } from '../../../sync/storage/storage-budget';
import type { FileKind, StorageKind } from '../../../sync/storage/storage-kinds';
import { syncClient } from '../sync/sync-client';

export type ClearTarget = StorageKind | FileKind | 'all';

export type StorageReportState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; report: StorageReport };

/** How the last Clear went: the bytes it freed, or that it failed. */
export type ClearOutcome = { kind: 'cleared'; bytes: number } | { kind: 'failed' };

export function useStorageReport() {
  const [state, setState] = useState<StorageReportState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [clearing, setClearing] = useState<ClearTarget | null>(null);
  const [outcome, setOutcome] = useState<ClearOutcome | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: Retry measures again by counting an attempt.
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    syncClient()
      .storage.report()
      .then((report) => isCurrent && setState({ status: 'ready', report }))
      .catch(() => isCurrent && setState({ status: 'failed' }));
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const before = state.status === 'ready' ? state.report.totalBytes : null;
  const clear = useCallback(
    async (target: ClearTarget) => {
      setClearing(target);
      setOutcome(null);
      try {
        const after = await syncClient().storage.clear(target);
        setState({ status: 'ready', report: after });
        setOutcome({ kind: 'cleared', bytes: Math.max((before ?? after.totalBytes) - after.totalBytes, 0) });
      } catch {
        setOutcome({ kind: 'failed' });
      } finally {
        setClearing(null);
      }
    },
    [before],
  );

  return { state, retry, clear, clearing, outcome };
}
