/**
 * Data saver, turned on by the member on the Account page or asked for by the browser:
 * images wait for a tap, and the service worker keeps only the pages opened, not the rest
 * of the app in the background.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import { untilServiceWorkerReady, WITH_SERVICE_WORKER } from './support/browser';
import { loggedInPage } from './support/content-form-pages';
import { serverAndBrowser } from './support/env';
import { groupList } from './support/group-pages';

const env = serverAndBrowser();

describe('data saver', () => {
  it('is a switch on the Account page; with it on, card images load when tapped', async () => {
    const { page, close } = await loggedInPage(env.browser, env.server, '/change-password', 'member@example.org');
    try {
      await page.getByRole('heading', { name: MESSAGES.thisDevice }).waitFor();
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
});
