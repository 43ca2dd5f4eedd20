import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { JOB_BOARD_PAGE_SIZE, type Job } from '../../../contract';
import type { VisitorBoardAnswer } from '../../../sync/jobs/jobs-detail';
import { db } from '../../db/db';
import { addDataSavedOnce } from '../../ui/data-saved';
import { useSavesData } from '../../ui/save-data';
import { useSearchMatches } from '../search/use-matches';
import { useIsLoggedIn } from '../session/queries';
import { useIsOnline } from '../sync/queries';
import { syncClient } from '../sync/sync-client';
import { filterJobs, isUnfiltered, type JobFilter, type JobPage } from './filter-jobs';

/** All local published jobs, newest first; `undefined` while IndexedDB is read. */
export function useAllJobs(): Job[] | undefined {
  return useLiveQuery(
    () =>
      db.jobs
        .orderBy('created_at')
        .reverse()
        .filter((job) => job.job_status === 'approved')
        .toArray(),
    [],
  );
}

/**
 * The board's first page unfiltered, read by index: the newest jobs and how many there are,
 * without reading every stored job (seconds at 100,000). Null for any other view.
 */
function useFirstPage(isFirstPage: boolean): JobPage | null | undefined {
  return useLiveQuery(async () => {
    if (!isFirstPage) return null;
    const [items, count] = await Promise.all([
      db.jobs
        .orderBy('created_at')
        .reverse()
        .filter((job) => job.job_status === 'approved')
        .limit(JOB_BOARD_PAGE_SIZE)
        .toArray(),
      db.jobs.count(),
    ]);
    return { items, count, page: 1, pageCount: Math.max(1, Math.ceil(count / JOB_BOARD_PAGE_SIZE)) };
  }, [isFirstPage]);
}

/** One page of the job board, filtered locally; undefined while IndexedDB or the search index answers. */
export function useJobBoard(filter: JobFilter): JobPage | undefined {
  const jobs = useAllJobs();
  const { search, job_type, job_location, career_stage, page } = filter;
  const matches = useSearchMatches('jobs', search ?? '');
  const isFirstPage = isUnfiltered(filter) && (page ?? 1) === 1;
  // While every stored job is read (for the filters and pages), the first page is on screen already.
  const firstPage = useFirstPage(isFirstPage && jobs === undefined);
  return useMemo(
    () =>
      jobs && matches !== undefined
        ? filterJobs(jobs, { job_type, job_location, career_stage, page }, matches)
        : (firstPage ?? undefined),
    [jobs, matches, job_type, job_location, career_stage, page, firstPage],
  );
}

export type VisitorBoardStatus = 'member' | 'loading' | VisitorBoardAnswer;

export interface VisitorBoard {
  status: VisitorBoardStatus;
  /**
   * The jobs on the device when the worker answered. The worker writes them before it answers,
   * but the page's lists may still show the table as it was for a moment: while they show
   * none of these, the board is still loading, not empty.
   */
  storedJobs: number;
  /** Data saver kept the board to the newest jobs: download the rest too. */
  downloadAll(): void;
}

/**
 * A visitor's board: without a session the worker downloads the published jobs into
 * db.jobs (a member's come from the sync); with data saver only the newest, and what the
 * rest would have cost counts as saved, once on this device. 'member' when signed in.
 */
export function useVisitorBoard(): VisitorBoard {
  const isLoggedIn = useIsLoggedIn();
  const isOnline = useIsOnline();
  const savesData = useSavesData();
  const [isWholeWanted, setWholeWanted] = useState(false);
  const [status, setStatus] = useState<VisitorBoardStatus>('loading');
  const [storedJobs, setStoredJobs] = useState(0);
  useEffect(() => {
    if (isLoggedIn !== false) return;
    if (!isOnline) {
      setStatus('offline');
      return;
    }
    let isCurrent = true;
    setStatus('loading');
    syncClient()
      .jobs.visitorBoard({ saveData: savesData && !isWholeWanted })
      .then(async (answer) => {
        const stored = await db.jobs.count();
        if (!isCurrent) return;
        if (typeof answer === 'object') addDataSavedOnce('visitor-board', answer.heldBytes);
        setStoredJobs(stored);
        setStatus(answer);
      })
      .catch(() => isCurrent && setStatus('failed'));
    return () => {
      isCurrent = false;
    };
  }, [isLoggedIn, isOnline, savesData, isWholeWanted]);
  // Until the session is read, neither a visitor's board nor a member's: loading.
  const shown = isLoggedIn === undefined ? 'loading' : isLoggedIn ? 'member' : status;
  return { status: shown, storedJobs: isLoggedIn === false ? storedJobs : 0, downloadAll: () => setWholeWanted(true) };
}

/**
 * Why the member's board here lacks older jobs (they are on the server): data saver held them
 * back at the first sync (`held`: how many of how many are here), or the storage budget
 * evicted them (`trimmed`); null when the board is whole.
 */
export type BoardGap = { kind: 'held'; stored: number; total: number; heldBytes: number } | { kind: 'trimmed' } | null;

export function useBoardGap(): BoardGap {
  return (
    useLiveQuery(async (): Promise<BoardGap> => {
      const [held, trimmed] = await db.meta.bulkGet(['jobsHeld', 'jobsTrimmed']);
      if (held) return { kind: 'held', ...(held.value as { stored: number; total: number; heldBytes: number }) };
      return trimmed?.value === true ? { kind: 'trimmed' } : null;
    }, []) ?? null
  );
}

/** The local published jobs of one organization (its Jobs tab), newest first. */
export function useGroupJobs(groupId: number): Job[] | undefined {
  return useLiveQuery(
    () =>
      db.jobs
        .where('[group.id+created_at]')
        .between([groupId, ''], [groupId, '\uffff'])
        .reverse()
        .filter((job) => job.job_status === 'approved')
        .toArray(),
    [groupId],
  );
}
