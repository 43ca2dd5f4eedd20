import { JOB_BOARD_PAGE_SIZE, type Job } from '../../../contract';
import { rankByMatches, type SearchMatches } from '../../../sync/search/matches';

export interface JobFilter {
  search?: string | undefined;
  job_type?: Job['job_type'] | undefined;
  job_location?: Job['job_location'] | undefined;
  /** A career stage id: jobs that list it (the server's career_stage query). */
  career_stage?: number | undefined;
  page?: number | undefined;
}

export interface JobPage {
  items: Job[];
  count: number;
  page: number;
  pageCount: number;
}

/** Whether the board shows every stored job (no search and no filter; any page). */
export function isUnfiltered({ search, job_type, job_location, career_stage }: JobFilter): boolean {
  return !search && !job_type && !job_location && career_stage === undefined;
}

/**
 * The job board's filter over the local list, newest first; with a search, the jobs the
 * device's search index matched (`matches`, null: no search), best first.
 */
export function filterJobs(
  jobs: readonly Job[],
  filter: Omit<JobFilter, 'search'>,
  matches: SearchMatches | null = null,
  pageSize = JOB_BOARD_PAGE_SIZE,
): JobPage {
  const kept = jobs.filter(
    (job) =>
      (!filter.job_type || job.job_type === filter.job_type) &&
      (!filter.job_location || job.job_location === filter.job_location) &&
      (filter.career_stage === undefined || job.career_stages.includes(filter.career_stage)),
  );
  const matching = matches ? rankByMatches(kept, (job) => String(job.id), matches) : kept;
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const start = (page - 1) * pageSize;
  return { items: matching.slice(start, start + pageSize), count: matching.length, page, pageCount };
}
