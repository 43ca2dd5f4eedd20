/**
 * The walking skeleton through the real UI: tenant branding by Host, login, the job board
 * read from IndexedDB, bookmarks queued offline (network to the server cut and context offline) and
 * delivered on reconnect without a reload, and an installable manifest + service worker.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiToken } from './support/api';
import {
  launchPersistentChromium,
  openPage,
  untilServiceWorkerControls,
  untilServiceWorkerReady,
  WITH_SERVICE_WORKER,
} from './support/browser';
import { serverAndBrowser } from './support/env';
import { cardTitles, jobBoard, logIn } from './support/pages';
import { storedKeys } from './support/stored';
import { throttle } from './support/throttle';

const env = serverAndBrowser({ proxied: true });

/** Ids of the member's job bookmarks as the server has them. */
async function serverBookmarkIds(token: string): Promise<number[]> {
  const res = await api<{ data: { object_id: number }[] }>(
    env.server.port,
    'localhost',
    'GET',
    '/api/v1/bookmark/job/?page_size=100',
    { token },
  );
  return res.body.data.map((bookmark) => bookmark.object_id).sort((a, b) => a - b);
}

async function localJobCount(page: Page): Promise<number> {
  return (await storedKeys(page, 'jobs')).length;
}

/** True once the first sync has finished: the change-feed cursor is stored. */
async function hasSynced(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('meta').objectStore('meta').get('cursor');
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

describe('each tenant is branded by its host', () => {
  it('shows the default tenant with every menu on localhost', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, env.server.origin('localhost'));
    await page.getByRole('link', { name: 'Career Compass', exact: true }).waitFor();
    expect(await page.title()).toBe('Career Compass');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Jobs' }).waitFor({ state: 'attached' });
    expect(await menu.getByRole('heading', { name: 'Community' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Events' }).count()).toBe(1);
    // The visitor landing page is the tenant's landing_page_content and intro video.
    await page.getByRole('heading', { name: 'Find your next step' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/jobs');
    const video = page.getByRole('link', { name: 'Watch the Career Compass introduction video' });
    expect(await video.getAttribute('href')).toBe('/media/intro.svg');
    const thumbnail = video.getByRole('img');
    await thumbnail.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
    await context.close();
  });

  it('shows another brand, colour and flags on campus.localhost', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, env.server.origin('campus.localhost'));
    await page.getByRole('link', { name: 'Campus Careers', exact: true }).waitFor();
    expect(await page.title()).toBe('Campus Careers');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tenant-primary').trim(),
    );
    const defaultPage = await openPage(context, env.server.origin('localhost'));
    const defaultPrimary = await defaultPage.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tenant-primary').trim(),
    );
    expect(primary).not.toBe('');
    expect(primary).not.toBe(defaultPrimary);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Jobs' }).waitFor({ state: 'attached' });
    expect(await menu.getByRole('heading', { name: 'Community' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Start your career on campus' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create your student account' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: /introduction video/ }).count()).toBe(0);
    await context.close();
  });
});

