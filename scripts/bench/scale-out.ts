/**
 * Throughput of one and of two server processes on one throwaway Postgres, measured in the
 * same run so their ratio can be read on a noisy machine. The workload is uncached, signed-in
 * reads (identity, notifications, the group list, the profile) from several members, spread
 * round robin over the processes as a load balancer would. The load generator shares the
 * machine's cores with the servers and the database, so the ratio is what this machine gives,
 * not what two machines would.
 */
import { performance } from 'node:perf_hooks';
import { startTestPostgres } from '../../server/testing-postgres';
import { DEMO_PASSWORD } from '../../tests/e2e/support/api';
import { startTestServer, type TestServer } from '../../tests/e2e/support/server';

const CONNECTIONS = 32;
const DURATION_MS = 8_000;
const WARMUP_MS = 2_000;
const MEMBERS = ['member@example.org', 'student@example.org', 'admin@example.org'];
const PATHS = ['/api/v1/identity/', '/api/v1/notifications/', '/api/v1/groups/?page=1', '/api/v1/profile/'];
/** Shared by both processes: tokens made by one are read by the other. */
const JWT_SECRET = 'bench-scale-out-secret-of-at-least-32-characters';

export interface ScaleOutResult {
  oneProcess: number;
  twoProcesses: number;
  ratio: number;
  errors: number;
}

async function signIn(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/api/v1/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

/** Requests per second over `durationMs`, every connection looping over the paths. */
async function load(origins: string[], tokens: string[], durationMs: number) {
  let done = 0;
  let errors = 0;
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      const origin = origins[connection % origins.length]!;
      const token = tokens[connection % tokens.length]!;
      for (let i = connection; performance.now() < until; i += 1) {
        const res = await fetch(`${origin}${PATHS[i % PATHS.length]}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (res.ok) done += 1;
        else errors += 1;
      }
    }),
  );
  return { perSecond: (done * 1000) / durationMs, errors };
}

async function measure(servers: TestServer[]) {
  const origins = servers.map((server) => server.origin());
  const tokens = await Promise.all(MEMBERS.map((email) => signIn(origins[0]!, email)));
  await load(origins, tokens, WARMUP_MS);
  return load(origins, tokens, DURATION_MS);
}

/** Null when this machine has no Postgres to start. */
export async function measureScaleOut(): Promise<ScaleOutResult | null> {
  const postgres = await startTestPostgres();
  if (!postgres) return null;
  const env = { DATABASE_URL: postgres.url, JWT_SECRET, SEED_JOB_COUNT: '320' };
  const servers: TestServer[] = [];
  try {
    servers.push(await startTestServer({ env }));
    const one = await measure(servers);
    servers.push(await startTestServer({ env }));
    const two = await measure(servers);
    return {
      oneProcess: one.perSecond,
      twoProcesses: two.perSecond,
      ratio: two.perSecond / one.perSecond,
      errors: one.errors + two.errors,
    };
  } finally {
    for (const server of servers) await server.dispose();
    await postgres.stop();
  }
}
