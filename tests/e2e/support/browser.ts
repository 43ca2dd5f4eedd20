/** Debian's Chromium driven by playwright-core: no browser download is possible here. */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type BrowserType,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';

/**
 * Features Playwright turns off by default, and the two omnibox pop-ups: a full Chromium in new
 * headless mode builds them as web pages in a renderer of their own for every window, a third
 * of the browser's CPU in a test run. Chromium reads only the last --disable-features switch,
 * so this one repeats Playwright's list (playwright-core's chromiumSwitches) before adding ours.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/** Debian's Chromium, the browser people run: the benchmarks and the tests on a profile on disk use it. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself
 * runs headless tests on): the same engine without the browser's own layer of windows,
 * profiles and UI pages, so every context and page costs less CPU on a busy test machine.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Chromium itself: CHROMIUM_PATH when set, else Debian's. */
const fullChromiumPath = process.env['CHROMIUM_PATH'] ?? FULL_CHROMIUM;

/** The browser the tests drive: CHROMIUM_PATH when set, else the headless shell when installed, else Chromium. */
const executablePath = process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** Where the run's shared Chromium listens (the e2e global setup launches it once for every spec file). */
export const BROWSER_ENDPOINT_ENV = 'E2E_BROWSER_ENDPOINT';

/** A Chromium that other processes connect to: one for the whole run instead of one per spec file. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * A browser for one spec file: a connection to the run's shared Chromium when the global
 * setup started one (a launch costs a second or more of both cores per file), else a Chromium
 * of its own. Each test still opens its own context, so nothing is shared between tests but
 * the browser process; close() ends the connection and every context opened through it.
 * `executable` is the browser launched when there is no shared one (FULL_CHROMIUM for a benchmark).
 */
export async function launchChromium(executable = executablePath): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS });
  return withoutServiceWorkers(browser);
}

/**
 * Chromium itself for one spec file, for what the headless shell lacks: it has no Background
 * Sync at all (a registration is refused with "Background Sync is disabled"), so a test of the
 * service worker sending what a closed tab left must run where the browser people use does.
 */
export async function launchFullChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: fullChromiumPath,
    args: CHROMIUM_ARGS,
  });
  return withoutServiceWorkers(browser);
}

/**
 * The context options of a test about the service worker: offline, a returning visitor,
 * installing, the update prompt, Background Sync. Contexts are made without one otherwise.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const satisfies BrowserContextOptions;

/**
 * Contexts block the service worker unless a test asks for it (WITH_SERVICE_WORKER): its
 * first install precaches the whole shell, about 300 files fetched from the test server and
 * written to the cache while the test runs, in every context, and only caches: a test that
 * is not about it proves the same without it, on a less busy machine.
 */
function withoutServiceWorkers(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

/**
 * Chromium itself on a profile on disk, as a person who installs the app runs it: Chromium
 * does not offer installation in an incognito context, and the headless shell has no
 * installability check at all (it finds nothing missing on a page without a manifest). The
 * profile is in a new temporary directory unless `userDataDir` names one (on a small disk,
 * say); the other options are Playwright's, `args` replacing CHROMIUM_ARGS.
 */
export async function launchPersistentChromium({
  userDataDir,
  ...options
}: NonNullable<Parameters<BrowserType['launchPersistentContext']>[1]> & {
  userDataDir?: string;
} = {}): Promise<BrowserContext> {
  const dir = userDataDir ?? (await mkdtemp(join(tmpdir(), 'portal-profile-')));
  return chromium.launchPersistentContext(dir, {
    executablePath: fullChromiumPath,
    args: CHROMIUM_ARGS,
    ...options,
  });
}

/** Shared fixture: no animations, so assertions never race a transition. */
export const NO_ANIMATIONS_CSS = '*,*::before,*::after{transition:none!important;animation:none!important}';

/** A new page with animations off, at `url`. */
export async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, NO_ANIMATIONS_CSS);
  await page.goto(url);
  return page;
}

/**
 * Waits until the service worker is installed and active (its install stores the shell) and
 * has stored the page's files and the rest of the app (src/app/register-sw.ts): from then
 * on every route opens offline, but pdf.js and the editor, which are kept when first used.
 */
export async function untilServiceWorkerReady(page: Page): Promise<void> {
  // Playwright's block replaces register(): fail at once rather than after the 90 s wait.
  const blocked = await page
    .evaluate(() => String(navigator.serviceWorker.register).includes('blocked by Playwright'))
    .catch(() => false);
  if (blocked) throw new Error('this context blocks the service worker: create it with WITH_SERVICE_WORKER');
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null, undefined, {
    timeout: 90_000,
  });
  await page.waitForFunction(() => document.documentElement.dataset['appFiles'] === 'done', undefined, {
    timeout: 90_000,
  });
}

/** Waits until the service worker controls the page: from then on it is a returning visitor's page. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await untilServiceWorkerReady(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Makes the page a returning visitor's: the worker installed, then a reload that it controls. */
export async function asReturningVisitor(page: Page): Promise<Page> {
  await untilServiceWorkerReady(page);
  await page.reload();
  await untilServiceWorkerControls(page);
  return page;
}

/**
 * A finished download's bytes. Read through the download's stream, which works on a browser
 * this process connected to as well as on one it launched (`download.path()` needs the latter).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
