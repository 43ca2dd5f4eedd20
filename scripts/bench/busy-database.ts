/**
 * Cached answers while the database is busy. A probe asks for the job board's first page (an
 * answer the server keeps in memory) one request at a time; in the same run it does so alone,
 * then while other clients keep the database working on uncached searches, each a different
 * word. Where the database shares the server's thread, every search holds the probe up for as
 * long as its queries run; on a thread of its own only the server's part of each search does.
 */
import { performance } from 'node:perf_hooks';
import type { TestServer } from '../../tests/e2e/support/server';
import { quantile } from './quantile';

const PROBES = 200;
const SEARCH_CLIENTS = 8;
const WORDS = ['analyst', 'engineer', 'manager', 'design', 'data', 'sales', 'teacher', 'nurse', 'remote', 'intern'];

export interface ProbeStats {
  p50: number;
  p99: number;
}

export interface BusyDatabase {
  alone: ProbeStats;
  busy: ProbeStats;
  /** Uncached searches answered per second while the probe ran beside them. */
  searchesPerSecond: number;
  /** Their median latency (ms). */
  searchP50: number;
  /** One uncached search at a time, nothing else running: its median latency (ms). */
  searchAloneP50: number;
}

/** A search no one asked for before (a word and a number): the board's cache cannot answer it. */
function uncachedSearch(origin: string, n: number): string {
  const words = `${WORDS[n % WORDS.length] ?? 'data'} ${n}`;
  return `${origin}/api/v1/jobs/?search=${encodeURIComponent(words)}&page_size=9`;
}

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.text();
  if (!res.ok) throw new Error(`${url} was answered ${res.status}`);
  return performance.now() - start;
}

async function probe(origin: string): Promise<ProbeStats> {
  const latencies: number[] = [];
  for (let i = 0; i < PROBES; i += 1) {
    latencies.push(await timed(`${origin}/api/v1/jobs/`));
  }
  latencies.sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

export async function measureBusyDatabase(server: TestServer): Promise<BusyDatabase> {
  const origin = server.origin();
  await probe(origin); // warms the cache and the JIT
  const alone = await probe(origin);

  // Numbers no earlier run of this server asked for.
  let asked = Math.floor(Math.random() * 1e9);
  const aloneSearches: number[] = [];
  for (let i = 0; i < PROBES / 4; i += 1) {
    asked += 1;
    aloneSearches.push(await timed(uncachedSearch(origin, asked)));
  }
  aloneSearches.sort((a, b) => a - b);

  let running = true;
  const searchLatencies: number[] = [];
  const searchers = Array.from({ length: SEARCH_CLIENTS }, async () => {
    while (running) {
      asked += 1;
      const ms = await timed(uncachedSearch(origin, asked));
      if (running) searchLatencies.push(ms);
    }
  });
  // Let the searches get going before the probe starts.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const start = performance.now();
  const before = searchLatencies.length;
  const busy = await probe(origin);
  const searchesPerSecond = ((searchLatencies.length - before) * 1000) / (performance.now() - start);
  running = false;
  await Promise.all(searchers);
  searchLatencies.sort((a, b) => a - b);
  return {
    alone,
    busy,
    searchesPerSecond,
    searchP50: quantile(searchLatencies, 0.5),
    searchAloneP50: quantile(aloneSearches, 0.5),
  };
}
