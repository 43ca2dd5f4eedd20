/**
 * One job edit seen by many open pages: every socket of the tenant is poked and each client
 * pulls the change feed. The clients here pull as the sync engine does, at a random moment
 * within the poke's `spread_ms`, and, in the same run as the reference, all at once (what
 * clients did before the spread). Meanwhile a probe asks for the member's identity every
 * 20 ms: its latency is what every other request of the process lived through.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { api, apiToken } from '../../tests/e2e/support/api';
import type { TestServer } from '../../tests/e2e/support/server';
import { quantile } from './quantile';

const HOST = 'localhost';
const PROBE_EVERY_MS = 20;

export interface PokeRound {
  /** Probe latency while the pulls ran (ms). */
  probeP50: number;
  probeMax: number;
  /** From the edit's answer to the last pull's answer (ms). */
  allPulledMs: number;
}

export interface PokeSpread {
  sockets: number;
  spreadMs: number;
  spread: PokeRound;
  atOnce: PokeRound;
}

interface Client {
  ws: WebSocket;
  onPoke: (spreadMs: number) => void;
}

function openClient(port: number, token: string): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/events/${token}/`, {
    headers: { Host: `${HOST}:${port}` },
    perMessageDeflate: false,
  });
  const client: Client = { ws, onPoke: () => undefined };
  ws.on('message', (data) => {
    const event = JSON.parse(String(data)) as { type?: string; spread_ms?: number };
    if (event.type === 'changes') client.onPoke(event.spread_ms ?? 0);
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

async function round(
  server: TestServer,
  clients: Client[],
  tokens: { admin: string; member: string },
  jobId: number,
  isSpread: boolean,
): Promise<PokeRound & { spreadMs: number }> {
  const { port } = server;
  const head = await api<{ cursor: number }>(port, HOST, 'GET', '/api/v1/sync/changes/', { token: tokens.member });
  let spreadMs = 0;
  const pulled: Promise<void>[] = [];
  const allPoked = new Promise<void>((resolve) => {
    let poked = 0;
    for (const client of clients) {
      client.onPoke = (spread) => {
        spreadMs = spread;
        const wait = isSpread ? Math.random() * spread : 0;
        pulled.push(
          new Promise<void>((done) => setTimeout(done, wait)).then(async () => {
            await api(port, HOST, 'GET', `/api/v1/sync/changes/?cursor=${head.body.cursor}`, { token: tokens.member });
          }),
        );
        poked += 1;
        if (poked === clients.length) resolve();
      };
    }
  });

  const probes: number[] = [];
  let isProbing = true;
  const probing = (async () => {
    while (isProbing) {
      const started = performance.now();
      await api(port, HOST, 'GET', '/api/v1/identity/', { token: tokens.member });
      probes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();

  await api(port, HOST, 'POST', `/api/v1/jobs/${jobId}/status/`, {
    token: tokens.admin,
    body: { job_status: 'approved' },
  });
  const edited = performance.now();
  await allPoked;
  await Promise.all(pulled);
  const allPulledMs = performance.now() - edited;
  isProbing = false;
  await probing;
  const sorted = [...probes].sort((a, b) => a - b);
  return { probeP50: quantile(sorted, 0.5), probeMax: sorted.at(-1) ?? Number.NaN, allPulledMs, spreadMs };
}

export async function measurePokeSpread(server: TestServer, socketCount = 200): Promise<PokeSpread> {
  const { port } = server;
  const admin = await apiToken(port, HOST, 'admin@example.org');
  const member = await apiToken(port, HOST, 'member@example.org');
  const clients: Client[] = [];
  for (let i = 0; i < socketCount; i += 1) clients.push(await openClient(port, member));
  const jobs = await api<{ data: { id: number }[] }>(port, HOST, 'GET', '/api/v1/jobs/');
  const jobId = jobs.body.data[0]?.id;
  if (jobId === undefined) throw new Error('the seed has no job to edit');
  try {
    const tokens = { admin, member };
    // Warm caches and the JIT once, then the two ways in the same run.
    await round(server, clients, tokens, jobId, true);
    const atOnce = await round(server, clients, tokens, jobId, false);
    const spread = await round(server, clients, tokens, jobId, true);
    return { sockets: socketCount, spreadMs: spread.spreadMs, spread, atOnce };
  } finally {
    for (const client of clients) client.ws.close();
  }
}
