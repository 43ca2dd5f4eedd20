/**
 * The search page through the real UI and the real server: a member reaches it from the top
 * bar, a typo finds the seeded job among results of several kinds, the same search answers
 * from the device with the network to the server cut, and online a person only the server knows is
 * merged in. A returning member, the service worker in control, reopens the page with the
 * server gone and the index saved on the device answers.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type JobDetail, MESSAGES, type Paged, type SearchItem } from '../../contract';
import { api, apiToken } from './support/api';
import { openPage, untilServiceWorkerControls, untilServiceWorkerReady, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage } from './support/content-pages';
import { pathOf, serverAndBrowser } from './support/env';
import { serverJob } from './support/job-pages';
import { storedKeys } from './support/stored';

const env = serverAndBrowser({ proxied: true });
const DAY_MS = 86_400_000;

function searchPage(page: Page) {
  const main = page.getByRole('main');
  return {
    /** The page's own heading: the page before it may have had a search box too. */
    heading: main.getByRole('heading', { level: 1, name: 'Search', exact: true }),
    field: main.getByRole('searchbox', { name: 'Search' }),
    /** The live region saying how the search went. */
    status: (text: string) => main.getByText(text, { exact: true }),
    headings: main.getByRole('heading', { level: 2 }),
    /** The results of one section, by its heading ('Jobs 2'). */
    section: (heading: string) => main.getByRole('list', { name: new RegExp(`^${heading} \\d+$`) }),
  };
}

/** A seeded person of the member's tenant this device has stored nothing of. */
async function personOnlyOnServer(page: Page, token: string): Promise<SearchItem> {
  const people = await api<Paged<SearchItem>>(
    env.server.port,
    'localhost',
    'GET',
    '/api/v1/search/?type=user&page_size=200',
    {
      token,
    },
  );
  const profiles = new Set(await storedKeys(page, 'profiles'));
  const directory = new Set(await storedKeys(page, 'directory'));
  const person = people.body.data.find(
    (item) => !profiles.has(item.slug) && !directory.has(`user:${item.id}`) && item.name.split(' ').length === 2,
  );
  if (!person) throw new Error('every seeded person is stored on the device');
  return person;
}

