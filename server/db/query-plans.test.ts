/**
 * The main reads on a tenant grown large (20,000 jobs, an organization of 10,000 members):
 * every statement the job board, its searches and filters, a group's jobs and the group
 * lists run is explained once the planner knows the sizes (VACUUM ANALYZE, as autovacuum
 * keeps them on Postgres), and a sequential scan of a large table fails the test with the
 * statement and its plan. A missing index shows here as it would in production.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../contract/auth';
import type { ChatRoom } from '../../contract/chat';
import type { Identity } from '../../contract/identity';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { migratedDatabase } from '../testing-snapshot';
import type { Database } from './client';
import { addCrowd } from './crowd';
import { EXACT_TOTAL_UP_TO } from './kept-totals';
import { rowsOf } from './raw-rows';
import { seedDemo } from './seed';
import { DEMO_PASSWORD } from './seed-data';

/** Approved jobs of the default tenant: the board of a large tenant. */
const JOB_COUNT = 20_000;
/** Members added to the default organization of the default tenant. */
const MEMBER_COUNT = 10_000;
/** A table with more rows than this is large: reading all of it for one page is a fault. */
const LARGE_TABLE_ROWS = 5_000;

let database: Database;
let app: ReturnType<typeof createApp>['app'];
const heard: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  database = await migratedDatabase({ onQuery: (query, params) => heard.push({ query, params }) });
  await seedDemo(database.db, { jobCount: JOB_COUNT });
  await addCrowd(database.db, MEMBER_COUNT);
  await database.db.execute(sql`vacuum analyze`);
  ({ app } = createApp({
    db: database.db,
    secret: new TextEncoder().encode('test-secret-of-at-least-32-bytes!!'),
    logger: createLogger('silent'),
  }));
}, 120_000);

afterAll(() => database.close());

/** The token reads go out with: the tenant's administrator (who sees every member tab), member@, or none. */
let readToken: string | null = null;

