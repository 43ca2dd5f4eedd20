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
import { startThrottleProxy } from './throttle-proxy';

export interface ServiceWorkerFigures {
  stages: Record<PrecacheStage, { files: number; kb: number }>;
  runs: number;
  /** Median and minimum milliseconds from the load event. */
  readyMs: { median: number; min: number };
  pageKeptMs: { median: number; min: number };
  doneMs: { median: number; min: number };
}

interface VisitTimes {
  /** Milliseconds from navigation start to the load event. */
  load: number;
  /** Milliseconds from the load event. */
  ready: number;
  page: number;
  done: number;
}

/** One first visit in a fresh context; with `cpuRate`, the page's CPU slowed that many times. */
async function firstVisit(browser: Browser, origin: string, cpuRate = 1): Promise<VisitTimes> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
    // Plain expressions only: the page cannot see the helpers tsx adds to named functions.
    const loadedAt = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
    );
    const nowInPage = () => page.evaluate(() => performance.now());
    const wait = { timeout: 120_000, polling: 10 };
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null, undefined, wait);
    const readyAt = await nowInPage();
    await page.waitForFunction(() => document.documentElement.dataset['appFiles'] !== undefined, undefined, wait);
    const pageAt = await nowInPage();
    await page.waitForFunction(() => document.documentElement.dataset['appFiles'] === 'done', undefined, wait);
    const doneAt = await nowInPage();
    return { load: loadedAt, ready: readyAt - loadedAt, page: pageAt - loadedAt, done: doneAt - loadedAt };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

export interface ThrottledFirstVisit {
  runs: number;
  /** Medians, milliseconds: the load event from navigation start, then the rest from the load event. */
  loadMs: number;
  readyMs: number;
  pageKeptMs: number;
  doneMs: number;
}

/**
 * First visits through a link like Lighthouse's mobile profile (scripts/bench/throttle-proxy.ts)
 * with the page's CPU slowed four times (the service worker's own CPU is not slowed).
 */
export async function measureThrottledFirstVisit(
  browser: Browser,
  serverPort: number,
  runs = 3,
): Promise<ThrottledFirstVisit> {
  const proxy = await startThrottleProxy(serverPort);
  try {
    const visits: VisitTimes[] = [];
    for (let run = 0; run < runs; run += 1) visits.push(await firstVisit(browser, `http://localhost:${proxy.port}`, 4));
    return {
      runs,
      loadMs: median(visits.map((visit) => visit.load)),
      readyMs: median(visits.map((visit) => visit.ready)),
      pageKeptMs: median(visits.map((visit) => visit.page)),
      doneMs: median(visits.map((visit) => visit.done)),
    };
  } finally {
    await proxy.close();
  }
}

export async function measureServiceWorker(browser: Browser, origin: string, runs = 3): Promise<ServiceWorkerFigures> {
  const sw = await readFile('dist/sw.js', 'utf8');
  const stages: ServiceWorkerFigures['stages'] = {
    install: { files: 0, kb: 0 },
    background: { files: 0, kb: 0 },
    'on-use': { files: 0, kb: 0 },
    pack: { files: 0, kb: 0 },
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
    const times = await firstVisit(browser, origin);
    ready.push(times.ready);
    pageKept.push(times.page);
    done.push(times.done);
  }
  const summary = (values: number[]) => ({ median: median(values), min: Math.min(...values) });
  return { stages, runs, readyMs: summary(ready), pageKeptMs: summary(pageKept), doneMs: summary(done) };
}
