/**
 * The service worker on a first visit: the gzip bytes of each stage of its precache plan
 * (read from dist/sw.js), and how long after the page's load event it is active, the page's
 * own files are kept, and the background stage is done (the page's `data-app-files`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { PrecacheStage } from '../precache-plan';
import { quantile } from './quantile';

export interface ServiceWorkerFigures {
  stages: Record<PrecacheStage, { files: number; kb: number }>;
  runs: number;
  /** Median and minimum milliseconds from the load event. */
  readyMs: { median: number; min: number };
  pageKeptMs: { median: number; min: number };
  doneMs: { median: number; min: number };
}

export async function measureServiceWorker(browser: Browser, origin: string, runs = 3): Promise<ServiceWorkerFigures> {
  const sw = await readFile('dist/sw.js', 'utf8');
  const stages: ServiceWorkerFigures['stages'] = {
    install: { files: 0, kb: 0 },
    background: { files: 0, kb: 0 },
    'on-use': { files: 0, kb: 0 },
  };
  for (const match of sw.matchAll(/\{[^{}]*"url":"[^"]*"[^{}]*\}/g)) {
    const entry = JSON.parse(match[0]) as { url: string; stage: PrecacheStage };
    stages[entry.stage].files += 1;
    stages[entry.stage].kb += gzipSync(await readFile(join('dist', entry.url)), { level: 9 }).length / 1024;
  }

  const ready: number[] = [];
  const pageKept: number[] = [];
  const done: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    // Plain expressions only: the page cannot see the helpers tsx adds to named functions.
    const loadedAt = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
    );
    const nowInPage = () => page.evaluate(() => performance.now());
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    const readyAt = await nowInPage();
    await page.waitForFunction(() => document.documentElement.dataset['appFiles'] !== undefined, undefined, {
      polling: 10,
    });
    const pageAt = await nowInPage();
    await page.waitForFunction(() => document.documentElement.dataset['appFiles'] === 'done', undefined, {
      polling: 10,
    });
    const doneAt = await nowInPage();
    const times = { ready: readyAt - loadedAt, page: pageAt - loadedAt, done: doneAt - loadedAt };
    ready.push(times.ready);
    pageKept.push(times.page);
    done.push(times.done);
    await context.close();
  }
  const summary = (values: number[]) => ({
    median: quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
    min: Math.min(...values),
  });
  return { stages, runs, readyMs: summary(ready), pageKeptMs: summary(pageKept), doneMs: summary(done) };
}
