/**
 * What one read costs each thread: the given GET paths asked by 10 clients at once (600
 * requests, each with a unique parameter so no answer cache serves it) on the demo seed, in
 * process on PGlite on its own thread, signed in as the tenant's administrator (or AS); for each, the
 * CPU time per request of the server's thread and of the busiest other thread (the database's),
 * read from /proc (Linux), and the wall time per request. Unlike a p99, these hardly move with
 * what else the machine runs, so two versions of the code can be compared one after the other.
 *
 *   npx tsx scripts/bench/request-cost.ts /api/v1/use-cases/ /api/v1/search/
 *   AS=member@example.org npx tsx scripts/bench/request-cost.ts /api/v1/groups/   (another caller)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openBenchTenant } from './bench-tenant';

const CLIENTS = 10;
const REQUESTS_PER_CLIENT = 60;
const WARM_UP = 50;

/** CPU milliseconds so far of each thread of this process, by thread id. */
function threadCpu(): Map<string, number> {
  const ticksToMs = 10; // USER_HZ is 100 on Linux
  return new Map(
    readdirSync('/proc/self/task').map((tid) => {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return [tid, (Number(fields[11]) + Number(fields[12])) * ticksToMs];
    }),
  );
}

const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('name the GET paths to measure, e.g. /api/v1/use-cases/');
const { database, app, signIn } = await openBenchTenant();
const headers = await signIn(process.env['AS'] ?? 'admin@example.org');
let n = 0;
const ask = async (path: string) => {
  n += 1;
  const res = await app.request(`${path}${path.includes('?') ? '&' : '?'}_=${n}`, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
};

console.log('| Read (10 clients, 600 requests) | server thread CPU | database thread CPU | wall per request |');
console.log('|---|---|---|---|');
for (const path of paths) {
  for (let i = 0; i < WARM_UP; i++) await ask(path);
  const before = threadCpu();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < REQUESTS_PER_CLIENT; i++) await ask(path);
    }),
  );
  const requests = CLIENTS * REQUESTS_PER_CLIENT;
  const wall = (performance.now() - started) / requests;
  const used = [...threadCpu()].map(([tid, ms]) => [tid, (ms - (before.get(tid) ?? 0)) / requests] as const);
  const main = used.find(([tid]) => tid === String(process.pid))?.[1] ?? 0;
  const others = used.filter(([tid]) => tid !== String(process.pid)).map(([, ms]) => ms);
  const busiest = others.length > 0 ? Math.max(...others) : 0;
  console.log(`| ${path} | ${main.toFixed(2)} ms | ${busiest.toFixed(2)} ms | ${wall.toFixed(2)} ms |`);
}
await database.close();
