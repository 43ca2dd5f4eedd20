/**
 * The job page and applying through the real UI and the real server: a member
 * without a resume applies offline (the resume PDF and the answers kept on the device),
 * the application syncs when the server is back, the administrator accepts it in the
 * Applicant tab and the member sees Accepted live; a visitor's public wrapper and the
 * not-found text; an expired job without Apply; withdrawing a pending application; the
 * server's reason when a job closed before an offline application reached it.
 */
import type { Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GROUP_MESSAGES,
  JOB_LOCATION_LABELS,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
  type Job,
  type JobDetail,
  MESSAGES,
  type Paged,
  PROFILE_MESSAGES,
} from '../../contract';
import { api, apiToken } from './support/api';
import { openPage, untilServiceWorkerControls, untilServiceWorkerReady, WITH_SERVICE_WORKER } from './support/browser';
import { completeMissingInfo } from './support/connect-pages';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { makePdf } from './support/group-pages';
import { jobPage, ownNameSlug, serverJob, serverJobApplicants } from './support/job-pages';
import { signedInPage } from './support/pages';
import { makePng } from './support/profile-pages';
import { storedKeys } from './support/stored';

const env = serverAndBrowser({ proxied: true });
// A test that failed offline leaves the network to the next one.
afterEach(() => env.server.reconnect());

/**
 * Apply is enabled once the member's profile is on the device (it says whether a resume must
 * be uploaded). The first sync after signing in brings it: a test that then goes offline waits
 * for it first.
 */
async function untilProfileOnDevice(job: ReturnType<typeof jobPage>): Promise<void> {
  await expect.poll(() => job.button('Apply').isEnabled()).toBe(true);
}
const SLUG = 'product-analyst';
const DAY_MS = 86_400_000;

