import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { Job } from '../../../contract';
import { db } from '../../db/db';
import { filterJobs, type JobFilter, type JobPage } from './filter-jobs';

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

/** One page of the job board, filtered locally. */
export function useJobBoard(filter: JobFilter): JobPage | undefined {
  const jobs = useAllJobs();
  const { search, job_type, job_location, page } = filter;
  return useMemo(
    () => (jobs ? filterJobs(jobs, { search, job_type, job_location, page }) : undefined),
    [jobs, search, job_type, job_location, page],
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
