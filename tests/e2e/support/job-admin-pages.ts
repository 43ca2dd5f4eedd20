/** Page models and API reads of the job-administration spec: role and label locators only. */
import type { Locator, Page } from 'playwright-core';
import type { JobApplicant, JobDetail, RecommendedTalent } from '../../../contract';
import { api, readOk } from './api';

const HOST = 'localhost';

/** The open dialog with this title. */
export function jobDialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** The Applicant tab's pieces. */
export function applicantsTab(page: Page) {
  const region = page.getByRole('region', { name: 'Applicants' });
  return {
    region,
    filter(name: 'Accepted' | 'Pending' | 'Rejected' | 'All'): Locator {
      return region.getByRole('tab', { name, exact: true });
    },
    applicant(name: string): Locator {
      return region.getByRole('list', { name: 'Applicant list' }).getByRole('listitem', { name, exact: true });
    },
    items: region.getByRole('list', { name: 'Applicant list' }).getByRole('listitem'),
  };
}

/** A job as this caller's token reads it, or the status when it cannot. */
export async function jobAs(port: number, token: string | undefined, slug: string): Promise<JobDetail | number> {
  const res = await api<JobDetail>(port, HOST, 'GET', `/api/v1/jobs/slug/${slug}/`, token ? { token } : {});
  return res.status === 200 ? res.body : res.status;
}

export async function jobOrThrow(port: number, token: string, slug: string): Promise<JobDetail> {
  const job = await jobAs(port, token, slug);
  if (typeof job === 'number') throw new Error(`job ${slug}: ${job}`);
  return job;
}

/** The titles of the published board as this caller reads it (search narrows it). */
export async function boardTitles(port: number, token: string, search: string): Promise<string[]> {
  const query = new URLSearchParams({ search, page_size: '50' });
  return (await readOk<{ data: { title: string }[] }>(port, token, `/api/v1/jobs/?${query}`, 'board')).data.map(
    (job) => job.title,
  );
}

export async function applicantsOf(
  port: number,
  token: string,
  jobId: number,
  status: 'accepted' | 'pending' | 'rejected' | 'all',
): Promise<JobApplicant[]> {
  return (
    await readOk<{ data: JobApplicant[] }>(
      port,
      token,
      `/api/v1/jobs/${jobId}/applications/?status=${status}&page_size=100`,
      `applicants of ${jobId}`,
    )
  ).data;
}

export async function recommendedFor(port: number, token: string, jobId: number): Promise<RecommendedTalent[]> {
  return (
    await readOk<{ data: RecommendedTalent[] }>(
      port,
      token,
      `/api/v1/jobs/recommended-applicants/?job_id=${jobId}&page_size=12`,
      `recommended for ${jobId}`,
    )
  ).data;
}
