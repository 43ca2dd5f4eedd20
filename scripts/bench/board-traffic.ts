/**
 * The /api/ traffic of a visitor's board download, as the browser context sees it (Playwright
 * reports the dedicated sync worker's fetches as the page's own): how many requests and bytes,
 * when the board's first list page and first public job feed call were asked and answered, and
 * whether the newest board answer is the download's last.
 */
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Request } from 'playwright-core';
import * as v from 'valibot';
import { JOB_ENDPOINTS, pathOf, SYNC_ENDPOINTS } from '../../contract';

/** Now, as epoch milliseconds. */
export const epochNow = () => performance.timeOrigin + performance.now();

/** The part of a board list page (GET /api/v1/jobs/) this reads. */
export const BoardPage = v.object({ pagination: v.object({ count: v.number(), next: v.nullable(v.string()) }) });
/** The part of a public job feed answer (GET /api/v1/sync/jobs/) this reads. */
const FeedPage = v.object({ has_more: v.boolean() });

/** When the first request of one kind was asked and answered, milliseconds from the start of the visit. */
export interface FirstRequest {
  askedMs: number | null;
  answeredMs: number | null;
}

export interface ApiTraffic {
  requests: number;
  /** Response headers and bodies as sent (gzip when the server compressed them). */
  bytes: number;
  /** The first page of the board's list (GET /api/v1/jobs/) and the first call of the public job feed. */
  page: FirstRequest;
  feed: FirstRequest;
}

/** The board's two requests, and whether an answer is the last of the download. */
const BOARD_REQUESTS = {
  page: {
    path: pathOf(JOB_ENDPOINTS.list),
    isLast: (body: unknown) => v.parse(BoardPage, body).pagination.next === null,
  },
  feed: { path: pathOf(SYNC_ENDPOINTS.jobs), isLast: (body: unknown) => !v.parse(FeedPage, body).has_more },
} as const;
type BoardRequest = keyof typeof BOARD_REQUESTS;

/** Counts the context's /api/ requests from now on; `stop` removes its listeners. */
export function watchApi(context: BrowserContext) {
  let inFlight = 0;
  let lastActivity = performance.now();
  let requests = 0;
  let bytes = 0;
  let hasLastAnswer = false;
  const firsts: Record<BoardRequest, { asked: number | null; answered: number | null }> = {
    page: { asked: null, answered: null },
    feed: { asked: null, answered: null },
  };
  const reads: Promise<unknown>[] = [];
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const kindOf = (request: Request) => {
    const { pathname } = new URL(request.url());
    return (['page', 'feed'] as const).find((kind) => BOARD_REQUESTS[kind].path === pathname);
  };
  const onRequest = (request: Request) => {
    if (!isApi(request)) return;
    inFlight += 1;
    requests += 1;
    lastActivity = performance.now();
    const kind = kindOf(request);
    if (!kind) return;
    firsts[kind].asked ??= epochNow();
    hasLastAnswer = false;
  };
  const onEnded = (request: Request) => {
    if (!isApi(request)) return false;
    inFlight -= 1;
    lastActivity = performance.now();
    return true;
  };
  const onFinished = (request: Request) => {
    if (!onEnded(request)) return;
    reads.push(request.sizes().then((size) => (bytes += size.responseHeadersSize + size.responseBodySize)));
    const kind = kindOf(request);
    if (!kind) return;
    firsts[kind].answered ??= epochNow();
    // A revalidated page (304) has no body on the wire; Playwright still reads it from the cache.
    const body = request.response().then((response) => response?.json());
    reads.push(body.then((answer) => (hasLastAnswer = BOARD_REQUESTS[kind].isLast(answer))));
  };
  context.on('request', onRequest);
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onEnded);
  return {
    quietMs: () => (inFlight > 0 ? 0 : performance.now() - lastActivity),
    /** The newest board answer says nothing more follows. */
    hasLastAnswer: () => hasLastAnswer,
    async totals(started: number): Promise<ApiTraffic> {
      await Promise.all(reads);
      const since = (at: number | null) => (at === null ? null : at - started);
      const first = (kind: BoardRequest) => ({
        askedMs: since(firsts[kind].asked),
        answeredMs: since(firsts[kind].answered),
      });
      return { requests, bytes, page: first('page'), feed: first('feed') };
    },
    stop() {
      context.off('request', onRequest);
      context.off('requestfinished', onFinished);
      context.off('requestfailed', onEnded);
    },
  };
}