async function tokenOf(email: string): Promise<string> {
  const res = await app.request('/api/v1/token/', {
    method: 'POST',
    headers: { Host: 'localhost', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as TokenPair).access;
}

async function get<T>(path: string): Promise<T> {
  const headers: Record<string, string> = { Host: 'localhost' };
  if (readToken) headers['Authorization'] = `Bearer ${readToken}`;
  const res = await app.request(path, { headers });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The tables with more than LARGE_TABLE_ROWS rows, as the planner counts them. */
async function largeTables(): Promise<Set<string>> {
  const result = await database.db.execute(
    sql`select relname from pg_class where relkind = 'r' and reltuples > ${LARGE_TABLE_ROWS}`,
  );
  return new Set(rowsOf(result).map((row) => String(row['relname'])));
}

/**
 * Each read statement `paths` ran whose plan scans a large table from end to end. With
 * `countsRead`, a statement that only counts the matches may (the directory counts its people
 * on every page; the job board counts a filter's matches once and keeps the total).
 */
async function scansOfLargeTables(
  paths: string[],
  countsRead = false,
  largestSort = LARGE_TABLE_ROWS,
): Promise<string[]> {
  heard.length = 0;
  for (const path of paths) await get(path);
  const large = await largeTables();
  const faults: string[] = [];
  for (const { query, params } of [...heard]) {
    if (!/^\s*select/i.test(query)) continue;
    if (countsRead && /^\s*select count\(\*\) from/i.test(query)) continue;
    const plan = await database.db.execute(
      sql.raw(`explain ${query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`),
    );
    const lines = rowsOf(plan).map((row) => String(row['QUERY PLAN']));
    const scanned = lines.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []).filter((t) => large.has(t));
    if (scanned.length) faults.push(`${scanned.join(', ')} read whole by:\n${query}\n${lines.join('\n')}`);
    // A page sorted from every matching row: the index could not give the order.
    const sorted = lines.map((line) => Number(/Sort {2}\(cost=[\d.]+ rows=(\d+)/.exec(line)?.[1] ?? 0));
    if (sorted.some((rows) => rows > largestSort)) faults.push(`a large sort by:\n${query}\n${lines.join('\n')}`);
  }
  return faults;
}

/** A parameter written into the statement (EXPLAIN takes no bound parameters here). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

describe(`query plans with ${JOB_COUNT} jobs`, () => {
  it('the job board, its searches and filters read only their own page', async () => {
    const board = await get<Paged<Job>>('/api/v1/jobs/');
    expect(board.pagination.count).toBeGreaterThanOrEqual(JOB_COUNT);
    const [newest] = board.data;
    if (!newest) throw new Error('the board is empty');
    const faults = await scansOfLargeTables([
      '/api/v1/jobs/',
      '/api/v1/jobs/?page=20',
      `/api/v1/jobs/?search=${encodeURIComponent(newest.title)}`,
      '/api/v1/jobs/?search=no-such-words',
      `/api/v1/jobs/?group_id=${newest.group.id}`,
    ]);
    expect(faults).toEqual([]);
    // The filters' pages too; their totals are counted over the matches once per filter and
    // kept by the board until a job changes (server/jobs/board-cache.ts).
    const filtered = await scansOfLargeTables(
      [
        '/api/v1/jobs/?job_type=internship',
        '/api/v1/jobs/?job_location=remote&page=5',
        '/api/v1/jobs/?job_type=part_time&job_location=hybrid&career_stage=1',
      ],
      true,
    );
    expect(filtered).toEqual([]);
  });

  it("a visitor's job feed reads its head and a page after a cursor by index", async () => {
    const head = await get<{ cursor: number }>('/api/v1/sync/jobs/');
    expect(head.cursor).toBeGreaterThan(JOB_COUNT);
    const faults = await scansOfLargeTables(['/api/v1/sync/jobs/', `/api/v1/sync/jobs/?cursor=${head.cursor - 600}`]);
    expect(faults).toEqual([]);
  });

  it(`a member tab of an organization of ${MEMBER_COUNT} reads only its page`, async () => {
    readToken = await tokenOf('admin@example.org');
    try {
      const identity = await get<Identity>('/api/v1/identity/');
      const org = identity.organization?.id;
      const members = await get<Paged<unknown>>(`/api/v1/groups/${org}/members/`);
      expect(members.pagination.count).toBeGreaterThan(MEMBER_COUNT);
      const faults = await scansOfLargeTables([
        `/api/v1/groups/${org}/members/`,
        `/api/v1/groups/${org}/members/?page=50`,
        `/api/v1/groups/${org}/members/?status=pending`,
        `/api/v1/groups/${org}/members/?sort_order=asc`,
      ]);
      expect(faults).toEqual([]);
    } finally {
      readToken = null;
    }
  });

  it("an administrator's My Jobs and the staff's member picker read only their page", async () => {
    readToken = await tokenOf('admin@example.org');
    try {
      const mine = await get<Paged<unknown>>('/api/v1/jobs/mine/');
      // The administrator runs groups holding thousands of the board's jobs.
      expect(mine.pagination.count).toBeGreaterThan(EXACT_TOTAL_UP_TO);
      const picker = await get<Paged<unknown>>('/api/v1/staff/recommendation-package/members/');
      expect(picker.pagination.count).toBeGreaterThan(MEMBER_COUNT);
      // Their totals are counted over the matches once and kept a while (server/db/kept-totals.ts).
      const faults = await scansOfLargeTables(
        [
          '/api/v1/jobs/mine/',
          '/api/v1/jobs/mine/?page=50',
          '/api/v1/staff/recommendation-package/members/',
          '/api/v1/staff/recommendation-package/members/?page=50',
          // Every member of the crowd is a "Mateo": a search matching thousands.
          '/api/v1/staff/recommendation-package/members/?search=mateo',
        ],
        true,
      );
      expect(faults).toEqual([]);
      // A first page sorts no more than each group's first page: the groups' jobs are not all sorted.
      expect(await scansOfLargeTables(['/api/v1/jobs/mine/'], true, 500)).toEqual([]);
    } finally {
      readToken = null;
    }
  });

  it(`the directory of ${MEMBER_COUNT} people reads only its page, searched or not`, async () => {
    readToken = await tokenOf('member@example.org');
    try {
      const people = await get<Paged<unknown>>('/api/v1/search/?type=user');
      expect(people.pagination.count).toBeGreaterThan(MEMBER_COUNT);
      const found = await get<Paged<{ name: string }>>('/api/v1/search/?type=user&search=Crowd%20777');
      expect(found.data.map((entry) => entry.name)).toContain('Mateo Crowd 777');
      const faults = await scansOfLargeTables(
        [
          '/api/v1/search/',
          '/api/v1/search/?type=user',
          '/api/v1/search/?type=user&page=50',
          '/api/v1/search/?type=user&search=Crowd%20777',
          '/api/v1/search/?search=no-such-words',
          '/api/v1/connections/',
        ],
        true,
      );
      expect(faults).toEqual([]);
    } finally {
      readToken = null;
    }
  });

  it(`the chat rooms read the people they show by index among ${MEMBER_COUNT} members`, async () => {
    readToken = await tokenOf('admin@example.org');
    try {
      const rooms = await get<Paged<ChatRoom>>('/api/v1/chat/rooms/');
      expect(rooms.data.length).toBeGreaterThan(0);
      // Each room names its other member and shows both (the people the statement looks up).
      for (const room of rooms.data) {
        expect(room.name).not.toBe('');
        expect(room.users.map((user) => user.name).filter(Boolean)).toHaveLength(2);
      }
      expect(await scansOfLargeTables(['/api/v1/chat/rooms/'])).toEqual([]);
    } finally {
      readToken = null;
    }
  });

  it(`group lists count their jobs and their ${MEMBER_COUNT} members by index`, async () => {
    const faults = await scansOfLargeTables([
      '/api/v1/groups/?group_type=organization',
      '/api/v1/groups/?group_type=circle',
      '/api/v1/groups/?group_type=event',
    ]);
    expect(faults).toEqual([]);
  });
});
