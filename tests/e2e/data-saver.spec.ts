/**
 * Data saver, turned on by the member on the Account page or asked for by the browser:
 * images wait for a tap, and the service worker keeps only the pages opened, not the rest
 * of the app in the background; a visitor's job board downloads only the newest jobs. What
 * each of these held back shows as saved.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { CARD_COVER_WIDTH } from '../../src/ui/card-styles';
import { formatBytes } from '../../src/ui/format-bytes';
import { imageSources, smallestImageSource } from '../../src/ui/image-sources';
import { VISITOR_BOARD_SAVE_DATA_SIZE } from '../../sync/jobs/jobs-detail';
import { apiToken } from './support/api';
import { openPage, untilServiceWorkerReady, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { groupList, serverGroup } from './support/group-pages';
import { jobBoard, logIn } from './support/pages';
import { storedKeys } from './support/stored';

const env = serverAndBrowser();

/** How many jobs the board publishes, as the server counts them. */
async function publishedJobs(): Promise<number> {
  const published = await fetch(`${env.server.origin()}/api/v1/jobs/?page_size=1`);
  return ((await published.json()) as Paged<Job>).pagination.count;
}

/** A page whose browser asks to save data (Save-Data, navigator.connection.saveData). */
async function pageAskingToSaveData(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await context
    .newCDPSession(page)
    .then((cdp) => cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true }));
  return page;
}

const dataSaved = (page: Page) => page.evaluate(() => Number(localStorage.getItem('portal:data-saved')));

/** The Content-Length the server answers for `url`: HEAD, or GET to see the compressed size a browser gets. */
async function contentLength(url: string, method: 'HEAD' | 'GET' = 'HEAD'): Promise<number> {
  const response = await fetch(new URL(url, env.server.origin()), {
    method,
    headers: { 'Accept-Encoding': 'br, gzip' },
  });
  await response.body?.cancel();
  expect(response.ok).toBe(true);
  return Number(response.headers.get('content-length'));
}

