/**
 * The job board's search on a board longer than the window of newest jobs a search reads first
 * (reader.ts, SEARCH_WINDOW): a common word, answered from that window, and a rare one, looked
 * up in the index, page and count exactly as a plain scan of every job says they should, and
 * each takes the way it should (the statements the database heard say which).
 */

import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { jobs } from '../db/schema';
import { seedDemo } from '../db/seed';
import { createLogger } from '../logger';
import { migratedDatabase } from '../testing-snapshot';
import { SEARCH_WINDOW } from './reader';

const JOB_COUNT = 900;
let database: Database;
let app: ReturnType<typeof createApp>['app'];
let tenantId: number;
/** The statements of the last search. */
let heard: string[] = [];

beforeAll(async () => {
  database = await migratedDatabase({ onQuery: (query) => heard.push(query) });
  ({ defaultTenantId: tenantId } = await seedDemo(database.db, {
    jobCount: JOB_COUNT,
    draftJobCount: 0,
    campusJobCount: 0,
    jobDemo: false,
  }));
  ({ app } = createApp({
    db: database.db,
    secret: new TextEncoder().encode('test-secret-of-at-least-32-bytes!!'),
    logger: createLogger('silent'),
  }));
}, 120_000);
afterAll(() => database?.close());

/**
 * Whether the last search read the window of newest jobs, and whether it took its page from the
 * index lookup (the total of a common word is counted there once either way, and kept).
 */
const isWindow = (query: string) => query.trimStart().startsWith('with newest as');
const ways = () => ({
  window: heard.some(isWindow),
  index: heard.some(
    (query) => !isWindow(query) && query.includes('= any(array(') && !query.trimStart().startsWith('select count('),
  ),
});

/** Every approved job matching `text` in its title, description or group name, newest first: a scan of them all. */
async function scanned(text: string): Promise<number[]> {
  const pattern = `%${text}%`;
  const result = await database.db.execute(sql`
    select j.id from jobs j join groups g on g.id = j.group_id
    where j.tenant_id = ${tenantId} and j.job_status = 'approved'
      and ((j.title || E'\\n' || j.description) ilike ${pattern} or g.name ilike ${pattern})
    order by j.created_at desc, j.id desc`);
  return rowsOf(result).map((row) => Number(row['id']));
}

async function searched(text: string, page: number, pageSize: number): Promise<Paged<Job>> {
  const search = text ? `search=${encodeURIComponent(text)}&` : '';
  heard = [];
  const res = await app.request(`/api/v1/jobs/?${search}page=${page}&page_size=${pageSize}`, {
    headers: { Host: 'localhost' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Paged<Job>;
}

/** Marks a job's description with a word no other job has. */
async function mark(id: number, word: string): Promise<void> {
  await database.db
    .update(jobs)
    .set({ description: sql`${jobs.description} || ${` ${word}`}` })
    .where(eq(jobs.id, id));
}

describe(`the job search on a board of ${JOB_COUNT} jobs`, () => {
  it('pages a common word newest first with its exact total, on pages inside and past the window', async () => {
    const board = await searched('', 1, 500);
    expect(board.pagination.count).toBe(JOB_COUNT);
    // The word of the newest titles that most jobs share.
    const words = [...new Set(board.data.slice(0, 20).flatMap((job) => job.title.split(/\W+/)))].filter(
      (word) => word.length >= 4,
    );
    const counts = await Promise.all(words.map(async (word) => ({ word, ids: await scanned(word) })));
    const common = counts.sort((a, b) => b.ids.length - a.ids.length)[0];
    if (!common) throw new Error('the newest titles have no word of four letters');
    expect(common.ids.length).toBeGreaterThan(60);

    for (const [page, pageSize] of [
      [1, 20],
      [3, 20],
      [2, 50],
    ] as const) {
      const answer = await searched(common.word, page, pageSize);
      expect(answer.data.map((job) => job.id)).toEqual(common.ids.slice((page - 1) * pageSize, page * pageSize));
      expect(answer.pagination.count).toBe(common.ids.length);
      if (page === 1) expect(ways()).toEqual({ window: true, index: false });
    }
    // Case does not matter: the word in capitals finds the same jobs.
    const shouted = await searched(common.word.toUpperCase(), 1, 20);
    expect(shouted.data.map((job) => job.id)).toEqual(common.ids.slice(0, 20));
    // Past the window's matches: the index path, the same order.
    const deep = Math.ceil(common.ids.length / 20);
    const last = await searched(common.word, deep, 20);
    expect(last.data.map((job) => job.id)).toEqual(common.ids.slice((deep - 1) * 20));
    expect(last.pagination).toEqual({ count: common.ids.length, next: null });
    expect(ways()).toEqual({ window: true, index: true });
  });

  it('finds a rare word in a job older than the window, and one in jobs on both sides of it', async () => {
    const oldestFirst = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.jobStatus, 'approved')))
      .orderBy(asc(jobs.createdAt), asc(jobs.id));
    const oldest = oldestFirst[0]?.id;
    const newest = oldestFirst.at(-1)?.id;
    if (oldest === undefined || newest === undefined) throw new Error('no jobs');
    expect(oldestFirst.length - SEARCH_WINDOW).toBeGreaterThan(0);

    await mark(oldest, 'Quixotrine');
    const alone = await searched('quixotrine', 1, 20);
    expect(alone.data.map((job) => job.id)).toEqual([oldest]);
    expect(alone.pagination).toEqual({ count: 1, next: null });
    expect(ways()).toEqual({ window: true, index: true });

    await mark(newest, 'Zebrafinch');
    await mark(oldest, 'Zebrafinch');
    const both = await searched('zebrafinch', 1, 20);
    expect(both.data.map((job) => job.id)).toEqual([newest, oldest]);
    expect(both.pagination.count).toBe(2);
  });
});
