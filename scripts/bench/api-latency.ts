/**
 * The job board's API call under 50 concurrent clients, on this machine's loopback only.
 * The first round meets cold caches (page cache, JIT); the second is the steady state.
 */
import { performance } from 'node:perf_hooks';
import type { TestServer } from '../../tests/e2e/support/server';
import { quantile } from './quantile';

const CLIENTS = 50;
const REQUESTS_PER_CLIENT = 40;

export interface LatencyRound {
  requests: number;
  p50: number;
  p99: number;
}

async function round(origin: string): Promise<LatencyRound> {
  const latencies: number[] = [];
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
  return { requests: latencies.length, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

export async function measureApiLatency(server: TestServer): Promise<{ cold: LatencyRound; warm: LatencyRound }> {
  const cold = await round(server.origin());
  const warm = await round(server.origin());
  return { cold, warm };
}
