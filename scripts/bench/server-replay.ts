/**
 * The server's own cost of a replayed outbox: 1,000 job bookmarks sent to the real app
 * in-process on PGlite, (a) through the batch endpoint in batches of SYNC_BATCH_MAX and
 * (b) one request at a time, each with its own Idempotency-Key. Prints ms per mutation and
 * SQL statements per mutation (every statement PGlite runs, BEGIN/COMMIT/SAVEPOINT included).
 * CPU time is printed beside wall time: on a shared, loaded machine it is the steadier figure.
 *
 *   npx tsx scripts/bench/server-replay.ts          in-memory PGlite (as the server tests)
 *   npx tsx scripts/bench/server-replay.ts --disk   PGlite in a data directory (as `npm start`)
 *   add --sql to print the statements of one batched mutation, --batch-only to skip (b),
 *   --profile=<file.cpuprofile> to write a CPU profile of the measured runs alone
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import type { TokenPair } from '../../contract/auth';
import { pathOf } from '../../contract/endpoint';
import { SYNC_BATCH_MAX } from '../../contract/outbox';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { jobs } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { DEMO_PASSWORD } from '../../server/db/seed-data';
import { createLogger } from '../../server/logger';

const COUNT = 1_000;
const HOST = 'localhost';
const disk = process.argv.includes('--disk');
const showSql = process.argv.includes('--sql');
const profileTo = process.argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);

const dataDir = disk ? await mkdtemp(join(tmpdir(), 'server-replay-')) : null;
const database = await openDatabase(dataDir ? { dataDir } : { inMemory: true });
await database.migrate();
const seeded = await seedDemo(database.db, { jobCount: COUNT, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
const { app } = createApp({
  db: database.db,
  secret: new TextEncoder().encode('bench-secret-of-at-least-32-bytes!!'),
  logger: createLogger('silent'),
});

/** Every statement PGlite runs goes through its exclusive-query queue: count there. */
const client: PGlite = Reflect.get(database.db, '$client');
let statements = 0;
const sqlSeen: string[] = [];
const runExclusive = client._runExclusiveQuery.bind(client);
client._runExclusiveQuery = (work) => {
  statements += 1;
  return runExclusive(work);
};
/** The text of each statement, from PGlite's own debug hook (after the timing: it costs). */
function collectSql(): void {
  Reflect.set(client, 'debug', 1);
  const log = console.log;
  console.log = (...args: unknown[]) => {
    if (args[0] === 'runQuery' || args[0] === 'runExec') sqlSeen.push(String(args[1]).replace(/\s+/g, ' '));
    else log(...args);
  };
}

async function token(email: string): Promise<string> {
  const res = await app.request('/api/v1/token/', {
    method: 'POST',
    headers: { Host: HOST, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as TokenPair).access;
}

const ids = (
  await database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.tenantId, seeded.defaultTenantId), eq(jobs.jobStatus, 'approved')))
    .limit(COUNT)
).map((row) => row.id);
if (ids.length < COUNT) throw new Error(`only ${ids.length} approved jobs`);

async function batched(access: string, of: readonly number[] = ids): Promise<void> {
  for (let start = 0; start < of.length; start += SYNC_BATCH_MAX) {
    const mutations = of.slice(start, start + SYNC_BATCH_MAX).map((id) => ({
      method: 'POST',
      path: `/api/v1/bookmark/job/${id}/`,
      idempotency_key: crypto.randomUUID(),
    }));
    const res = await app.request(pathOf(SYNC_ENDPOINTS.batch), {
      method: 'POST',
      headers: { Host: HOST, Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mutations }),
    });
    const body = (await res.json()) as { results: { status: number }[] };
    const failed = body.results.find((result) => result.status !== 201);
    if (res.status !== 200 || failed) throw new Error(`batch: ${res.status} ${JSON.stringify(failed)}`);
  }
}

async function oneByOne(access: string, of: readonly number[] = ids): Promise<void> {
  for (const id of of) {
    const res = await app.request(`/api/v1/bookmark/job/${id}/`, {
      method: 'POST',
      headers: { Host: HOST, Authorization: `Bearer ${access}`, 'Idempotency-Key': crypto.randomUUID() },
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`bookmark ${id}: ${res.status}`);
  }
}

/** Profiles `work` when --profile is given (the warm-up and seeding stay out of it). */
async function profiled(work: () => Promise<void>): Promise<void> {
  if (!profileTo) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await work();
  const { profile } = await session.post('Profiler.stop');
  await writeFile(profileTo, JSON.stringify(profile));
  session.disconnect();
}

async function measure(label: string, run: (access: string) => Promise<void>, email: string): Promise<void> {
  const access = await token(email);
  statements = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await run(access);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `${label.padEnd(14)} ${(ms / 1000).toFixed(2)} s wall (${(ms / COUNT).toFixed(2)} ms/mutation), ` +
      `${(cpuMs / 1000).toFixed(2)} s CPU (${(cpuMs / COUNT).toFixed(2)} ms/mutation), ` +
      `${(statements / COUNT).toFixed(1)} statements/mutation`,
  );
}

console.log(`PGlite ${disk ? 'on disk' : 'in memory'}, ${COUNT} job bookmarks`);
// Warm-up (JIT, caches) as a third member, both ways, on other jobs than the SQL listing's.
const warm = await token('student@example.org');
await batched(warm, ids.slice(0, 200));
await oneByOne(warm, ids.slice(200, 400));
await profiled(async () => {
  await measure('batch of 100', batched, 'member@example.org');
  if (!process.argv.includes('--batch-only')) await measure('one at a time', oneByOne, 'admin@example.org');
});
if (showSql) {
  const access = await token('student@example.org');
  collectSql();
  const res = await app.request(pathOf(SYNC_ENDPOINTS.batch), {
    method: 'POST',
    headers: { Host: HOST, Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      mutations: ids
        .slice(-2)
        .map((id) => ({ method: 'POST', path: `/api/v1/bookmark/job/${id}/`, idempotency_key: `sql-${id}` })),
    }),
  });
  await res.arrayBuffer();
  console.log('statements of a batch of 2:');
  for (const text of sqlSeen) console.log(`  ${text.slice(0, 160)}`);
}
await database.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
