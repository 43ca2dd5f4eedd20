/**
 * Every list endpoint under load: the first page, a later page and a search of each paged GET
 * endpoint the app registers (read from the endpoint table, so a new list is measured without
 * being named here), asked by 10 clients at once, each request with a unique parameter so no
 * answer cache serves it. On the demo seed and on a tenant of 100,000 jobs and 10,000 more
 * members, through the real app in-process on PGlite (vacuumed and analyzed), signed in as
 * the tenant's administrator. A bare Hono endpoint asked the same way in the same run is the
 * reference. The p99 includes the wait behind the other 9 clients' requests: the embedded
 * database runs one statement at a time.
 *
 *   npx tsx scripts/bench/list-load.ts                  prints the table
 *   npx tsx scripts/bench/list-load.ts /api/v1/jobs/    only the lists named
 */
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import type { Paged } from '../../contract/paging';
import { registeredEndpoints } from '../../server/http/register';
import { openBenchTenant } from './bench-tenant';
import { quantile } from './quantile';

export const LOAD_CLIENTS = 10;
/** Requests each client sends one after another: 150 timings per read. */
const REQUESTS_PER_CLIENT = 15;
/** The later page asked for: the last one, or this one on a longer list. */
const LATER_PAGE = 50;
export const LARGE_TENANT = { jobs: 100_000, members: 10_000 } as const;

export interface LoadFigure {
  p99: number;
  median: number;
}

/** One read of one size: its figure, or the status it answered instead of 200. */
export type LoadResult = LoadFigure | { status: number };

export interface LoadSize {
  /** Keyed by read: "/api/v1/jobs/ first page", "... later page" (the last, at most page 50), "... search". */
  reads: Map<string, LoadResult>;
  /** Lists that answer 400 without a parameter naming their subject (a job, a member): not measured. */
  needsParameter: string[];
  reference: LoadFigure;
}

type Schema = { entries?: Record<string, unknown>; pipe?: Schema[]; wrapped?: Schema; options?: Schema[] };

/** The keys of an object schema, also inside a pipe (a query read through firstValues) or a wrapper. */
function keysOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.entries) return Object.keys(schema.entries);
  if (schema.pipe) return schema.pipe.flatMap(keysOf);
  if (schema.wrapped) return keysOf(schema.wrapped);
  return schema.options?.flatMap(keysOf) ?? [];
}

/** The paged GET endpoints with no path parameter (of `only`, when named), and whether each takes `search`. */
function listEndpoints(only: readonly string[]): { path: string; hasSearch: boolean }[] {
  return registeredEndpoints()
    .filter(
      (endpoint) =>
        endpoint.method === 'GET' &&
        !endpoint.path.includes(':') &&
        keysOf(endpoint.output as Schema).includes('pagination') &&
        (only.length === 0 || only.includes(endpoint.path)),
    )
    .map((endpoint) => ({ path: endpoint.path, hasSearch: keysOf(endpoint.query as Schema).includes('search') }));
}

/** A word of the first item's title or name (what a member would type), or a common one. */
function searchTermOf(item: unknown): string {
  const fields = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
  for (const field of ['title', 'name', 'first_name', 'full_name']) {
    const value = fields[field];
    const word = typeof value === 'string' ? value.split(/\W+/).find((part) => part.length >= 3) : undefined;
    if (word) return word.toLowerCase();
  }
  return 'career';
}

/** 10 clients, each sending its requests one after another; every request unique. */
async function underLoad(request: (n: number) => Promise<Response>): Promise<LoadResult> {
  for (let n = 0; n < LOAD_CLIENTS; n++) {
    const res = await request(-1 - n);
    await res.arrayBuffer();
    if (res.status !== 200) return { status: res.status };
  }
  const times: number[] = [];
  let failed: number | null = null;
  await Promise.all(
    Array.from({ length: LOAD_CLIENTS }, async (_, client) => {
      for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
        const started = performance.now();
        const res = await request(client * REQUESTS_PER_CLIENT + i);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res.status !== 200) failed = res.status;
      }
    }),
  );
  if (failed !== null) return { status: failed };
  const sorted = times.sort((a, b) => a - b);
  return { p99: quantile(sorted, 0.99), median: quantile(sorted, 0.5) };
}

async function measureSize(large: boolean, only: readonly string[]): Promise<LoadSize> {
  const { database, app, signIn } = await openBenchTenant(
    large ? { jobCount: LARGE_TENANT.jobs, crowd: LARGE_TENANT.members } : {},
  );
  try {
    const headers = await signIn('admin@example.org');
    const get = (path: string) => (n: number) =>
      Promise.resolve(app.request(`${path}${path.includes('?') ? '&' : '?'}_=${n}`, { headers }));

    const lists = listEndpoints(only);
    // The app's code compiled and its statements prepared before any list is timed, so the
    // first list measured pays no more than the last.
    for (let round = 0; round < 5; round++)
      for (const { path } of lists) await (await get(path)(-100 - round)).arrayBuffer();
    const reads = new Map<string, LoadResult>();
    const needsParameter: string[] = [];
    let body = '{}';
    for (const { path, hasSearch } of lists) {
      const first = await get(path)(0);
      if (first.status === 400) {
        needsParameter.push(path);
        continue;
      }
      if (first.status !== 200) {
        reads.set(`${path} first page`, { status: first.status });
        continue;
      }
      const page = (await first.json()) as Paged<unknown>;
      if (path === '/api/v1/jobs/') body = JSON.stringify(page);
      reads.set(`${path} first page`, await underLoad(get(path)));
      const perPage = page.data.length;
      if (page.pagination.next !== null && perPage > 0) {
        const later = Math.min(Math.ceil(page.pagination.count / perPage), LATER_PAGE);
        reads.set(`${path} later page`, await underLoad(get(`${path}?page=${later}`)));
      }
      if (hasSearch) {
        const term = encodeURIComponent(searchTermOf(page.data[0]));
        reads.set(`${path} search`, await underLoad(get(`${path}?search=${term}`)));
      }
    }
    const bare = new Hono().get('/', (c) => c.body(body, 200, { 'Content-Type': 'application/json' }));
    const reference = await underLoad(() => Promise.resolve(bare.request('/')));
    if ('status' in reference) throw new Error('the bare endpoint failed');
    return { reads, needsParameter, reference };
  } finally {
    await database.close();
  }
}

/** The demo seed, then the large tenant; every list, or those `only` names. */
export async function measureListLoad(only: readonly string[] = []): Promise<{ demo: LoadSize; large: LoadSize }> {
  const demo = await measureSize(false, only);
  const large = await measureSize(true, only);
  return { demo, large };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { demo, large } = await measureListLoad(process.argv.slice(2));
  const cell = (result: LoadResult | undefined) =>
    !result ? '-' : 'status' in result ? `answered ${result.status}` : `${result.p99.toFixed(1)} ms`;
  console.log(`| Read (p99 at ${LOAD_CLIENTS} clients) | demo seed | large tenant | ratio |`);
  for (const [read, result] of demo.reads) {
    const grown = large.reads.get(read);
    const ratio =
      result && grown && !('status' in result) && !('status' in grown)
        ? `x${(grown.p99 / result.p99).toFixed(2)}`
        : '-';
    console.log(`| ${read} | ${cell(result)} | ${cell(grown)} | ${ratio} |`);
  }
  console.log(
    `| bare Hono endpoint | ${demo.reference.p99.toFixed(2)} ms | ${large.reference.p99.toFixed(2)} ms | - |`,
  );
  console.log(`\nNot measured (answer 400 without a parameter): ${demo.needsParameter.join(', ') || 'none'}`);
}
