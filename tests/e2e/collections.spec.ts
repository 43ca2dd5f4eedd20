/**
 * /favorites and /my through the real UI and the real server: bookmarks show in
 * their dashboard sections and View More opens the table; unknown sections are not found;
 * a use case the member submitted shows on /my as Pending; offline (network to the server cut, context
 * offline) /favorites still shows what is stored; a resource saved for offline shows in the
 * Saved for offline panel with its size and can be removed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  pathOf as apiPath,
  CONTENT_ENDPOINTS,
  GROUP_JOBS_PAGE_SIZE,
  type Job,
  MESSAGES,
  type Paged,
} from '../../contract';
import { api, apiToken } from './support/api';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import {
  bookmark,
  collectionDashboard,
  collectionTable,
  itemBySlug,
  serverCollections,
  submitUseCase,
} from './support/collection-pages';
import { memberPage } from './support/content-pages';
import { pathOf, serverAndBrowser } from './support/env';

const env = serverAndBrowser({ proxied: true });
const MEMBER = 'member@example.org';
const USE_CASE_SLUG = 'resume-screening-assistant';
const RESOURCE_SLUG = 'career-planning-guide';
const BOARD_OFFLINE_NOTE = 'Results may be incomplete until you are back online';

/** The uploaded files kept in the service worker's saved-files cache. */
function savedUploads(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('saved-files');
    return (await cache.keys()).map((request) => request.url).filter((url) => url.includes('/media/uploads/'));
  });
}