describe('search', () => {
  it('finds a typo across kinds, answers offline from the device, and merges the server people online', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    const { page, close } = await memberPage(env, '/jobs', 'member@example.org');
    try {
      await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/search');
      const search = searchPage(page);
      await search.heading.waitFor();
      await expect.poll(() => search.field.evaluate((field) => field === document.activeElement)).toBe(true);

      await search.field.fill('P');
      await search.status(MESSAGES.searchHint).waitFor();
      await search.field.fill('Proudct');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Proudct');
      const job = search.section('Jobs').getByRole('link', { name: 'Product Analyst', exact: true });
      await job.waitFor({ timeout: 15_000 });
      // Enter is harmless: the page and its results stay.
      await search.field.press('Enter');
      expect(pathOf(page)).toBe('/search?q=Proudct');
      await job.click();
      await page.waitForURL((url) => url.pathname === '/job/product-analyst');
      await page.getByRole('heading', { name: 'Product Analyst' }).first().waitFor();
      await page.goBack();
      await job.waitFor();
      expect(await search.field.inputValue()).toBe('Proudct');

      // Offline: the server out of reach, the device still answers, and says where from.
      await env.server.disconnect();
      await page.context().setOffline(true);
      await search.field.fill('zzzqqq');
      await search.status(MESSAGES.searchNoResults('zzzqqq')).waitFor();
      await search.status(MESSAGES.searchStoredOnDevice).waitFor();
      await search.field.fill('proudct');
      await job.waitFor();
      // A word found in several kinds: each has its section, in the page's order.
      await search.field.fill('analyst');
      await search.section('Reports').waitFor();
      const headings = await search.headings.allInnerTexts();
      expect(headings.length).toBeGreaterThanOrEqual(2);
      expect(headings[0]).toMatch(/^Jobs\s+\d+$/);

      // Online again: a person known only to the server is merged into People.
      await env.server.reconnect();
      await page.context().setOffline(false);
      const person = await personOnlyOnServer(page, token);
      await search.field.fill(person.name);
      const link = search.section('People').getByRole('link', { name: person.name, exact: true });
      await link.waitFor({ timeout: 15_000 });
      expect(await link.getAttribute('href')).toBe(`/profile/${person.slug}`);
      expect(await search.status(MESSAGES.searchStoredOnDevice).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('serves a visitor from the top bar at phone width, and keeps the text over a reload', async () => {
    const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await openPage(context, `${env.server.origin()}/jobs`);
      await page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first().waitFor({ timeout: 15_000 });
      await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
      const search = searchPage(page);
      await search.heading.waitFor();
      await search.field.fill('Product Analyst');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Product Analyst');
      const job = search.section('Jobs').getByRole('link', { name: 'Product Analyst', exact: true });
      await job.waitFor({ timeout: 15_000 });

      await page.reload();
      await job.waitFor({ timeout: 15_000 });
      expect(await search.field.inputValue()).toBe('Product Analyst');
      for (const width of [360, 768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const field = await search.field.boundingBox();
        expect(field && field.x + field.width).toBeLessThanOrEqual(width);
      }
    } finally {
      await context.close();
    }
  });

  it('answers again when a job that matches arrives while the search or the board is on screen', async () => {
    const { page, token, close } = await memberPage(env, '/search?q=Quasar', 'member@example.org', WITH_SERVICE_WORKER);
    try {
      const search = searchPage(page);
      await search.status(MESSAGES.searchNoResults('Quasar')).waitFor({ timeout: 15_000 });
      const adminToken = await apiToken(env.server.port, 'localhost', 'admin@example.org');
      const jobBody = {
        group: (await serverJob(env.server.port, token, 'product-analyst')).group.id,
        title: 'Quasar Cartographer',
        description: 'Maps the sky.',
        job_type: 'part_time',
        job_location: 'remote',
        application_open_date: new Date(Date.now() - DAY_MS).toISOString(),
        application_close_date: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        job_status: 'approved',
      };
      const created = await api<JobDetail>(env.server.port, 'localhost', 'POST', '/api/v1/jobs/', {
        token: adminToken,
        body: jobBody,
      });
      expect(created.status).toBe(201);
      // Coming back to the tab asks the server for what changed; the text is not typed again.
      const comeBack = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await comeBack();
      const job = search.section('Jobs').getByRole('link', { name: 'Quasar Cartographer', exact: true });
      await job.waitFor({ timeout: 15_000 });
      expect(await search.status(MESSAGES.searchResultCount(1)).count()).toBe(1);
      expect(await search.field.inputValue()).toBe('Quasar');

      // The job board's search through the same index, opened as a returning member (the service
      // worker serves the page): a second such job joins the filtered list.
      await untilServiceWorkerControls(page);
      await page.goto(`${env.server.origin()}/jobs?search=Quasar`);
      const board = page.getByRole('main').getByRole('list', { name: 'Jobs' });
      await board.getByRole('heading', { name: 'Quasar Cartographer', exact: true }).waitFor({ timeout: 15_000 });
      const second = await api<JobDetail>(env.server.port, 'localhost', 'POST', '/api/v1/jobs/', {
        token: adminToken,
        body: { ...jobBody, title: 'Quasar Surveyor' },
      });
      expect(second.status).toBe(201);
      await comeBack();
      await board.getByRole('heading', { name: 'Quasar Surveyor', exact: true }).waitFor({ timeout: 15_000 });
      expect(await board.getByRole('heading', { name: /^Quasar / }).count()).toBe(2);
    } finally {
      await close();
    }
  });

  it('reopens for a returning member with the server gone, answering from the index saved on the device', async () => {
    const { page, close } = await memberPage(env, '/search', 'member@example.org', WITH_SERVICE_WORKER);
    try {
      await untilServiceWorkerReady(page);
      await untilServiceWorkerControls(page);
      const search = searchPage(page);
      await search.field.fill('Proudct');
      const job = search.section('Jobs').getByRole('link', { name: 'Product Analyst', exact: true });
      // A typo is answered from the device's index, built once the first sync of this new
      // device has stored the member's lists: on a busy machine that can take more than 15 s.
      await job.waitFor({ timeout: 45_000 });
      await expect.poll(() => storedKeys(page, 'searchIndex'), { timeout: 20_000 }).toEqual(['index']);

      await env.server.disconnect();
      await page.context().setOffline(true);
      await page.reload();
      await search.status(MESSAGES.searchStoredOnDevice).waitFor();
      await job.waitFor({ timeout: 15_000 });
      await search.field.fill('analyts');
      await job.waitFor();
    } finally {
      await close();
      await env.server.reconnect();
    }
  });
});
