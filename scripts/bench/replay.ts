/**
 * Replay: 1,000 bookmarks queued offline in the real app drain against the real server once
 * the browser is online again, timed in Chromium from going online to an empty outbox. The
 * same 1,000 mutations sent by Node through the batch endpoint, in batches as the worker
 * sends them (another member), give the server's own cost for what the worker asks of it;
 * the ratio is what the client adds. One request per mutation, as before batching, is
 * measured too (a third member).
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { pathOf } from '../../contract/endpoint';
import { SYNC_BATCH_MAX } from '../../contract/outbox';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import { apiToken } from '../../tests/e2e/support/api';
import { asReturningVisitor } from '../../tests/e2e/support/browser';
import { memberPage } from '../../tests/e2e/support/content-pages';
import { startTestServer, type TestServer } from '../../tests/e2e/support/server';

const COUNT = 1_000;
const EXTRA_JOBS = 1_000;

/** Adds approved jobs to the default tenant with the project's own seed command (server stopped). */
async function seedJobs(server: TestServer, count: number): Promise<void> {
  await server.stop();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/seed-cli.ts', '--jobs', String(count)], {
      env: { ...process.env, DATA_DIR: server.dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
  await server.start();
}

async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: ['scripts/bench/replay-page.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    minify: true,
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('no bundle');
  return file.text;
}

/** Rows of a store of the app's database (or of one outbox status), read without the app's code. */
function countRows(page: Page, store: string, status?: string): Promise<number> {
  return page.evaluate(
    ([name, wanted]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const rows = open.result.transaction(name).objectStore(name);
          const request = wanted === null ? rows.count() : rows.index('status').count(wanted);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [store, status ?? null] as const,
  );
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The job ids the member's device holds, read from its database. */
function localJobIds(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('jobs').objectStore('jobs').getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.map(Number));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The same mutations from Node through the batch endpoint, one batch after another: the server's share. */
async function serverBatchCost(server: TestServer, ids: readonly number[]): Promise<number> {
  const token = await apiToken(server.port, 'localhost', 'student@example.org');
  const start = performance.now();
  for (let from = 0; from < ids.length; from += SYNC_BATCH_MAX) {
    const mutations = ids.slice(from, from + SYNC_BATCH_MAX).map((id) => ({
      method: 'POST',
      path: `/api/v1/bookmark/job/${id}/`,
      idempotency_key: crypto.randomUUID(),
    }));
    const res = await fetch(`${server.origin()}${pathOf(SYNC_ENDPOINTS.batch)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mutations }),
    });
    const answer = (await res.json()) as { results?: { status: number }[] };
    const refused = (answer.results ?? []).filter((result) => result.status >= 300).length;
    if (res.status !== 200 || answer.results?.length !== mutations.length || refused > 0) {
      throw new Error(`batch from ${from}: ${res.status}, ${refused} refused`);
    }
  }
  return performance.now() - start;
}

/** The same requests from Node one at a time, as another member: the cost without batching. */
async function serverCost(server: TestServer, ids: readonly number[]): Promise<number> {
  const token = await apiToken(server.port, 'localhost', 'admin@example.org');
  const start = performance.now();
  for (const id of ids) {
    const res = await fetch(`${server.origin()}/api/v1/bookmark/job/${id}/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    });
    await res.arrayBuffer();
    if (res.status >= 300) throw new Error(`bookmark ${id}: ${res.status}`);
  }
  return performance.now() - start;
}

export interface ReplayResult {
  count: number;
  clientMs: number;
  /** The same mutations through the batch endpoint from Node: what the ratio compares with. */
  serverBatchMs: number;
  /** The same requests from Node one at a time. */
  serverMs: number;
  /** clientMs / serverBatchMs. */
  ratio: number;
}

export async function measureReplay(browser: Browser): Promise<ReplayResult> {
  const server = await startTestServer();
  try {
    await seedJobs(server, EXTRA_JOBS);
    const { page, close } = await memberPage({ server, browser }, '/jobs', 'member@example.org');
    await until(async () => (await countRows(page, 'jobs')) >= COUNT, 180_000, 'the jobs to reach the device');
    const ids = (await localJobIds(page)).slice(0, COUNT);
    // A returning visitor's page: the service worker's first start cannot reload it mid-run.
    await asReturningVisitor(page);
    const script = await pageScript();

    await page.context().setOffline(true);
    // Evaluated through DevTools: the app's Content Security Policy rightly refuses inline scripts.
    await page.evaluate(script);
    const queued = await page.evaluate(
      (jobIds) =>
        (window as unknown as { queueJobBookmarks(ids: number[]): Promise<number> }).queueJobBookmarks(jobIds),
      ids,
    );
    if (queued !== COUNT) throw new Error(`queued ${queued} of ${COUNT}`);

    const start = performance.now();
    await page.context().setOffline(false);
    await until(async () => (await countRows(page, 'outbox', 'pending')) === 0, 600_000, 'the outbox to drain');
    const clientMs = performance.now() - start;
    const failed = await countRows(page, 'outbox', 'failed');
    if (failed > 0) throw new Error(`${failed} of ${COUNT} entries were refused`);
    await close();

    const serverBatchMs = await serverBatchCost(server, ids);
    const serverMs = await serverCost(server, ids);
    return { count: COUNT, clientMs, serverBatchMs, serverMs, ratio: clientMs / serverBatchMs };
  } finally {
    await server.dispose();
  }
}