describe('applying to a job', () => {
  it('says why Apply waits while the profile has not reached the device, and enables it once it has', async () => {
    // First in the file: member@ has not applied to the job yet.
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(env.server.port, token);
    const context = await env.browser.newContext();
    // The first sync's request for the member's own profile is held (not failed: a failed
    // request would take the app offline, and the job would not load either).
    const ownProfile = '**/api/v1/profile/';
    const held: Route[] = [];
    await context.route(ownProfile, (route) => {
      held.push(route);
    });
    const page = await signedInPage(context, env.server.origin(), 'member@example.org', `/job/${SLUG}`);
    const job = jobPage(page);
    await job.heading.filter({ hasText: 'Product Analyst' }).waitFor();
    const waiting = page.getByText(JOB_MESSAGES.applyAfterProfile, { exact: true });
    await waiting.waitFor();
    expect(await job.button('Apply').isDisabled()).toBe(true);
    expect(await job.button('Apply').getAttribute('aria-describedby')).toBe(await waiting.getAttribute('id'));

    expect(held.length).toBeGreaterThan(0);
    for (const route of held) await route.continue();
    await context.unroute(ownProfile);
    await untilProfileOnDevice(job);
    await waiting.waitFor({ state: 'detached' });
    await context.close();
  });

  it('applies offline with a new resume and answers, syncs, and sees the acceptance live', async () => {
    const port = env.server.port;
    const memberToken = await apiToken(port, 'localhost', 'member@example.org');
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const { page, close } = await memberPage(env, `/job/${SLUG}`, 'member@example.org', WITH_SERVICE_WORKER);
    const job = jobPage(page);
    await job.heading.filter({ hasText: 'Product Analyst' }).waitFor();
    await job.button('Apply').waitFor();
    expect(await job.tabs.count()).toBe(0);
    await untilServiceWorkerControls(page);
    await untilProfileOnDevice(job);

    await env.server.disconnect();
    await page.context().setOffline(true);
    await job.button('Apply').click();
    const dialog = job.applyDialog;
    await dialog.getByText(JOB_MESSAGES.uploadResume).first().waitFor();

    // Bad input first: no resume, unanswered required questions, then a resume that is not a PDF.
    await job.submit.click();
    expect(await dialog.getByText(GROUP_MESSAGES.answerRequired, { exact: true }).count()).toBe(2);
    expect(await dialog.getByText(JOB_MESSAGES.uploadResume, { exact: true }).count()).toBe(2);
    await job.resumeInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng() });
    await dialog.getByText(PROFILE_MESSAGES.resumeNotPdf).waitFor();
    await job.submit.click();
    expect(await dialog.isVisible()).toBe(true);

    await job.resumeInput.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await dialog.getByText(JOB_MESSAGES.resumeUploaded).waitFor();
    await dialog.getByLabel('Why this role?', { exact: false }).fill('I like turning questions into numbers.');
    await dialog.getByRole('radio', { name: '2-4' }).check();
    await job.submit.click();
    await dialog.waitFor({ state: 'detached' });
    await job.statusLabel('Applied').waitFor();
    await job.pendingMark.first().waitFor();
    expect(await job.button('Apply').count()).toBe(0);

    await env.server.reconnect();
    await page.context().setOffline(false);
    await expect
      .poll(async () => (await serverJob(port, memberToken, SLUG)).status, { timeout: 30_000 })
      .toBe('pending');
    await expect.poll(() => job.pendingMark.count(), { timeout: 30_000 }).toBe(0);

    // Stored once, with the answers and the freshly uploaded resume.
    const jobId = (await serverJob(port, memberToken, SLUG)).id;
    const nameSlug = await ownNameSlug(port, memberToken);
    const mine = (await serverJobApplicants(port, adminToken, jobId, 'all')).filter(
      (applicant) => applicant.name_slug === nameSlug,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe('pending');
    expect(mine[0]?.resume_url).toBeTruthy();
    expect(mine[0]?.answers.map((answer) => answer.value).sort()).toEqual([
      '2-4',
      'I like turning questions into numbers.',
    ]);

    // The administrator, in another browser context, accepts it in the Applicant tab.
    const admin = await memberPage(env, `/job/${SLUG}`, 'admin@example.org');
    const adminJob = jobPage(admin.page);
    await adminJob.tabs.getByRole('link', { name: 'Applicant', exact: true }).click();
    await admin.page.getByRole('tab', { name: /^Pending/ }).click();
    await admin.page.getByRole('button', { name: `Accept ${mine[0]?.name}`, exact: true }).click();
    await expect
      .poll(async () => (await serverJob(port, memberToken, SLUG)).status, { timeout: 30_000 })
      .toBe('accepted');

    // The administrator sees the tabs, and the draft with its badge.
    await admin.page.goto(`${env.server.origin()}/job/data-platform-engineer-draft`);
    await adminJob.heading.filter({ hasText: 'Data Platform Engineer (Draft)' }).waitFor();
    await admin.page.getByRole('main').getByText(JOB_MESSAGES.draft, { exact: true }).waitFor();
    await adminJob.tabs.getByRole('link', { name: 'Recommendations', exact: true }).waitFor();
    expect(await adminJob.button('Apply').count()).toBe(0);
    await admin.close();

    // The member's page changes without a reload.
    await job.statusLabel('Accepted').waitFor({ timeout: 30_000 });
    expect(await job.button('Unapply').count()).toBe(0);
    await close();
  });

  it('shows an expired job without Apply, and withdraws a pending application', async () => {
    const port = env.server.port;
    const studentToken = await apiToken(port, 'localhost', 'student@example.org');
    const { page, close } = await memberPage(env, '/job/junior-analyst-closed', 'student@example.org');
    const job = jobPage(page);
    await job.heading.filter({ hasText: 'Junior Analyst (Closed)' }).waitFor();
    await page.getByRole('main').getByText(JOB_MESSAGES.expired, { exact: true }).waitFor();
    expect(await job.button('Apply').count()).toBe(0);

    // student@ has a profile resume: no upload is asked.
    await page.goto(`${env.server.origin()}/job/${SLUG}`);
    await job.heading.filter({ hasText: 'Product Analyst' }).waitFor();
    await job.button('Apply').click();
    const dialog = job.applyDialog;
    await dialog.getByLabel('Why this role?', { exact: false }).waitFor();
    expect(await job.resumeInput.count()).toBe(0);
    await dialog.getByLabel('Why this role?', { exact: false }).fill('Product questions keep me curious.');
    await dialog.getByRole('radio', { name: '0-1' }).check();
    await job.submit.click();
    await dialog.waitFor({ state: 'detached' });
    await job.statusLabel('Applied').waitFor();
    await expect
      .poll(async () => (await serverJob(port, studentToken, SLUG)).status, { timeout: 30_000 })
      .toBe('pending');

    // Unapply asks first; then Apply is offered again and the server forgets the application.
    await job.button('Unapply').click();
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw your application to Product Analyst?' });
    await confirm.getByRole('button', { name: 'Unapply', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await job.button('Apply').waitFor();
    await expect.poll(async () => (await serverJob(port, studentToken, SLUG)).status, { timeout: 30_000 }).toBe(null);
    await close();
  });

  it("shows the server's reason when a job closed before an offline application reached it", async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const studentToken = await apiToken(port, 'localhost', 'student@example.org');
    const groupId = (await serverJob(port, adminToken, SLUG)).group.id;
    const created = await api<JobDetail>(port, 'localhost', 'POST', '/api/v1/jobs/', {
      token: adminToken,
      body: {
        group: groupId,
        title: 'Field Researcher',
        description: 'Interviews across the region.',
        job_type: 'part_time',
        job_location: 'remote',
        application_open_date: new Date(Date.now() - 2 * DAY_MS).toISOString(),
        application_close_date: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        job_status: 'approved',
      },
    });
    expect(created.status).toBe(201);
    const { page, close } = await memberPage(
      env,
      `/job/${created.body.slug}`,
      'student@example.org',
      WITH_SERVICE_WORKER,
    );
    const job = jobPage(page);
    await job.heading.filter({ hasText: 'Field Researcher' }).waitFor();
    await job.button('Apply').waitFor();
    await untilServiceWorkerControls(page);
    await untilProfileOnDevice(job);

    await env.server.disconnect();
    await page.context().setOffline(true);
    await job.button('Apply').click();
    await job.submit.click();
    await job.applyDialog.waitFor({ state: 'detached' });
    await job.statusLabel('Applied').waitFor();

    // The job closes meanwhile; back online, the refusal is shown in the server's words.
    await env.server.reconnect();
    const closed = await api(port, 'localhost', 'PATCH', `/api/v1/jobs/${created.body.id}/`, {
      token: adminToken,
      body: { application_close_date: new Date(Date.now() - DAY_MS).toISOString() },
    });
    expect(closed.status).toBe(200);
    await page.context().setOffline(false);
    await page.getByRole('main').getByRole('alert').filter({ hasText: JOB_MESSAGES.closed }).first().waitFor({
      timeout: 30_000,
    });
    expect((await serverJob(port, studentToken, created.body.slug)).status).toBe(null);
    await close();
  });
});

