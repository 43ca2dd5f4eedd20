/**
 * Gzip size of the JavaScript a fresh visit loads, read from the built files in dist/: every
 * script the page asks for until the network is idle, but those that start the background
 * work (the sync worker's bundle, comlink that talks to it, workbox-window that prompts for an
 * update) only when the page asks for them before its first contentful paint: the app starts
 * them after that paint (src/ui/after-first-paint.ts), and before it they would compete with
 * what is drawn first.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { logIn } from '../../tests/e2e/support/pages';
import type { TestServer } from '../../tests/e2e/support/server';

async function gzipKb(path: string): Promise<number> {
  return gzipSync(await readFile(path), { level: 9 }).length / 1024;
}

const isWorker = (path: string) => path.includes('sync.worker');
/** The chunks of the background start, by the names the build gives them. */
const isBackgroundStart = (path: string) => /\/assets\/(sync\.worker|comlink|Workbox)-[^/]+\.js$/.test(path);

/** What one visit asked for: each script with when, and the first paint. */
interface ScriptsOfVisit {
  /** Script path and when the page asked for it, milliseconds from the first contentful paint (null: no paint seen). */
  scripts: [string, number | null][];
  /** Milliseconds from the first contentful paint to the worker's request (negative: before it). */
  workerAfterPaintMs: number | null;
}

/** Records the page's script requests from now on; `done` reads them and the first paint. */
function watchScripts(page: Page) {
  const scripts = new Map<string, number>();
  page.on('request', (request: Request) => {
    // When the page asked, on this machine's clock (the page's is the same); request.timing()
    // is not filled in until the response.
    if (request.resourceType() === 'script') scripts.set(new URL(request.url()).pathname, Date.now());
  });
  return async (): Promise<ScriptsOfVisit> => {
    const paintedAt = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return paint ? performance.timeOrigin + paint.startTime : null;
    });
    const afterPaint = (at: number) => (paintedAt === null ? null : at - paintedAt);
    const workerAt = [...scripts].find(([path]) => isWorker(path))?.[1];
    return {
      scripts: [...scripts].map(([path, at]) => [path, afterPaint(at)]),
      workerAfterPaintMs: workerAt === undefined ? null : afterPaint(workerAt),
    };
  };
}

async function visitorScripts(browser: Browser, url: string): Promise<ScriptsOfVisit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const done = watchScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const visit = await done();
  await context.close();
  return visit;
}

async function memberScripts(browser: Browser, server: TestServer): Promise<ScriptsOfVisit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.origin()}/login?next=%2Fjobs`);
  await logIn(page, 'member@example.org');
  await page.getByRole('heading', { name: 'Job Board' }).waitFor();
  // The pointer stays where the login button was: over a job card's link, the router would
  // load the job page's chunks on that "intent" (8.9 KB of file upload among them), which a
  // fresh visit does not do.
  await page.mouse.move(0, 0);
  const done = watchScripts(page);
  await page.reload({ waitUntil: 'networkidle' });
  const visit = await done();
  await context.close();
  return visit;
}

export async function measureFirstRouteJs(browser: Browser, server: TestServer) {
  const visitor = await visitorScripts(browser, server.origin());
  const member = await memberScripts(browser, server);
  const assets = await readdir('dist/assets');
  const workerFile = assets.find((name) => isWorker(name));
  const workerKb = workerFile ? await gzipKb(join('dist/assets', workerFile)) : 0;
  // A background start counts when it was asked for before the page had painted (or no paint was seen).
  const sum = async ({ scripts }: ScriptsOfVisit) => {
    let total = 0;
    for (const [path, afterPaintMs] of scripts) {
      if (isBackgroundStart(path) && afterPaintMs !== null && afterPaintMs >= 0) continue;
      total += isWorker(path) ? workerKb : await gzipKb(join('dist', path));
    }
    return total;
  };
  return {
    visitorKb: await sum(visitor),
    memberKb: await sum(member),
    /** When each visit's page asked for the worker, from its first paint (ms). */
    visitorWorkerAfterPaintMs: visitor.workerAfterPaintMs,
    memberWorkerAfterPaintMs: member.workerAfterPaintMs,
    workerKb,
    swKb: await gzipKb('dist/sw.js'),
  };
}
