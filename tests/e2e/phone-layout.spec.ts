/**
 * What a returning visitor (the service worker controls the page) sees at desktop and phone
 * widths: the home step cards have room at 1280 px, the sign-up card holds its fields, and
 * at 360 px the tenant's name is whole, tab labels are whole, the menu drawer has a backdrop
 * that closes it, the chat button leaves the page's last lines free, and an administrator's
 * Approve and Remove are on screen without scrolling sideways. A first visit on a phone does
 * not move as it loads (cumulative layout shift under 0.1), a visitor's or a member's.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MENU_LABELS } from '../../contract';
import { apiToken } from './support/api';
import { asReturningVisitor, openPage, WITH_SERVICE_WORKER } from './support/browser';
import { completeMissingInfo } from './support/connect-pages';
import { signedInDevice } from './support/devices';
import { serverAndBrowser } from './support/env';
import { logIn } from './support/pages';

const env = serverAndBrowser();
const PHONE = 360;
const LONG = 30_000;
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page at `width` px, signed in as `email` (or a visitor), reloaded once the service worker controls it. */
async function returningPage(email: string | null, path: string, width: number): Promise<Page> {
  const options = { viewport: { width, height: 800 }, ...WITH_SERVICE_WORKER };
  let page: Page;
  if (email === null) {
    context = await env.browser.newContext(options);
    page = await openPage(context, `${env.server.origin()}${path}`);
  } else {
    await completeMissingInfo(env.server.port, await apiToken(env.server.port, 'localhost', email));
    const device = await signedInDevice(env.server, env.browser, email, path, options);
    context = device.context;
    page = device.page;
  }
  return asReturningVisitor(page);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box (hidden)');
  return found;
}

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('desktop width', () => {
  it('the home step cards and the focus areas are at least 200 px wide at 1280 px', async () => {
    const page = await returningPage('member@example.org', '/', 1280);
    const steps = page.getByRole('list', { name: 'Learn AI skills steps' }).getByRole('listitem');
    await steps.first().waitFor({ timeout: LONG });
    expect(await steps.count()).toBe(4);
    for (const step of await steps.all()) expect((await box(step)).width).toBeGreaterThanOrEqual(200);

    await page.getByRole('tab', { name: 'Career development' }).click();
    await page.getByRole('button', { name: 'Choose focus areas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your focus areas' });
    const options = dialog.getByRole('checkbox');
    await options.first().waitFor();
    for (const option of await options.all()) {
      const label = option.locator('xpath=..');
      expect((await box(label)).width).toBeGreaterThanOrEqual(200);
    }
  });

  it('the sign-up card holds its First and Last name fields at 1280 and 360 px', async () => {
    for (const width of [1280, PHONE]) {
      const page = await returningPage(null, '/signup', width);
      const lastName = page.getByLabel('Last name');
      await lastName.waitFor({ timeout: LONG });
      const form = await box(page.locator('form').filter({ has: lastName }));
      for (const field of [page.getByLabel('First name'), lastName]) {
        const input = await box(field);
        expect(input.x).toBeGreaterThanOrEqual(form.x);
        expect(input.x + input.width).toBeLessThanOrEqual(form.x + form.width + 0.5);
      }
      await context?.close();
    }
  });
});

describe('phone width (360 px)', () => {
  it('shows the tenant name whole, the profile tab labels whole, and room for the chat button', async () => {
    const page = await returningPage('member@example.org', '/profile', PHONE);
    const brand = page.getByRole('banner').getByRole('link', { name: 'Career Compass', exact: true });
    await brand.getByText('Compass', { exact: true }).waitFor({ timeout: LONG });
    const isNameCut = await brand
      .getByText('Compass', { exact: true })
      .evaluate((name) => name.scrollWidth > name.clientWidth);
    expect(isNameCut).toBe(false);

    const tabs = page.getByRole('tablist').getByRole('tab');
    await page.getByRole('tab', { name: 'Education and Learning' }).waitFor({ timeout: LONG });
    for (const tab of await tabs.all()) {
      const shown = await box(tab);
      expect(shown.x).toBeGreaterThanOrEqual(0);
      expect(shown.x + shown.width).toBeLessThanOrEqual(PHONE);
    }

    // Scrolled to the end, the page's last line sits above the chat button.
    const chat = page.getByRole('button', { name: /^Open chat/ });
    await chat.waitFor({ timeout: LONG });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await box(page.getByRole('contentinfo').getByRole('link').last());
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await box(chat)).y);
  });

  it('the menu drawer has a backdrop: a click on it or Escape closes the drawer, Tab stays inside', async () => {
    const page = await returningPage('member@example.org', '/circles', PHONE);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await openMenu.click({ timeout: LONG });
    await drawer.getByRole('navigation', { name: 'Main menu' }).waitFor();
    // The strip right of the drawer is the backdrop: a click there closes it and opens nothing under it.
    const panel = await box(drawer);
    expect(panel.x + panel.width).toBeLessThan(PHONE - 20);
    await page.mouse.click(PHONE - 8, 400);
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/circles');

    await openMenu.click();
    await drawer.waitFor();
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it("an administrator's organization switcher, Admin view switch, Remove and Approve are all on screen", async () => {
    const page = await returningPage('admin@example.org', '/admin-dashboard/members', PHONE);
    const organization = page.getByRole('button', { name: /^Organization: / });
    const adminView = page.getByRole('switch', { name: ADMIN_MENU_LABELS.adminView });
    await adminView.waitFor({ timeout: LONG });
    const [org, view] = [await box(organization), await box(adminView)];
    expect(org.x + org.width <= view.x || view.x + view.width <= org.x).toBe(true);

    const remove = page.getByRole('table', { name: 'Accepted members' }).getByRole('button', { name: /^Remove / });
    await remove.first().waitFor({ timeout: LONG });
    const shown = await box(remove.first());
    expect(shown.x).toBeGreaterThanOrEqual(0);
    expect(shown.x + shown.width).toBeLessThanOrEqual(PHONE);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE);

    await page.goto(`${env.server.origin()}/admin-dashboard/resources`);
    const approve = page.getByRole('button', { name: 'Approve' });
    await approve.first().waitFor({ timeout: LONG });
    const approveBox = await box(approve.first());
    expect(approveBox.x).toBeGreaterThanOrEqual(0);
    expect(approveBox.x + approveBox.width).toBeLessThanOrEqual(PHONE);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE);
  });
});

/** The layout shifts of the page's load so far, as the browser scores them (no input came). */
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0));

describe('a first visit on a phone (412 px, CPU four times slower)', () => {
  it('does not move as it loads: a visitor on / and /resourcehub, a member on / and /jobs', async () => {
    const origin = env.server.origin();
    for (const [email, path, loaded] of [
      [null, '/', 'heading'],
      [null, '/resourcehub', 'heading'],
      ['member@example.org', '/', 'heading'],
      ['member@example.org', '/jobs', 'list'],
    ] as const) {
      context = await env.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      if (email) {
        await completeMissingInfo(env.server.port, await apiToken(env.server.port, 'localhost', email));
        const login = await openPage(context, `${origin}/login?next=%2Fjobs`);
        await logIn(login, email);
        await login.getByText(/^\d+ jobs$/).waitFor({ timeout: LONG });
        await login.close();
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('main').getByRole(loaded).first().waitFor({ timeout: LONG });
      // Within Core Web Vitals' "good" (0.1): the chrome a page keeps is drawn from its first paint.
      expect(await layoutShift(page), `${email ?? 'a visitor'} on ${path}`).toBeLessThan(0.1);
      await context.close();
      context = undefined;
    }
  });
});
