import { JOB_BOARD_PAGE_SIZE, type Job, SEARCH_MIN_CHARS } from '../../../contract';

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

/**
 * The job board's filter over the local list, newest first. Pure and allocation-light
 * because it runs on every keystroke over up to tens of thousands of jobs.
 */
export function filterJobs(jobs: readonly Job[], filter: JobFilter, pageSize = JOB_BOARD_PAGE_SIZE): JobPage {
  const needle = (filter.search ?? '').trim().toLowerCase();
  const hasNeedle = needle.length >= SEARCH_MIN_CHARS;
  const matches = jobs.filter(
    (job) =>
      (!filter.job_type || job.job_type === filter.job_type) &&
      (!filter.job_location || job.job_location === filter.job_location) &&
      (filter.career_stage === undefined || job.career_stages.includes(filter.career_stage)) &&
      (!hasNeedle ||
        job.title.toLowerCase().includes(needle) ||
        job.group.name.toLowerCase().includes(needle) ||
        job.description.toLowerCase().includes(needle)),
  );
  const pageCount = Math.max(1, Math.ceil(matches.length / pageSize));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const start = (page - 1) * pageSize;
  return { items: matches.slice(start, start + pageSize), count: matches.length, page, pageCount };
}
