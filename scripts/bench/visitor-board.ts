/**
 * A visitor's job board (not signed in) in Chromium, on the demo seed and at 100,000 jobs.
 * The sync worker's fetchVisitorBoard downloads the published jobs a page at a time and stores
 * each page as it arrives, so the first card should show as soon at 100,000 jobs as on the
 * demo seed. Each size has its own server and data directory, seeded once when the server
 * first starts (timed); the runs only read it. Each run is a fresh context (service workers
 * blocked): a first visit to /jobs, then a reload in the same context (the second visit).
 *
 * Times are taken in the page (a MutationObserver installed before the app's scripts) and
 * counted from the start of page.goto or page.reload. Traffic is every /api/ request the
 * context sees until the visit's download has ended (Playwright reports the dedicated sync
 * worker's fetches as the page's own): the board's last answer (a list page without `next`, or
 * a public job feed page without `has_more`) is in and the board shows every published job,
 * or nothing has changed for STALL_MS (a board that stops short).
 *
 *   npx tsx scripts/bench/visitor-board.ts     prints the figures, serving the build in
 *                                              E2E_DIST_DIR (or ./dist: build first)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as v from 'valibot';
import { JOB_ENDPOINTS, pathOf } from '../../contract';
import { FULL_CHROMIUM, launchChromium } from '../../tests/e2e/support/browser';
import { startTestServer, type TestServer } from '../../tests/e2e/support/server';
import { storedKeys } from '../../tests/e2e/support/stored';
import { type ApiTraffic, BoardPage, epochNow, type FirstRequest, watchApi } from './board-traffic';
import { quantile } from './quantile';

/** Approved jobs the large server seeds (SEED_JOB_COUNT, in place of the demo's 320); the demo seed is the reference. */
export const LARGE_BOARD_JOBS = 100_000;
const RUNS = 3;
/** After the last board page, the API quiet this long: nothing else follows. */
const SETTLE_MS = 1_000;
/** Neither a request nor a new count for this long: a download that ended short of the whole board. */
const STALL_MS = 15_000;
const VISIT_TIMEOUT_MS = 10 * 60_000;
const SEED_TIMEOUT_MS = 60 * 60_000;

/** What the page records; times are its performance.now(), from its navigation's start. */
interface Marks {
  origin: number;
  /** The end of DOMContentLoaded: the app's scripts have run. */
  ready: number;
  firstCard: number | null;
  /** Each value the "N jobs" line took, with when. */
  counts: [number, number][];
}

