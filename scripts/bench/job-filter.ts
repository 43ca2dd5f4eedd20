/**
 * 10,000 jobs in IndexedDB. In Node (fake-indexeddb): the device's search index built over
 * them, restored from its saved copy, and asked; the reference is a plain substring filter
 * over the same array in the same run. In real Chromium, after the member's demo sync: the
 * time from a keystroke in the job board's search box to the first page committed to the
 * DOM (through the sync worker's index).
 */
import { performance } from 'node:perf_hooks';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { Browser } from 'playwright-core';
import type { Job } from '../../contract';
import { makeJob } from '../../contract/fixtures';
import { openDb } from '../../sync/core/db';
import { createSearchIndex } from '../../sync/search/search-index';
import { logIn } from '../../tests/e2e/support/pages';
import type { TestServer } from '../../tests/e2e/support/server';

const COUNT = 10_000;
// Neighbours never both find nothing: the browser run waits for each query to change the page.
const QUERIES = ['engineer', 'data', 'manager', 'an', 'design', 'remote', 'intern', 'analyst', 'opera', 'zz'];

export function syntheticJobs(count: number): Job[] {
  const words = ['Data', 'Software', 'Product', 'Design', 'Marketing', 'Operations', 'Research', 'Finance'];
  const roles = ['Engineer', 'Manager', 'Analyst', 'Intern', 'Lead', 'Specialist'];
  return Array.from({ length: count }, (_, i) =>
    makeJob(1_000_000 + i, {
      slug: `bench-job-${i}`,
      title: `${words[i % words.length]} ${roles[i % roles.length]} ${i}`,
      description: `Work with a friendly team on ${words[(i * 7) % words.length]?.toLowerCase()} problems. Remote-friendly.`,
      job_location: i % 3 === 0 ? 'remote' : 'hybrid',
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      group: { id: 1, name: `Employer ${i % 50}`, name_slug: `employer-${i % 50}`, image: null },
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The reference: what the board did before the index, a substring test of three fields. */
function substringFilter(jobs: readonly Job[], search: string): Job[] {
  const needle = search.toLowerCase();
  return jobs.filter(
    (job) =>
      job.title.toLowerCase().includes(needle) ||
      job.group.name.toLowerCase().includes(needle) ||
      job.description.toLowerCase().includes(needle),
  );
}

export async function measureIndex(jobs: Job[]) {
  const reference = [...QUERIES, ...QUERIES].map((search) => {
    const start = performance.now();
    substringFilter(jobs, search);
    return performance.now() - start;
  });
  const db = openDb(`bench-search-${Date.now()}`, { indexedDB, IDBKeyRange });
  await db.jobs.bulkPut(jobs);
  const built = createSearchIndex(db);
  let start = performance.now();
  await built.warm();
  const buildMs = performance.now() - start;
  const queries: number[] = [];
  for (const search of [...QUERIES, ...QUERIES]) {
    start = performance.now();
    await built.match('jobs', search);
    queries.push(performance.now() - start);
  }
  await built.save();
  built.stop();
  const restored = createSearchIndex(db);
  start = performance.now();
  await restored.match('jobs', 'engineer');
  const restoreMs = performance.now() - start;
  await restored.settled();
  restored.stop();
  db.close();
  return { referenceMs: median(reference), buildMs, queryMs: median(queries), restoreMs };
}

export async function measureJobFilter(browser: Browser, server: TestServer) {
  const jobs = syntheticJobs(COUNT);
  const index = await measureIndex(jobs);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.origin()}/login?next=%2Fjobs`);
  await logIn(page, 'member@example.org');
  await page.getByRole('heading', { name: 'Job Board' }).waitFor();
  await page.getByRole('list', { name: 'Jobs' }).waitFor();
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onsuccess = () => {
          const tx = open.result.transaction('jobs', 'readwrite');
          for (const row of rows) tx.objectStore('jobs').put(row);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    jobs,
  );
  await page.reload();
  await page.getByText(/^1\d,\d{3} jobs$|^1\d{4} jobs$/).waitFor({ timeout: 60_000 });

  const rendered = await page.evaluate(async (queries) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]');
    const section = input?.closest('section');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!input || !section || !setValue) throw new Error('job board not found');
    const times: number[] = [];
    for (const query of [...queries, ...queries]) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const done = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(section, { subtree: true, childList: true, characterData: true });
      });
      const start = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      times.push((await done) - start);
    }
    return times;
  }, QUERIES);
  await context.close();
  return { runs: rendered.length, ...index, renderMs: median(rendered) };
}