describe('job board, bookmarks offline and back online', () => {
  it('logs in, bookmarks, works offline and delivers queued bookmarks on reconnect', async () => {
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    const page = await openPage(context, `${env.server.origin()}/jobs`);

    // A visitor browses the board (downloaded without an account); bookmarking asks them to
    // join first, and logging in from there comes back to the board.
    const board = jobBoard(page);
    await board.heading.waitFor();
    await board.cards.first().waitFor();
    expect(await board.cards.count()).toBe(9);
    const [visitorPick] = await cardTitles(page);
    await board.bookmarkButton(visitorPick!).click();
    await page.getByRole('dialog', { name: 'Join to bookmark' }).getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(/\/login\?next=%2Fjobs/);
    await logIn(page, 'member@example.org');
    await board.heading.waitFor();
    await board.cards.first().waitFor();
    expect(await board.cards.count()).toBe(9);
    // The board is read from IndexedDB, which the worker filled from GET /api/v1/jobs/.
    await expect.poll(() => localJobCount(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(300);

    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    const [first, second] = await cardTitles(page);
    if (!first || !second) throw new Error('expected at least two jobs');
    const firstId = Number((await board.card(first).getAttribute('data-testid'))?.split(':')[1]);
    const secondId = Number((await board.card(second).getAttribute('data-testid'))?.split(':')[1]);

    // Online bookmark: shown at once, confirmed by the server, pending mark clears.
    await board.bookmarkButton(first).click();
    await board.removeBookmarkButton(first).waitFor();
    await expect.poll(() => serverBookmarkIds(token), { timeout: 15_000 }).toEqual([firstId]);
    await expect.poll(() => board.pendingBadges.count(), { timeout: 15_000 }).toBe(0);

    // The service worker controls the page before the network goes away.
    await untilServiceWorkerControls(page);

    // Offline for real: the network to the server is cut and the browser context is offline.
    await env.server.disconnect();
    await context.setOffline(true);
    await page.reload();
    await board.heading.waitFor();
    await board.card(first).waitFor();
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
    expect(await board.cards.count()).toBe(9);
    await board.removeBookmarkButton(first).waitFor();

    // Two changes while offline: both on screen at once, both marked pending.
    await board.bookmarkButton(second).click();
    await board.removeBookmarkButton(first).click();
    await board.removeBookmarkButton(second).waitFor();
    await board.bookmarkButton(first).waitFor();
    await board.card(first).getByText('Pending', { exact: true }).waitFor();
    await board.card(second).getByText('Pending', { exact: true }).waitFor();
    expect(await serverBookmarkIds(token).catch(() => 'unreachable')).toBe('unreachable');

    // Back online without a reload: both reach the server and the pending marks clear.
    await env.server.reconnect();
    await context.setOffline(false);
    await expect.poll(() => serverBookmarkIds(token), { timeout: 60_000 }).toEqual([secondId]);
    await expect.poll(() => board.pendingBadges.count(), { timeout: 60_000 }).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Online' }).waitFor();
    await board.removeBookmarkButton(second).waitFor();
    await board.bookmarkButton(first).waitFor();
    await context.close();
  });
});

describe('a change the server rejects', () => {
  it('rolls back, explains why under "Needs attention", and can be retried or discarded', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login?next=%2Fjobs`);
    await logIn(page, 'admin@example.org');
    const board = jobBoard(page);
    await board.cards.first().waitFor();
    // The first sync must be over: a reload in the middle of it starts it again and redraws the board.
    await expect.poll(() => hasSynced(page), { timeout: 30_000 }).toBe(true);

    // A job this device still has but the server no longer knows (removed while away).
    const [newest] = await cardTitles(page);
    const stale = await page.evaluate(
      (title) =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('portal');
          open.onsuccess = () => {
            const store = open.result.transaction('jobs', 'readwrite').objectStore('jobs');
            const read = store.getAll();
            read.onsuccess = () => {
              const template = (read.result as { title: string }[]).find((job) => job.title === title);
              const job = {
                ...template,
                id: 999_999,
                slug: 'vanished-job',
                title: 'Vanished Job',
                created_at: '2099-01-01T00:00:00.000Z',
              };
              const put = store.put(job);
              put.onsuccess = () => resolve(job.title);
              put.onerror = () => reject(put.error);
            };
          };
        }),
      newest,
    );
    await page.reload();
    await board.bookmarkButton(stale).click();

    const attention = page.getByRole('region', { name: 'Needs attention' });
    await attention.getByText('Bookmark job: Not found.').waitFor({ timeout: 15_000 });
    await board.bookmarkButton(stale).waitFor();
    expect(await board.card(stale).getByText('Pending', { exact: true }).count()).toBe(0);

    await attention.getByRole('button', { name: 'Retry' }).click();
    await attention.getByText('Bookmark job: Not found.').waitFor({ timeout: 15_000 });
    await attention.getByRole('button', { name: 'Discard' }).click();
    await attention.waitFor({ state: 'detached' });
    await board.bookmarkButton(stale).waitFor();
    await context.close();
  });
});

describe('on a throttled 3G connection with a 4x slower CPU', () => {
  it('stays usable and honest: bookmarks show at once, stay pending until confirmed, never double', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${env.server.origin()}/login?next=%2Fjobs`, { timeout: 60_000 });
    await logIn(page, 'student@example.org');
    const board = jobBoard(page);
    await board.heading.waitFor({ timeout: 60_000 });
    await board.cards.first().waitFor({ timeout: 60_000 });
    const [title] = await cardTitles(page);
    if (!title) throw new Error('expected a job');
    const jobId = Number((await board.card(title).getAttribute('data-testid'))?.split(':')[1]);

    // Three quick clicks: bookmark, remove, bookmark. Each is on screen at once.
    await board.bookmarkButton(title).click();
    await board.removeBookmarkButton(title).click();
    await board.bookmarkButton(title).click();
    await board.removeBookmarkButton(title).waitFor();
    await board.card(title).getByText('Pending', { exact: true }).waitFor();

    const token = await apiToken(env.server.port, 'localhost', 'student@example.org');
    await expect.poll(() => serverBookmarkIds(token), { timeout: 60_000 }).toEqual([jobId]);
    await expect.poll(() => board.pendingBadges.count(), { timeout: 60_000 }).toBe(0);
    await board.removeBookmarkButton(title).waitFor();
    await context.close();
  });
});

describe('installable', () => {
  it('serves a per-tenant manifest and a service worker Chromium accepts for installation', async () => {
    const manifest = await api<Record<string, unknown>>(
      env.server.port,
      'campus.localhost',
      'GET',
      '/manifest.webmanifest',
    );
    expect(manifest.status).toBe(200);
    expect(manifest.body['name']).toBe('Campus Careers');
    expect(manifest.body['display']).toBe('standalone');
    expect(manifest.body['start_url']).toBe('/');
    const icons = manifest.body['icons'] as { sizes: string; purpose?: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    const context = await launchPersistentChromium();
    const page = await openPage(context, env.server.origin('campus.localhost'));
    await untilServiceWorkerReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
