/**
 * A visitor's job board against the real server with more jobs than one page: each page is
 * stored as it arrives (the first is on screen while the rest download), jobs no longer
 * published leave once the last page is in, and a login meanwhile leaves the board alone.
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { setMeta } from '../core/db';
import { createApiClient, type FetchFn } from '../core/http';
import { testDb } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { createJobs, VISITOR_BOARD_PAGE_SIZE } from './jobs-detail';

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
  it('stores each page as it arrives, then drops what is no longer published', async () => {
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
});