describe('the visitor', () => {
  it('sees the job with the public wrapper, and the not-found text for a missing or draft job', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/job/${SLUG}`);
    const job = jobPage(page);
    await job.heading.filter({ hasText: 'Product Analyst' }).waitFor();
    await page.getByRole('main').getByText('Turn product data into decisions', { exact: false }).waitFor();
    await job.publicWrapper.waitFor();
    const login = job.publicWrapper.getByRole('link', { name: 'Login', exact: true });
    const signup = job.publicWrapper.getByRole('link', { name: 'Signup', exact: true });
    expect(new URL((await login.getAttribute('href')) ?? '', 'http://x').searchParams.get('next')).toBe(`/job/${SLUG}`);
    expect(new URL((await signup.getAttribute('href')) ?? '', 'http://x').searchParams.get('next')).toBe(
      `/job/${SLUG}`,
    );
    expect(await job.button('Apply').count()).toBe(0);
    expect(await job.tabs.count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Northwind Analytics' }).waitFor();

    await page.goto(`${env.server.origin()}/job/no-such-job`);
    await page.getByText(MESSAGES.jobNotFound).waitFor();
    await page.goto(`${env.server.origin()}/job/data-platform-engineer-draft`);
    await page.getByText(MESSAGES.jobNotFound).waitFor();

    await context.close();
  });
});

describe('the job board filters, the visitors footer and the organization Jobs tab', () => {
  it('pulls only the changes for a returning visitor, and filters by career stage after search and job type', async () => {
    const port = env.server.port;
    const jobCount = async (query: string) =>
      (await api<Paged<Job>>(port, 'localhost', 'GET', `/api/v1/jobs/?page_size=1${query}`)).body.pagination.count;
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    const page = await openPage(context, `${env.server.origin()}/jobs`);
    await untilServiceWorkerReady(page);
    await untilServiceWorkerControls(page);
    // The first visit downloaded the board whole and recorded where the public job feed stood.
    await expect.poll(async () => (await storedKeys(page, 'meta')).includes('visitorBoardCursor')).toBe(true);
    // A job renamed since: the returning visit asks only for the changes after that point.
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const [newest] = (await api<Paged<Job>>(port, 'localhost', 'GET', '/api/v1/jobs/?page_size=1')).body.data;
    const renamed = `${newest?.title} (renamed)`;
    const patched = await api(port, 'localhost', 'PATCH', `/api/v1/jobs/${newest?.id}/`, {
      token: adminToken,
      body: { title: renamed },
    });
    expect(patched.status).toBe(200);
    const asked: URL[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url);
    });
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { name: renamed, exact: true }).waitFor();
    expect(asked.filter((url) => url.pathname === '/api/v1/jobs/')).toEqual([]);
    expect(asked.some((url) => url.pathname === '/api/v1/sync/jobs/' && url.searchParams.has('cursor'))).toBe(true);
    const filters = page.getByRole('main').locator('search');
    const stage = filters.getByLabel('Career stage');
    await stage.locator('option').nth(1).waitFor({ state: 'attached' });
    const order = await filters
      .locator('input, select')
      .evaluateAll((controls) => controls.map((control) => control.getAttribute('aria-label')));
    expect(order.slice(0, 3)).toEqual(['Search jobs', 'Job type', 'Career stage']);

    // A stage that some jobs list and others do not, by the server's own career_stage filter.
    const total = await jobCount('');
    const values = await stage
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== 'all'),
      );
    let chosen: { value: string; count: number } | null = null;
    for (const value of values) {
      const count = await jobCount(`&career_stage=${value}`);
      if (count > 0 && count < total) {
        chosen = { value, count };
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const { value, count } = chosen ?? { value: '', count: 0 };
    await page.getByText(`${total} jobs`, { exact: true }).waitFor();
    await stage.selectOption(value);
    await page.getByText(`${count} ${count === 1 ? 'job' : 'jobs'}`, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('career_stage')).toBe(value);
    await context.close();
  });

  it('finds a job through typos, the best match first, and still with the server out of reach', async () => {
    const total = (await api<Paged<Job>>(env.server.port, 'localhost', 'GET', '/api/v1/jobs/?page_size=1')).body
      .pagination.count;
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/jobs`);
    await page.getByText(`${total} jobs`, { exact: true }).waitFor();
    const search = page.getByRole('main').locator('search').getByLabel('Search jobs');
    const firstJob = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first();

    await search.fill('Proudct analyst');
    await expect.poll(() => firstJob.textContent()).toContain('Product Analyst');

    await context.route('**/*', (route) => route.abort());
    await context.setOffline(true);
    await search.fill('analyts prodcut');
    await expect.poll(() => firstJob.textContent()).toContain('Product Analyst');
    await search.fill('zzqx');
    await page.getByText(MESSAGES.noJobsFound, { exact: true }).waitFor();
    await context.close();
  });

  it("gives visitors on the main domain the visitors' footer, and not on a tenant's own domain", async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/jobs`);
    const footer = page.getByRole('contentinfo');
    const explore = footer.getByRole('navigation', { name: 'Explore' });
    await explore.getByRole('link', { name: 'Job Board' }).waitFor();
    await explore.getByRole('link', { name: 'Circles' }).waitFor();
    const signUp = footer.getByRole('link', { name: 'Sign up', exact: true });
    expect(new URL((await signUp.getAttribute('href')) ?? '', 'http://x').searchParams.get('next')).toBe('/jobs');
    await footer.getByRole('link', { name: 'Terms and Conditions' }).waitFor();

    await page.goto(`http://campus.localhost:${env.server.port}/jobs`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('navigation', { name: 'Explore' }).count()).toBe(0);
    await context.close();
  });

  it('shows a first-time visitor "Loading jobs…" and then the jobs, never "No jobs found." between', async () => {
    // The worker answers once the jobs are stored; the page's list may take a moment longer to
    // show them. Seen once in about ten visits before the board waited for its list: three
    // visits here, each recording every state the board's text went through.
    for (let visit = 0; visit < 3; visit += 1) {
      const context = await env.browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((empty) => {
        const states: string[] = [];
        Object.assign(window, { boardStates: states });
        new MutationObserver(() => {
          const text = document.querySelector('main')?.textContent ?? '';
          const state = text.includes(empty) ? 'empty' : text.includes('Loading jobs') ? 'loading' : 'other';
          if (states.at(-1) !== state) states.push(state);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, MESSAGES.noJobsFound);
      await page.goto(`${env.server.origin()}/jobs`);
      await page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first().waitFor();
      const states = await page.evaluate(() => (window as unknown as { boardStates: string[] }).boardStates);
      expect(states).toContain('loading');
      expect(states).not.toContain('empty');
      await context.close();
    }
  });

  it('shows the job type and work mode labels on the organization Jobs tab', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', 'member@example.org');
    const res = await api<Paged<Job>>(port, 'localhost', 'GET', '/api/v1/jobs/?page_size=500', { token });
    // The organization with the most jobs, as the Jobs tab paging spec picks it.
    const byOrg = new Map<string, number>();
    for (const job of res.body.data) byOrg.set(job.group.name_slug, (byOrg.get(job.group.name_slug) ?? 0) + 1);
    const [orgSlug] = [...byOrg].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const { page, close } = await memberPage(env, `/org/${orgSlug}/jobs`, 'member@example.org');
    const items = page.getByRole('main').getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem');
    await items.first().waitFor();
    const types = Object.values(JOB_TYPE_LABELS).join('|');
    const modes = Object.values(JOB_LOCATION_LABELS).join('|');
    const lines = await items.locator('p').allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(new RegExp(`^(${types}) · (${modes})$`));
    await close();
  });
});
