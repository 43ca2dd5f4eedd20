/**
 * Server cost as the tenant grows: the job board's uncached reads (first page, page 50, a
 * search, a group's jobs) and the organization list, on the demo seed and on tenants of
 * 10,000 and 100,000 jobs, through the real app in-process on PGlite (vacuumed and analyzed,
 * as autovacuum keeps Postgres). Each size is measured against a bare Hono endpoint answering
 * a fixed body of the same size in the same run, so the ratio, not the milliseconds, is the
 * figure to compare between machines. A unique parameter per request misses the board's
 * answer cache; a filter's total is still kept until a job changes (as it is in service), so
 * the first request of each read pays the count and the median shows the steady cost.
 *
 * The people axis: the directory (search and connections) on the demo seed and with 10,000
 * more members, signed in as member@example.org.
 *
 *   npx tsx scripts/bench/growth.ts     prints the tables
 */
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { openBenchTenant } from './bench-tenant';
import { quantile } from './quantile';

export const GROWTH_SIZES = [320, 10_000, 100_000] as const;
const RUNS = 60;

export interface GrowthRow {
  jobs: number;
  /** Median ms of each read, in READS order. */
  medians: number[];
  /** Median ms of the bare endpoint in the same run. */
  reference: number;
}

export const READS = ['first page', 'page 50', 'search', "a group's jobs", 'organizations'] as const;

async function medianOf(request: (i: number) => Promise<Response>): Promise<number> {
  for (let i = 0; i < 5; i++) await (await request(-i)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
  }
  return quantile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

async function measureSize(jobCount: number): Promise<GrowthRow> {
  const { database, app } = await openBenchTenant({ jobCount });
  try {
    const get = (path: string) => (i: number) =>
      Promise.resolve(
        app.request(`${path}${path.includes('?') ? '&' : '?'}_=${i}`, { headers: { Host: 'localhost' } }),
      );
    const first = (await (await get('/api/v1/jobs/')(0)).json()) as Paged<Job>;
    const body = JSON.stringify(first);
    const bare = new Hono().get('/', (c) => c.body(body, 200, { 'Content-Type': 'application/json' }));
    const reference = await medianOf(() => Promise.resolve(bare.request('/')));
    const [newest] = first.data;
    if (!newest) throw new Error('the board is empty');
    const medians: number[] = [];
    for (const path of [
      '/api/v1/jobs/',
      '/api/v1/jobs/?page=50',
      `/api/v1/jobs/?search=${encodeURIComponent(newest.title)}`,
      `/api/v1/jobs/?group_id=${newest.group.id}`,
      '/api/v1/groups/?group_type=organization',
    ])
      medians.push(await medianOf(get(path)));
    return { jobs: jobCount, medians, reference };
  } finally {
    await database.close();
  }
}

export const PEOPLE_SIZES = [0, 10_000] as const;
export const PEOPLE_READS = ['people', 'people search', 'everyone', 'people page 5'] as const;

export interface PeopleGrowthRow {
  /** Members added to the demo seed. */
  added: number;
  /** Median ms of each read, in PEOPLE_READS order. */
  medians: number[];
  /** Median ms of the bare endpoint in the same run. */
  reference: number;
}

async function measurePeople(added: number): Promise<PeopleGrowthRow> {
  const { database, app, signIn } = await openBenchTenant({ jobCount: 40, crowd: added });
  try {
    const headers = await signIn('member@example.org');
    const get = (path: string) => () => Promise.resolve(app.request(path, { headers }));
    const body = await (await get('/api/v1/search/?type=user')()).text();
    const bare = new Hono().get('/', (c) => c.body(body, 200, { 'Content-Type': 'application/json' }));
    const reference = await medianOf(() => Promise.resolve(bare.request('/')));
    const medians: number[] = [];
    // "Mateo" is member@'s first name: the crowd's copies match it too.
    for (const path of [
      '/api/v1/search/?type=user',
      '/api/v1/search/?type=user&search=mateo',
      '/api/v1/search/',
      '/api/v1/search/?type=user&page=5',
    ])
      medians.push(await medianOf(get(path)));
    return { added, medians, reference };
  } finally {
    await database.close();
  }
}

export async function measurePeopleGrowth(): Promise<PeopleGrowthRow[]> {
  const rows: PeopleGrowthRow[] = [];
  for (const added of PEOPLE_SIZES) rows.push(await measurePeople(added));
  return rows;
}

export async function measureGrowth(): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  for (const size of GROWTH_SIZES) rows.push(await measureSize(size));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureGrowth();
  console.log(`| Jobs | ${READS.join(' | ')} | bare endpoint |`);
  for (const row of rows) {
    const cells = row.medians.map((ms) => `${ms.toFixed(2)} ms (x${(ms / row.reference).toFixed(0)})`);
    console.log(`| ${row.jobs.toLocaleString('en')} | ${cells.join(' | ')} | ${row.reference.toFixed(3)} ms |`);
  }
  const people = await measurePeopleGrowth();
  console.log(`\n| Members added | ${PEOPLE_READS.join(' | ')} | bare endpoint |`);
  for (const row of people) {
    const cells = row.medians.map((ms) => `${ms.toFixed(2)} ms (x${(ms / row.reference).toFixed(0)})`);
    console.log(`| ${row.added.toLocaleString('en')} | ${cells.join(' | ')} | ${row.reference.toFixed(3)} ms |`);
  }
}
