/**
 * Data saver, turned on by the member on the Account page or asked for by the browser:
 * images wait for a tap, and the service worker keeps only the pages opened, not the rest
 * of the app in the background; a visitor's job board downloads only the newest jobs, and
 * what the rest would have cost shows as saved.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { VISITOR_BOARD_SAVE_DATA_SIZE } from '../../sync/jobs/jobs-detail';
import { openPage, untilServiceWorkerReady, WITH_SERVICE_WORKER } from './support/browser';
import { loggedInPage } from './support/content-form-pages';
import { serverAndBrowser } from './support/env';
import { groupList } from './support/group-pages';
import { jobBoard, logIn } from './support/pages';

const env = serverAndBrowser();

describe('data saver', () => {
  it('is a switch on the Account page; with it on, card images load when tapped', async () => {
    const { page, close } = await loggedInPage(env.browser, env.server, '/change-password', 'member@example.org');
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
      await show.click();
      const image = card.locator('img:not([data-country-code])');
      await image.waitFor();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      // The uploaded cover comes as its smallest thumbnail.
      expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/^[^?]+\?w=160$/);
      // Only the tapped one.
      expect(await circles.list.getByRole('button', { name: 'Show image' }).count()).toBe(held - 1);

      // Off again (the setting is this device's, kept over a reload): every image shows.
      await page.goto(`${env.server.origin()}/change-password`);
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
    } finally {
      await context.close();
    }
  });

  it("keeps a visitor's board to the newest jobs until asked for all, and counts what that saved", async () => {
    const published = await fetch(`${env.server.origin()}/api/v1/jobs/?page_size=1`);
    const total = ((await published.json()) as Paged<Job>).pagination.count;
    expect(total).toBeGreaterThan(VISITOR_BOARD_SAVE_DATA_SIZE);
    const context = await env.browser.newContext();
    try {
      const page = await context.newPage();
      await context
        .newCDPSession(page)
        .then((cdp) => cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true }));
      await page.goto(`${env.server.origin()}/jobs`);
      const board = jobBoard(page);
      await page.getByText(MESSAGES.boardSaveData(VISITOR_BOARD_SAVE_DATA_SIZE, total)).waitFor();
      await page.getByText(`${VISITOR_BOARD_SAVE_DATA_SIZE} jobs`, { exact: true }).waitFor();
      await board.cards.first().waitFor();
      const saved = await page.evaluate(() => Number(localStorage.getItem('portal:data-saved')));
      // The jobs not sent are a few hundred bytes of JSON each.
      expect(saved).toBeGreaterThan((total - VISITOR_BOARD_SAVE_DATA_SIZE) * 300);

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
});