/** The service worker's background stage, from the precache manifest in the sw.js it is served. */
async function backgroundStage(): Promise<{ url: string; bytes: number }[]> {
  const sw = await (await fetch(`${env.server.origin()}/sw.js`)).text();
  return [...sw.matchAll(/\{[^{}]*"url":"[^"]*"[^{}]*\}/g)]
    .map((match) => JSON.parse(match[0]) as { url: string; stage: string; bytes?: number })
    .filter((entry) => entry.stage === 'background')
    .map(({ url, bytes }) => ({ url, bytes: bytes ?? 0 }));
}

describe('data saver', () => {
  it('is a switch on the Account page; with it on, card images load when tapped', async () => {
    const { page, close } = await memberPage(env, '/change-password', 'member@example.org');
    const origin = env.server.origin();
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    /** A circle card's cover as the server names it, found by the card's link. */
    const coverOf = async (card: Locator) => {
      const slug = (await card.getByRole('heading').getByRole('link').getAttribute('href'))?.split('/').pop() ?? '';
      const group = await serverGroup(env.server.port, token, slug);
      const cover = group.cover_image ?? group.logo;
      if (!cover) throw new Error(`circle ${slug} has no cover`);
      return cover;
    };
    try {
      await page.getByRole('heading', { name: MESSAGES.thisDevice, exact: true }).waitFor();
      await page.getByText(/^Storage on this device: .+ used of .+ available\.$/).waitFor();
      const saveData = page.getByRole('switch', { name: MESSAGES.saveData });
      expect(await saveData.isChecked()).toBe(false);
      await saveData.click();
      await page.getByRole('switch', { name: MESSAGES.saveData, checked: true }).waitFor();

      await page.goto(`${env.server.origin()}/circles`);
      const circles = groupList(page, 'Circles');
      const card = circles.cards.first();
      const show = card.getByRole('button', { name: 'Show image' });
      await show.waitFor();
      // Country flags (tiny, kept for offline) still show; the covers do not.
      const covers = circles.list.locator('img:not([data-country-code])');
      expect(await covers.count()).toBe(0);
      const held = await circles.list.getByRole('button', { name: 'Show image' }).count();

      // What the held covers would have cost (the thumbnail that fits the card) counts as saved.
      const heldCovers = await Promise.all(
        (await circles.cards.filter({ has: page.getByRole('button', { name: 'Show image' }) }).all()).map(coverOf),
      );
      expect(heldCovers).toHaveLength(held);
      const wouldLoad = new Set(heldCovers.map((cover) => imageSources(cover, CARD_COVER_WIDTH, origin).src));
      let wouldCost = 0;
      for (const url of wouldLoad) wouldCost += await contentLength(url);
      expect(wouldCost).toBeGreaterThan(0);
      await expect.poll(() => dataSaved(page)).toBeGreaterThanOrEqual(wouldCost);
      const beforeShown = await dataSaved(page);

      await show.click();
      const image = card.locator('img:not([data-country-code])');
      await image.waitFor();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      // The uploaded cover comes as its smallest thumbnail.
      expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/^[^?]+\?w=160$/);
      // Only the tapped one.
      expect(await circles.list.getByRole('button', { name: 'Show image' }).count()).toBe(held - 1);
      // What it cost is taken off the figure again, and no more.
      const thumbnail = await contentLength(smallestImageSource(await coverOf(card), origin));
      await expect.poll(() => dataSaved(page)).toBeLessThan(beforeShown);
      const afterShown = await dataSaved(page);
      expect(beforeShown - afterShown).toBeLessThanOrEqual(thumbnail);

      // The Account page tells the figure.
      await page.goto(`${env.server.origin()}/change-password`);
      await page.getByText(MESSAGES.dataSaved(formatBytes(afterShown)), { exact: true }).waitFor();

      // Off again (the setting is this device's, kept over a reload): every image shows.
      await page.getByRole('switch', { name: MESSAGES.saveData, checked: true }).click();
      await page.getByRole('switch', { name: MESSAGES.saveData, checked: false }).waitFor();
      await page.goto(`${env.server.origin()}/circles`);
      await circles.cards.first().locator('img:not([data-country-code])').waitFor();
      expect(await circles.list.getByRole('button', { name: 'Show image' }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it("keeps only the opened page's files when the browser asks to save data", async () => {
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      await page.goto(`${env.server.origin()}/terms-and-conditions`);
      await untilServiceWorkerReady(page);
      const kept = await page.evaluate(async () =>
        (await (await caches.open('app-files')).keys()).map((request) => new URL(request.url).pathname),
      );
      // This page's route is kept; no other route is.
      expect(kept.filter((path) => path.startsWith('/assets/terms-and-conditions-'))).toHaveLength(1);
      expect(kept.filter((path) => path.startsWith('/assets/pricing-'))).toEqual([]);

      // The background stage's files it did not fetch count as saved, by the gzip bytes the plan gave each.
      const held = (await backgroundStage()).filter((entry) => !kept.includes(`/${entry.url}`));
      const heldBytes = held.reduce((sum, entry) => sum + entry.bytes, 0);
      expect(heldBytes).toBeGreaterThan(0);
      await expect.poll(() => dataSaved(page)).toBe(heldBytes);
      // About what the server would have sent for them.
      let sent = 0;
      for (const entry of held) sent += await contentLength(`/${entry.url}`, 'GET');
      expect(Math.abs(heldBytes - sent)).toBeLessThan(sent * 0.1);

      // Once for this build: the next pages of this device do not count it again.
      await page.goto(`${env.server.origin()}/login`);
      await logIn(page, 'member@example.org');
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${env.server.origin()}/change-password`);
      await page.getByText(MESSAGES.dataSaved(formatBytes(heldBytes)), { exact: true }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset['appFiles'])).toBe('done');
      expect(await dataSaved(page)).toBe(heldBytes);
    } finally {
      await context.close();
    }
  });

  it("keeps a visitor's board to the newest jobs until asked for all, and counts what that saved", async () => {
    const total = await publishedJobs();
    expect(total).toBeGreaterThan(VISITOR_BOARD_SAVE_DATA_SIZE);
    const context = await env.browser.newContext();
    try {
      const page = await pageAskingToSaveData(context);
      await page.goto(`${env.server.origin()}/jobs`);
      const board = jobBoard(page);
      await page.getByText(MESSAGES.boardSaveData(VISITOR_BOARD_SAVE_DATA_SIZE, total)).waitFor();
      await page.getByText(`${VISITOR_BOARD_SAVE_DATA_SIZE} jobs`, { exact: true }).waitFor();
      await board.cards.first().waitFor();
      const saved = await dataSaved(page);
      // The jobs not sent are a few hundred bytes of JSON each.
      const heldAtLeast = (total - VISITOR_BOARD_SAVE_DATA_SIZE) * 300;
      expect(saved).toBeGreaterThan(heldAtLeast);
      // Held back again on the next visit, the board counts once on this device.
      await page.reload();
      await page.getByText(MESSAGES.boardSaveData(VISITOR_BOARD_SAVE_DATA_SIZE, total)).waitFor();
      expect(await dataSaved(page)).toBeLessThan(saved + heldAtLeast);

      await page.getByRole('button', { name: MESSAGES.downloadAllJobs }).click();
      await page.getByText(`${total} jobs`, { exact: true }).waitFor();
      expect(await page.getByText(MESSAGES.boardSaveData(VISITOR_BOARD_SAVE_DATA_SIZE, total)).count()).toBe(0);

      // Signed in on this device, the Account page tells what data saver spared it.
      const account = await openPage(context, `${env.server.origin()}/login`);
      await logIn(account, 'member@example.org');
      await account.waitForURL((url) => url.pathname !== '/login');
      await account.goto(`${env.server.origin()}/change-password`);
      await account.getByText(/^Data saver has saved about .+ on this device\.$/).waitFor();
    } finally {
      await context.close();
    }
  });

  it("keeps a member's first sync to the newest jobs and downloads the rest when asked", async () => {
    const total = await publishedJobs();
    const context = await env.browser.newContext();
    try {
      const page = await pageAskingToSaveData(context);
      await page.goto(`${env.server.origin()}/login?next=%2Fjobs`);
      await logIn(page, 'student@example.org');
      await page.waitForURL((url) => url.pathname === '/jobs');
      const note = MESSAGES.boardSaveData(VISITOR_BOARD_SAVE_DATA_SIZE, total);
      await page.getByText(note).waitFor();
      await page.getByText(`${VISITOR_BOARD_SAVE_DATA_SIZE} jobs`, { exact: true }).waitFor();
      expect(await storedKeys(page, 'jobs')).toHaveLength(VISITOR_BOARD_SAVE_DATA_SIZE);
      // What the jobs held back would have cost counts as saved, once on this device.
      const heldAtLeast = (total - VISITOR_BOARD_SAVE_DATA_SIZE) * 300;
      await expect.poll(() => dataSaved(page)).toBeGreaterThan(heldAtLeast);
      const saved = await dataSaved(page);
      await page.reload();
      await page.getByText(note).waitFor();
      expect(await dataSaved(page)).toBeLessThan(saved + heldAtLeast);

      await page.getByRole('button', { name: MESSAGES.downloadAllJobs }).click();
      await page.getByText(`${total} jobs`, { exact: true }).waitFor();
      expect(await page.getByText(note).count()).toBe(0);
      expect(await storedKeys(page, 'jobs')).toHaveLength(total);
    } finally {
      await context.close();
    }
  });
});
