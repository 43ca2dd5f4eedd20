/**
 * Page models of /careergps-reports and /careergps-report/{slug}: role and label
 * locators only, and the server's side of reports read with a member's token.
 */
import type { Page } from 'playwright-core';
import type { AgentReport, AgentReportSummary, Paged } from '../../../contract';
import { readOk } from './api';

export function reportsPage(page: Page) {
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Reports', exact: true });
  return {
    heading: main.getByRole('heading', { name: 'Your reports', exact: true }),
    list,
    rows: list.getByRole('listitem'),
    link: (title: string) => list.getByRole('link', { name: title, exact: true }),
    tryCareerGps: main.getByRole('link', { name: 'Try CareerGPS', exact: true }),
  };
}

export function reportPage(page: Page) {
  const main = page.getByRole('main');
  const feedback = main.getByRole('region', { name: 'Your feedback', exact: true });
  return {
    main,
    title: (title: string) => main.getByRole('heading', { level: 1, name: title, exact: true }),
    heading: (name: string) => main.getByRole('heading', { name, exact: true }),
    link: (name: string) => main.getByRole('link', { name, exact: true }),
    download: main.getByRole('button', { name: 'Download PDF', exact: true }),
    share: main.getByRole('button', { name: 'Share', exact: true }),
    tryCareerGps: main.getByRole('link', { name: 'Try CareerGPS', exact: true }),
    skillsYouHave: main.getByRole('list', { name: 'Skills you have' }),
    feedback,
    star: (label: string) => feedback.getByRole('radio', { name: label, exact: true }),
    comment: feedback.getByRole('textbox', { name: 'Comment' }),
    send: feedback.getByRole('button', { name: 'Send', exact: true }),
    change: feedback.getByRole('button', { name: 'Change feedback', exact: true }),
    pending: feedback.getByText('Pending', { exact: true }),
  };
}

// ---- the server's side (what it stored) ----

export async function serverReports(port: number, token: string): Promise<Paged<AgentReportSummary>> {
  return readOk<Paged<AgentReportSummary>>(port, token, '/api/v1/agent-reports/?page=1', 'reports');
}

export async function serverReport(port: number, slug: string, token?: string): Promise<AgentReport> {
  return readOk<AgentReport>(port, token, `/api/v1/agent-reports/slug/${encodeURIComponent(slug)}/`, `report ${slug}`);
}

/** The skill names on the member's own profile. */
export async function profileSkills(port: number, token: string): Promise<string[]> {
  return (
    await readOk<{ skills_detailed: { name: string }[] }>(port, token, '/api/v1/profile/', 'profile')
  ).skills_detailed.map((skill) => skill.name);
}
