/**
 * The shell around every page: the not-found page, what the service worker stores and when,
 * and a new version that waits for the member's "Reload" instead of reloading under them.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import { openPage, untilServiceWorkerControls, untilServiceWorkerReady, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';

// This file deploys a new service worker into the build, so its server serves a copy of it.
const env = serverAndBrowser({ ownDist: true, proxied: true });

describe('app shell', () => {
  it('shows the not-found page with a way home for an unknown path', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/no-such-page`);
    await page.getByRole('heading', { name: 'Oops! 404 - Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await page.waitForURL(`${env.server.origin()}/`);
    // The home route first checks the member guards (a local read), so wait for the page to change.
    await page.getByRole('heading', { name: 'Oops! 404 - Page Not Found' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it("names the route's chunks in the page, so a first visit loads them at once and none waits for another", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${env.server.origin()}/resourcehub`);
    await page.getByRole('heading', { name: 'Resource Hub', level: 1 }).waitFor();
    const html = (await response?.text()) ?? '';
    const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    // The background start (sync worker, comlink, workbox-window) waits for the first paint on purpose.
    const drawn = scripts.filter((path) => !/\/(sync\.worker|comlink|Workbox)-/.test(path));
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.filter((path) => !named.has(path))).toEqual([]);
    await context.close();
  });

  it("draws the chrome on a first visit while the page's own chunks still download, then the page", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    // One chunk of the Resource Hub's list held back, as a slow link would.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/content-list-page-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${env.server.origin()}/resourcehub`, { waitUntil: 'commit' });
    await page.getByRole('region', { name: 'Sign up' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    const heading = page.getByRole('heading', { name: 'Resource Hub', level: 1 });
    expect(await heading.count()).toBe(0);
    expect(await page.locator('#main [aria-busy="true"]').count()).toBe(1);
    release();
    await heading.waitFor();
    expect(await page.locator('#main [aria-busy="true"]').count()).toBe(0);
    await context.close();
  });

  it('stores the shell at install, then this page and the rest of the app; pdf.js and the editor wait for their use', async () => {
    const origin = env.server.origin();
    const sw = await (await fetch(`${origin}/sw.js`)).text();
    const entries = [...sw.matchAll(/\{[^{}]*"url":"[^"]*"[^{}]*\}/g)].map(
      (match) => JSON.parse(match[0]) as { url: string; stage: string },
    );
    const urlsOf = (stage: string) =>
      entries
        .filter((entry) => entry.stage === stage)
        .map((entry) => new URL(entry.url, `${origin}/`).href)
        .sort();
    const onUse = urlsOf('on-use');
    expect(onUse.map((url) => url.replace(/^.*\/assets\/|-[\w-]{8}\.js$/g, '')).sort()).toEqual([
      'pdf',
      'pdf-viewer',
      'rich-text-editor',
    ]);

    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    try {
      const page = await openPage(context, `${origin}/terms-and-conditions`);
      const stored = () =>
        page.evaluate(async () => {
          const byCache: Record<string, string[]> = {};
          for (const name of await caches.keys()) {
            const requests = await (await caches.open(name)).keys();
            byCache[name.startsWith('workbox-precache') ? 'precache' : name] = requests
              .map((request) => request.url.split('?')[0] ?? '')
              .sort();
          }
          return byCache;
        });
      await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
      // Installed with the shell and the first routes alone.
      expect((await stored())['precache']).toEqual(urlsOf('install'));

      await untilServiceWorkerReady(page);
      const kept = await stored();
      // The rest of the app is kept, and this page's own route, which was not in the install.
      expect(kept['app-files']).toEqual(expect.arrayContaining(urlsOf('background')));
      const route = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.includes('/assets/terms-and-conditions-')),
      );
      expect(route).toHaveLength(1);
      expect([...(kept['precache'] ?? []), ...(kept['app-files'] ?? [])]).toEqual(expect.arrayContaining(route));
      // The background stage's scripts came in one request, the pack; only what the page
      // itself had loaded was fetched apart (from the HTTP cache).
      const worker = context.serviceWorkers()[0];
      if (!worker) throw new Error('no service worker');
      const fetched = await worker.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0] ?? ''),
      );
      expect(fetched.filter((url) => urlsOf('pack').includes(url))).toHaveLength(1);
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      const apart = fetched.filter((url) => url.endsWith('.js') && urlsOf('background').includes(url));
      expect(apart.filter((url) => !loaded.includes(url))).toEqual([]);
      expect(
        Object.values(kept)
          .flat()
          .filter((url) => onUse.includes(url)),
      ).toEqual([]);

      // Offline, with the server unreachable: this page reopens, and so does a route never opened.
      await context.setOffline(true);
      await context.route('**/*', (request) => request.abort('internetdisconnected'));
      await page.reload();
      await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
      await page.goto(`${origin}/pricing`);
      await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Oops! 404 - Page Not Found' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('leaves server pages (checkout, mailbox, probes) to the server once the service worker controls the page', async () => {
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    try {
      const page = await openPage(context, env.server.origin());
      await untilServiceWorkerControls(page);

      await page.goto(`${env.server.origin()}/checkout/no-such-session`);
      await page.getByText('This checkout does not exist.').waitFor();
      expect(await page.getByRole('heading', { name: 'Oops! 404 - Page Not Found' }).count()).toBe(0);
      await page.goto(`${env.server.origin()}/_dev/mail`);
      await page.getByRole('heading', { name: /^Mail stored for / }).waitFor();
      await page.goto(`${env.server.origin()}/readyz`);
      await page.getByText('"status":"ready"').waitFor();
      // App routes are still answered by the shell.
      await page.goto(`${env.server.origin()}/no-such-page`);
      await page.getByRole('heading', { name: 'Oops! 404 - Page Not Found' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('offers "Update available — Reload" for a new version and reloads only when asked', async () => {
    const swPath = join(env.server.distDir, 'sw.js');
    const original = await readFile(swPath);
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    try {
      const page = await openPage(context, env.server.origin());
      await untilServiceWorkerControls(page);
      const marker = await page.evaluate(() => {
        (window as unknown as { updateMarker: number }).updateMarker = 42;
        return 42;
      });

      // Deploy a new service worker and let the page find it.
      await appendFile(swPath, `\n// new version ${Date.now()}\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const reload = page.getByRole('button', { name: 'Reload' });
      await page.getByText('Update available').waitFor();
      // Nothing reloaded by itself: the page still holds its state.
      expect(await page.evaluate(() => (window as unknown as { updateMarker?: number }).updateMarker)).toBe(marker);

      await Promise.all([page.waitForEvent('load'), reload.click()]);
      expect(await page.evaluate(() => (window as unknown as { updateMarker?: number }).updateMarker)).toBeUndefined();
      const waiting = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
      );
      expect(waiting).toBeNull();
    } finally {
      await writeFile(swPath, original);
      await context.close();
    }
  });

  // Last in the file: it cuts the network to the server, and brings it back only for the teardown.
  it('says offline from the first frame of a page opened while the server is unreachable', async () => {
    const { page, close } = await memberPage(env, '/', 'member@example.org', WITH_SERVICE_WORKER);
    try {
      await untilServiceWorkerControls(page);
      const pill = page.getByRole('status').filter({ hasText: MESSAGES.youAreOffline });
      // The network is up, the server is not: only the sync engine can tell.
      await env.server.disconnect();
      await pill.waitFor({ timeout: 30_000 });

      await page.addInitScript(() => {
        const seen = window as unknown as { firstPillState?: string | null };
        new MutationObserver(() => {
          const state = document.querySelector('output[data-state]')?.getAttribute('data-state');
          if (state && seen.firstPillState === undefined) seen.firstPillState = state;
        }).observe(document, { subtree: true, childList: true });
      });
      await page.reload();
      await pill.waitFor();
      expect(await page.evaluate(() => (window as unknown as { firstPillState?: string }).firstPillState)).toBe(
        'offline',
      );
    } finally {
      await close();
      await env.server.reconnect();
    }
  });
});