describe('collections', () => {
  it('shows bookmarks on /favorites, opens a section table, refuses unknown sections and reads offline', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', MEMBER);
    const useCase = await itemBySlug(port, token, apiPath(CONTENT_ENDPOINTS.usecase.bySlug, { slug: USE_CASE_SLUG }));
    const resource = await itemBySlug(port, token, apiPath(CONTENT_ENDPOINTS.resource.bySlug, { slug: RESOURCE_SLUG }));
    await bookmark(port, token, 'usecase', useCase.id);
    await bookmark(port, token, 'resource', resource.id);
    const stored = await serverCollections(port, token, 'my-favourites');
    expect(stored.usecases?.items.map((item) => item.id)).toContain(useCase.id);
    expect(stored.resources?.items.map((item) => item.id)).toContain(resource.id);

    const { page, close } = await memberPage(env, '/favorites', MEMBER, WITH_SERVICE_WORKER);
    const favorites = collectionDashboard(page);
    await favorites.heading.filter({ hasText: 'Favorites' }).waitFor();
    await favorites.item('Use Cases', useCase.title).waitFor();
    await favorites.item('Resources', resource.title).waitFor();
    for (const label of ['Use Cases', 'Circles', 'Events', 'Resources', 'AI Tools']) {
      await favorites.section(label).waitFor();
    }
    expect(await favorites.section('Use Cases').getByRole('listitem').count()).toBeLessThanOrEqual(3);

    await favorites.viewMore('Use Cases').click();
    await page.waitForURL((url) => url.pathname === '/favorites/usecases');
    const table = collectionTable(page, 'Use Cases');
    await table.row(useCase.title).waitFor();
    expect(await table.bodyRows.count()).toBeLessThanOrEqual(10);

    // Bad addresses: a page that is not a number falls back to the first; unknown sections are not found.
    await page.goto(`${env.server.origin()}/favorites/usecases?page=abc`);
    await table.row(useCase.title).waitFor();
    await page.goto(`${env.server.origin()}/favorites/nonsense`);
    await page.getByRole('heading', { name: MESSAGES.notFoundTitle }).waitFor();
    await page.goto(`${env.server.origin()}/my/events`);
    await page.getByRole('heading', { name: MESSAGES.notFoundTitle }).waitFor();

    // Offline: the dashboard renders from what is stored, with the offline note.
    await page.goto(`${env.server.origin()}/favorites`);
    await favorites.item('Use Cases', useCase.title).waitFor();
    await untilServiceWorkerControls(page);
    await env.server.disconnect();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await favorites.heading.filter({ hasText: 'Favorites' }).waitFor();
      await favorites.offlineNote.waitFor();
      await favorites.item('Use Cases', useCase.title).waitFor();
      await favorites.item('Resources', resource.title).waitFor();
      expect(pathOf(page)).toBe('/favorites');
      // The job board, filtered from what is stored, says it may miss jobs.
      await page.goto(`${env.server.origin()}/jobs`);
      await page.getByRole('heading', { name: 'Job Board' }).waitFor();
      await page.getByText(BOARD_OFFLINE_NOTE, { exact: true }).waitFor();
    } finally {
      await page.context().setOffline(false);
      await env.server.reconnect();
      await close();
    }
  });

  it('shows a use case the member submitted on /my as Pending, and not a refused one', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', MEMBER);
    const title = 'Sorting weekly requests';
    const refused = await submitUseCase(port, token, '');
    expect(refused.status).toBe(400);
    const created = await submitUseCase(port, token, title);
    expect(created.status).toBeLessThan(300);
    expect(created.body.status).toBe('pending');
    const mine = await serverCollections(port, token, 'my-items');
    expect(mine.usecases?.items.find((item) => item.title === title)?.status).toBe('pending');

    const { page, close } = await memberPage(env, '/my', MEMBER);
    try {
      const my = collectionDashboard(page);
      await my.heading.filter({ hasText: 'My Items' }).waitFor();
      const row = my.item('Use Cases', title);
      await row.waitFor();
      await row.getByText('Pending', { exact: true }).waitFor();
      for (const label of ['Circles', 'Resources', 'Use Cases', 'Posts', 'AI Tools']) {
        await my.section(label).waitFor();
      }
      expect(await my.section('Use Cases').getByRole('listitem').count()).toBeLessThanOrEqual(3);

      await my.viewMore('Use Cases').click();
      await page.waitForURL((url) => url.pathname === '/my/usecases');
      const table = collectionTable(page, 'Use Cases');
      await table.row(title).getByText('Pending', { exact: true }).waitFor();
    } finally {
      await close();
    }
  });

  it('pages the organization Jobs tab by 12', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', MEMBER);
    const res = await api<Paged<Job>>(port, 'localhost', 'GET', '/api/v1/jobs/?page_size=500', { token });
    expect(res.status).toBe(200);
    const byOrg = new Map<string, number>();
    for (const job of res.body.data) byOrg.set(job.group.name_slug, (byOrg.get(job.group.name_slug) ?? 0) + 1);
    const [orgSlug, jobCount] = [...byOrg].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(jobCount).toBeGreaterThan(GROUP_JOBS_PAGE_SIZE);

    const { page, close } = await memberPage(env, `/org/${orgSlug}/jobs`, MEMBER);
    try {
      const jobs = page.getByRole('main').getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem');
      const paging = page.getByRole('navigation', { name: 'Pagination' });
      const pageCount = Math.ceil(jobCount / GROUP_JOBS_PAGE_SIZE);
      await paging.getByText(`Page 1 of ${pageCount}`).waitFor();
      expect(await jobs.count()).toBe(GROUP_JOBS_PAGE_SIZE);
      const first = await jobs.first().getByRole('link').textContent();
      await paging.getByRole('button', { name: 'Next' }).click();
      await paging.getByText(`Page 2 of ${pageCount}`).waitFor();
      expect(await jobs.first().getByRole('link').textContent()).not.toBe(first);
      expect(await jobs.count()).toBe(pageCount === 2 ? jobCount - GROUP_JOBS_PAGE_SIZE : GROUP_JOBS_PAGE_SIZE);
    } finally {
      await close();
    }
  });

  it('lists a resource saved for offline with its size and removes it', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', MEMBER);
    const resource = await itemBySlug(port, token, apiPath(CONTENT_ENDPOINTS.resource.bySlug, { slug: RESOURCE_SLUG }));
    const { page, close } = await memberPage(env, `/resource/${RESOURCE_SLUG}`, MEMBER, WITH_SERVICE_WORKER);
    try {
      await untilServiceWorkerControls(page);
      await page.getByRole('button', { name: 'Save for offline', exact: true }).click();
      await page.getByRole('button', { name: 'Saved for offline', exact: true }).waitFor({ timeout: 30_000 });
      expect((await savedUploads(page)).length).toBeGreaterThan(0);

      await page.goto(`${env.server.origin()}/favorites`);
      const favorites = collectionDashboard(page);
      const saved = favorites.savedItem(resource.title);
      await saved.waitFor();
      expect(await saved.textContent()).toMatch(/\d+(\.\d)? (B|KB|MB)/);
      expect(await favorites.saved.textContent()).toMatch(/Space used: \d+(\.\d)? (KB|MB)/);

      await favorites.removeSaved(resource.title).click();
      await saved.waitFor({ state: 'detached' });
      await favorites.saved.getByText(/Nothing saved yet/).waitFor();
      await expect.poll(() => savedUploads(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
