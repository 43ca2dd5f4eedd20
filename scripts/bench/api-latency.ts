/** The job board's API call under 50 concurrent clients, on this machine's loopback only. */
import { performance } from 'node:perf_hooks';
import type { TestServer } from '../../tests/e2e/support/server';

const CLIENTS = 50;
const REQUESTS_PER_CLIENT = 40;

export async function measureApiLatency(server: TestServer) {
  const latencies: number[] = [];
  const origin = server.origin();
  // Warm up the connection pool and the database.
  await Promise.all(
    Array.from({ length: CLIENTS }, () => fetch(`${origin}/api/v1/jobs/?page=1&page_size=9`).then((r) => r.text())),
  );
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < REQUESTS_PER_CLIENT; i += 1) {
        const page = ((client + i) % 30) + 1;
        const start = performance.now();
        const res = await fetch(`${origin}/api/v1/jobs/?page=${page}&page_size=9`);
        await res.text();
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { requests: latencies.length, p50: at(0.5), p99: at(0.99) };
}