// A string, not a function: the page cannot see the helpers tsx adds to compiled functions.
const RECORDER = `(() => {
  const marks = { origin: performance.timeOrigin, firstCard: null, counts: [] };
  window.__visitorBoard = marks;
  const look = () => {
    if (marks.firstCard === null && document.querySelector('ul[aria-label="Jobs"] > li h2')) marks.firstCard = performance.now();
    for (const line of document.querySelectorAll('p[aria-live]')) {
      const count = /^(\\d+) jobs?$/.exec(line.textContent ?? '');
      if (!count) continue;
      if (marks.counts.at(-1)?.[0] !== Number(count[1])) marks.counts.push([Number(count[1]), performance.now()]);
      return;
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const spread = (values: number[]): Spread => ({ min: Math.min(...values), median: median(values) });

export interface VisitFigures extends ApiTraffic {
  /** Milliseconds from the start of page.goto (or reload) to the end of DOMContentLoaded. */
  readyMs: number;
  /** Milliseconds from the start of page.goto (or reload) to the first job card in the DOM. */
  firstCardMs: number;
  /** To "N jobs" with N the published total; null when the board stopped short of it. */
  wholeMs: number | null;
  /** The last count the board showed, and when. */
  shown: number;
  lastCountMs: number;
}

export interface Spread {
  min: number;
  median: number;
}

export interface VisitSummary {
  firstCardMs: Spread;
  /** Null unless every run's board became whole. */
  wholeMs: Spread | null;
  /** The smallest last count of the runs (the published total when every board was whole), and the median of when. */
  shown: number;
  lastCountMs: number;
  requests: number;
  kb: number;
  /** Medians of the runs, from the start of the visit (null: no run made that request). */
  readyMs: number;
  page: FirstRequest;
  feed: FirstRequest;
  runs: VisitFigures[];
}

export interface BoardFigures {
  /** Published jobs the API reports. */
  published: number;
  /** The first start of its server: migration and seed (SEED_JOB_COUNT extra jobs). */
  seedMs: number;
  first: VisitSummary;
  second: VisitSummary;
}

export interface VisitorBoardFigures {
  runs: number;
  demo: BoardFigures;
  large: BoardFigures;
  /** Median first card of a first visit, large over demo. */
  firstCardRatio: number;
}

/** One visit: `navigate` is page.goto or page.reload; waits until the board is whole or stopped. */
async function visit(page: Page, navigate: () => Promise<unknown>, published: number): Promise<VisitFigures> {
  const traffic = watchApi(page.context());
  try {
    const started = epochNow();
    await navigate();
    const deadline = Date.now() + VISIT_TIMEOUT_MS;
    let seen = -1;
    let seenSince = Date.now();
    for (;;) {
      const marks = await page.evaluate<Marks>(
        "({ ...window.__visitorBoard, ready: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0 })",
      );
      const shown = marks.counts.at(-1)?.[0] ?? -1;
      if (shown !== seen) [seen, seenSince] = [shown, Date.now()];
      const isDone = shown === published && traffic.hasLastAnswer() && traffic.quietMs() >= SETTLE_MS;
      const hasStalled = traffic.quietMs() >= STALL_MS && Date.now() - seenSince >= STALL_MS;
      if (marks.firstCard !== null && (isDone || hasStalled)) {
        const offset = marks.origin - started;
        const whole = marks.counts.find(([count]) => count === published);
        const last = marks.counts.at(-1) ?? [0, Number.NaN];
        return {
          readyMs: marks.ready + offset,
          firstCardMs: marks.firstCard + offset,
          wholeMs: whole ? whole[1] + offset : null,
          shown: last[0],
          lastCountMs: last[1] + offset,
          ...(await traffic.totals(started)),
        };
      }
      if (Date.now() > deadline) throw new Error(`the board did not settle: ${shown} of ${published} jobs`);
      await sleep(100);
    }
  } finally {
    traffic.stop();
  }
}

/** The medians of the runs' times of one request, over the runs that made it. */
function firstOf(requests: FirstRequest[]): FirstRequest {
  const of = (times: (number | null)[]) => {
    const made = times.filter((ms) => ms !== null);
    return made.length ? median(made) : null;
  };
  return { askedMs: of(requests.map((r) => r.askedMs)), answeredMs: of(requests.map((r) => r.answeredMs)) };
}

function summary(runs: VisitFigures[]): VisitSummary {
  const wholes = runs.map((run) => run.wholeMs);
  return {
    firstCardMs: spread(runs.map((run) => run.firstCardMs)),
    wholeMs: wholes.every((ms) => ms !== null) ? spread(wholes) : null,
    shown: Math.min(...runs.map((run) => run.shown)),
    lastCountMs: median(runs.map((run) => run.lastCountMs)),
    requests: median(runs.map((run) => run.requests)),
    kb: median(runs.map((run) => run.bytes)) / 1024,
    readyMs: median(runs.map((run) => run.readyMs)),
    page: firstOf(runs.map((run) => run.page)),
    feed: firstOf(runs.map((run) => run.feed)),
    runs,
  };
}

interface Board {
  server: TestServer;
  published: number;
  seedMs: number;
  first: VisitFigures[];
  second: VisitFigures[];
}

/** A size's own server on its own data directory, seeded at its first start (timed). */
async function startBoard(extraJobs: number | null): Promise<Board> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-board-'));
  const started = performance.now();
  const server = await startTestServer({
    dataDir,
    env: extraJobs === null ? {} : { SEED_JOB_COUNT: String(extraJobs) },
    startTimeoutMs: SEED_TIMEOUT_MS,
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const seedMs = performance.now() - started;
  const answer = await fetch(`${server.origin()}${pathOf(JOB_ENDPOINTS.list)}?page_size=1`);
  const published = v.parse(BoardPage, await answer.json()).pagination.count;
  return { server, published, seedMs, first: [], second: [] };
}

async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript(RECORDER);
  return { context, page: await context.newPage() };
}

/** Unmeasured: the server's code and answer cache warm, as they are in service. */
async function warmUp(browser: Browser, board: Board): Promise<void> {
  const { context, page } = await openPage(browser);
  try {
    await page.goto(`${board.server.origin()}/jobs`);
    await page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first().waitFor({ timeout: 120_000 });
  } finally {
    await context.close();
  }
}

/**
 * Until the device records the board as whole (meta visitorBoardCursor), which a second visit
 * pulls the changes after; a reload before then would download the board again.
 */
async function untilBoardRecorded(page: Page): Promise<void> {
  const deadline = Date.now() + STALL_MS;
  while (!(await storedKeys(page, 'meta')).includes('visitorBoardCursor')) {
    if (Date.now() > deadline) throw new Error('the first visit stored the board but no cursor');
    await sleep(100);
  }
}

/** One run: a fresh context, a first visit to /jobs, then a reload once the board is recorded whole. */
async function measureRun(browser: Browser, board: Board): Promise<void> {
  const { context, page } = await openPage(browser);
  try {
    board.first.push(await visit(page, () => page.goto(`${board.server.origin()}/jobs`), board.published));
    await untilBoardRecorded(page);
    board.second.push(await visit(page, () => page.reload(), board.published));
  } finally {
    await context.close();
  }
}

const figuresOf = (board: Board): BoardFigures => ({
  published: board.published,
  seedMs: board.seedMs,
  first: summary(board.first),
  second: summary(board.second),
});

export async function measureVisitorBoard(browser: Browser): Promise<VisitorBoardFigures> {
  const demo = await startBoard(null);
  try {
    const large = await startBoard(LARGE_BOARD_JOBS);
    try {
      for (const board of [demo, large]) await warmUp(browser, board);
      // The sizes take turns, so a change in the machine's load falls on both.
      for (let run = 0; run < RUNS; run += 1) for (const board of [demo, large]) await measureRun(browser, board);
      const [small, big] = [figuresOf(demo), figuresOf(large)];
      return {
        runs: RUNS,
        demo: small,
        large: big,
        firstCardRatio: big.first.firstCardMs.median / small.first.firstCardMs.median,
      };
    } finally {
      await large.server.dispose();
    }
  } finally {
    await demo.server.dispose();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** DOMContentLoaded, then the first call of the feed and the first list page, asked and answered (medians). */
export function describeRequests(visit: VisitSummary): string {
  const parts = [`DOMContentLoaded ${seconds(visit.readyMs)}`];
  for (const [name, first] of [
    ['feed', visit.feed],
    ['first list page', visit.page],
  ] as const) {
    if (first.askedMs !== null && first.answeredMs !== null)
      parts.push(`${name} asked ${seconds(first.askedMs)}, answered ${seconds(first.answeredMs)}`);
  }
  return parts.join(', ');
}

/** The figures as lines, one per size and visit, then every run. */
export function describeVisitorBoard(figures: VisitorBoardFigures): string[] {
  const lines: string[] = [];
  for (const [name, board] of [
    ['demo seed', figures.demo],
    [`${LARGE_BOARD_JOBS.toLocaleString('en')} jobs`, figures.large],
  ] as const) {
    lines.push(`${name}: ${board.published} published jobs, seeded in ${seconds(board.seedMs)}`);
    for (const [visitName, visited] of [
      ['first visit', board.first],
      ['second visit', board.second],
    ] as const) {
      const whole = visited.wholeMs
        ? `whole ${seconds(visited.wholeMs.median)} (min ${seconds(visited.wholeMs.min)})`
        : `not whole: ${visited.shown} of ${board.published} jobs at ${seconds(visited.lastCountMs)}`;
      lines.push(
        `  ${visitName}: first card ${seconds(visited.firstCardMs.median)} (min ${seconds(visited.firstCardMs.min)}), ${whole}, ${visited.requests} API requests, ${visited.kb.toFixed(1)} KB; ${describeRequests(visited)}`,
      );
      for (const run of visited.runs) lines.push(`    run: ${JSON.stringify(run)}`);
    }
  }
  lines.push(`first card, first visit, ${LARGE_BOARD_JOBS} jobs over demo seed: x${figures.firstCardRatio.toFixed(2)}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await launchChromium(FULL_CHROMIUM);
  try {
    for (const line of describeVisitorBoard(await measureVisitorBoard(browser))) console.log(line);
  } finally {
    await browser.close();
  }
}
