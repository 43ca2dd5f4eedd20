/**
 * A visitor's job board against the real server with more jobs than one page: each page is
 * stored as it arrives (the first is on screen while the rest download), jobs no longer
 * published leave once the last page is in, and a login meanwhile leaves the board alone.
 * A later visit pulls only the job changes since the last one.
 */
import { describe, expect, it } from 'vitest';
import { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { getMeta, setMeta } from '../core/db';
import { createApiClient, type FetchFn } from '../core/http';
import { getAll } from '../core/lists';
import { evictDownTo } from '../storage/storage-budget';
import { testDb } from '../testing/fixtures';
import { addJobs, realApiForFile, removeJob, renameJob } from '../testing/real-api';
import { createJobs, VISITOR_BOARD_PAGE_SIZE, VISITOR_BOARD_SAVE_DATA_SIZE } from './jobs-detail';

const JOBS = VISITOR_BOARD_PAGE_SIZE + 80;
const server = realApiForFile({ jobCount: JOBS, draftJobCount: 0, campusJobCount: 0 });

/** A visitor's device whose requests to the server go through `spy` first. */
function visitor(spy: (url: string) => Promise<void>) {
  const db = testDb();
  const fetch: FetchFn = async (input, init) => {
    await spy(String(input));
    const headers = new Headers(init.headers);
    headers.set('Host', 'localhost:8080');
    return server().app.request(input, { ...init, headers });
  };
  const api = createApiClient({ db, baseUrl: 'http://localhost:8080', fetch });
  return { db, jobs: createJobs({ db, api, now: Date.now }) };
}

async function publishedCount(): Promise<number> {
  const res = await server().call<Paged<Job>>('GET', '/api/v1/jobs/?page_size=1');
  return res.body.pagination.count;
}

describe("a visitor's board", { timeout: 120_000 }, () => {
  it('stores the first page as it arrives, then drops what is no longer published', async () => {
    const storedBeforePage: number[] = [];
    const device = visitor(async (url) => {
      if (url.includes('/api/v1/jobs/')) storedBeforePage.push(await device.db.jobs.count());
    });
    const old = (await server().call<Paged<Job>>('GET', '/api/v1/jobs/?page_size=1')).body.data[0]!;
    await device.db.jobs.put({ ...old, id: 999_999, slug: 'gone-since-last-visit' });

    expect(await device.jobs.visitorBoard()).toBe('ready');

    const total = await publishedCount();
    expect(total).toBeGreaterThan(VISITOR_BOARD_PAGE_SIZE);
    // The second request went out with the first page already on the device.
    expect(storedBeforePage).toEqual([1, VISITOR_BOARD_PAGE_SIZE + 1]);
    expect(await device.db.jobs.count()).toBe(total);
    expect(await device.db.jobs.get(999_999)).toBeUndefined();
  });

  it('leaves the board to the member when they log in while it downloads', async () => {
    const device = visitor(async (url) => {
      if (url.includes('page=2')) await setMeta(device.db, 'session', await server().login('member@example.org'));
    });
    expect(await device.jobs.visitorBoard()).toBe('ready');
    // The first page landed before the login; nothing after it, and nothing was removed.
    expect(await device.db.jobs.count()).toBe(VISITOR_BOARD_PAGE_SIZE);
  });

  it('with data saver downloads only the newest jobs in one request, and says what the rest would cost', async () => {
    const requests: string[] = [];
    const device = visitor(async (url) => {
      requests.push(url);
    });
    const newest = (await server().call<Paged<Job>>('GET', '/api/v1/jobs/?page_size=1')).body.data[0]!;
    const older = (
      await server().call<Paged<Job>>('GET', `/api/v1/jobs/?page=2&page_size=${VISITOR_BOARD_SAVE_DATA_SIZE}`)
    ).body.data[0]!;
    // Stored on an earlier visit: an old job, and a new one since unpublished.
    await device.db.jobs.bulkPut([older, { ...newest, id: 999_998, slug: 'unpublished-since' }]);

    const answer = await device.jobs.visitorBoard({ saveData: true });
    const total = await publishedCount();
    expect(requests).toEqual([`http://localhost:8080/api/v1/jobs/?page=1&page_size=${VISITOR_BOARD_SAVE_DATA_SIZE}`]);
    expect(answer).toMatchObject({ kind: 'partial', stored: VISITOR_BOARD_SAVE_DATA_SIZE, total });
    const held = typeof answer === 'object' ? answer.heldBytes : 0;
    // About the JSON of the jobs not sent: each is well over 300 bytes.
    expect(held).toBeGreaterThan((total - VISITOR_BOARD_SAVE_DATA_SIZE) * 300);
    expect(await device.db.jobs.count()).toBe(VISITOR_BOARD_SAVE_DATA_SIZE + 1);
    expect(await device.db.jobs.get(older.id)).toBeDefined();
    expect(await device.db.jobs.get(999_998)).toBeUndefined();

    // Without data saver the whole board follows.
    expect(await device.jobs.visitorBoard()).toBe('ready');
    expect(await device.db.jobs.count()).toBe(total);
  });

  it('on a later visit pulls only the job changes since the last one', async () => {
    const requests: string[] = [];
    const device = visitor(async (url) => {
      requests.push(new URL(url).pathname + new URL(url).search);
    });
    expect(await device.jobs.visitorBoard()).toBe('ready');
    const cursor = await getMeta(device.db, 'visitorBoardCursor');
    expect(cursor).toBeGreaterThan(0);
    const [renamed, removed] = await device.db.jobs.limit(2).primaryKeys();
    await renameJob(server(), renamed!, 'Renamed since the last visit');
    await removeJob(server(), removed!);
    const [added] = await addJobs(server(), 1);

    requests.length = 0;
    expect(await device.jobs.visitorBoard()).toBe('ready');
    expect(requests).toEqual([`/api/v1/sync/jobs/?cursor=${cursor}`]);
    expect((await device.db.jobs.get(renamed!))?.title).toBe('Renamed since the last visit');
    expect(await device.db.jobs.get(removed!)).toBeUndefined();
    expect(await device.db.jobs.get(added!)).toBeDefined();
    expect(await device.db.jobs.count()).toBe(await publishedCount());
    expect(await getMeta(device.db, 'visitorBoardCursor')).toBeGreaterThan(cursor!);

    // Nothing new: one small request that changes nothing.
    requests.length = 0;
    expect(await device.jobs.visitorBoard({ saveData: true })).toBe('ready');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\/api\/v1\/sync\/jobs\/\?cursor=\d+$/);
  });

  it('downloads the whole board again after a cursor the server does not know', async () => {
    const requests: string[] = [];
    const device = visitor(async (url) => {
      requests.push(new URL(url).pathname);
    });
    await setMeta(device.db, 'visitorBoardCursor', Number.MAX_SAFE_INTEGER);
    expect(await device.jobs.visitorBoard()).toBe('ready');
    expect(requests.filter((path) => path === '/api/v1/jobs/')).toHaveLength(2);
    expect(await device.db.jobs.count()).toBe(await publishedCount());
    expect(await getMeta(device.db, 'visitorBoardCursor')).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('after jobs evicted for space, keeps pulling changes and says older jobs can be fetched', async () => {
    const requests: string[] = [];
    const device = visitor(async (url) => {
      requests.push(new URL(url).pathname);
    });
    expect(await device.jobs.visitorBoard()).toBe('ready');
    const total = await publishedCount();
    const cursor = await getMeta(device.db, 'visitorBoardCursor');

    await evictDownTo(device.db, 0, { limit: 0 });
    expect(await device.db.jobs.count()).toBeLessThan(total);
    expect(await getMeta(device.db, 'jobsTrimmed')).toBe(true);
    expect(await getMeta(device.db, 'visitorBoardCursor')).toBe(cursor);
    // The next visit is one small request, not the whole board again.
    requests.length = 0;
    expect(await device.jobs.visitorBoard()).toBe('ready');
    expect(requests).toEqual(['/api/v1/sync/jobs/']);

    expect(await device.jobs.trimmed()).toBe('ready');
    expect(await device.db.jobs.count()).toBe(total);
    expect(await getMeta(device.db, 'jobsTrimmed')).toBeUndefined();
  });

  it('reads a list whole only within its page bound, and says when it stopped short', async () => {
    const db = testDb();
    const fetch: FetchFn = (input, init) => {
      const headers = new Headers(init.headers);
      headers.set('Host', 'localhost:8080');
      return Promise.resolve(server().app.request(input, { ...init, headers }));
    };
    const api = createApiClient({ db, baseUrl: 'http://localhost:8080', fetch });
    const first = '/api/v1/jobs/?page=1&page_size=100';
    const cut = await getAll(api, first, Job, { token: null }, undefined, 2);
    expect(cut).toMatchObject({ kind: 'data', isTruncated: true });
    expect(cut.kind === 'data' ? cut.data : []).toHaveLength(200);
    const whole = await getAll(api, first, Job, { token: null }, undefined, 100);
    expect(whole).toMatchObject({ kind: 'data', isTruncated: false });
    expect(whole.kind === 'data' ? whole.data : []).toHaveLength(await publishedCount());
  });
});
