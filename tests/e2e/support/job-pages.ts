/** Page models of /job/{slug} and the member's application: role and label locators only. */
import type { Locator, Page } from 'playwright-core';
import type { JobApplicant, JobDetail } from '../../../contract';
import { readOk } from './api';

export function jobPage(page: Page) {
  const main = page.getByRole('main');
  const applyDialog = page.getByRole('dialog', { name: /^Apply: / });
  return {
    heading: main.getByRole('heading', { level: 1 }),
    button(name: string): Locator {
      return main.getByRole('button', { name, exact: true });
    },
    /** The coloured label of the member's application (Applied, Accepted, Rejected). */
    statusLabel(label: string): Locator {
      return main.getByLabel(`Application status: ${label}`, { exact: true });
    },
    pendingMark: main.getByText('Pending', { exact: true }),
    publicWrapper: main.getByRole('region', { name: 'Apply to this job' }),
    tabs: page.getByRole('navigation', { name: 'Job sections' }),
    applyDialog,
    resumeInput: applyDialog.getByLabel('Resume (PDF)'),
    submit: applyDialog.getByRole('button', { name: 'Submit application' }),
  };
}

/** The job as `token`'s caller sees it on the server (no token: a visitor). */
export async function serverJob(port: number, token: string | undefined, slug: string): Promise<JobDetail> {
  return readOk<JobDetail>(port, token, `/api/v1/jobs/slug/${slug}/`, `job ${slug}`);
}

/** A job's applicants with one status, as its administrator reads them. */
export async function serverJobApplicants(
  port: number,
  adminToken: string,
  jobId: number,
  status: 'pending' | 'accepted' | 'rejected' | 'all',
): Promise<JobApplicant[]> {
  return (
    await readOk<{ data: JobApplicant[] }>(
      port,
      adminToken,
      `/api/v1/jobs/${jobId}/applications/?status=${status}&page_size=100`,
      `applicants of job ${jobId}`,
    )
  ).data;
}

/** The name_slug of `token`'s own profile. */
export async function ownNameSlug(port: number, token: string): Promise<string> {
  return (await readOk<{ name_slug: string }>(port, token, '/api/v1/profile/', 'profile')).name_slug;
}
