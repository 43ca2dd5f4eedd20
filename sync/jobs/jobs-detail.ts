/**
 * The jobs area of the worker: one job by slug into db.jobDetails. Reads of a job
 * are public: without a session they go out without a token. (The job administrators'
 * lists and forms are online calls: online-calls.ts.)
 */
import * as v from 'valibot';
import { JOB_ENDPOINTS, Job, JobChangesResponse, JobDetail, paged, pathOf, SYNC_ENDPOINTS } from '../../contract';
import type { PublicProfileStatus } from '../core/api';
import { callerOptions } from '../core/caller-options';
import type { SyncContext } from '../core/context';
import { getMeta, type PortalDb, setMeta } from '../core/db';
import { getJson } from '../core/http';
import { getAll } from '../core/lists';

/** Jobs per request of a visitor's board: few requests, each page soon on screen. */
export const VISITOR_BOARD_PAGE_SIZE = 500;
/**
 * Pages of a whole board at most (500,000 jobs): a tenant's board is read whole, however
 * large, and the storage budget decides what stays; the bound only stops a runaway `next`.
 */
export const BOARD_MAX_PAGES = 1_000;
/** With data saver, a visitor's board (and a member's first sync) downloads only the newest jobs, in one request. */
export const VISITOR_BOARD_SAVE_DATA_SIZE = 100;

/**
 * What the jobs held back (`total` less the `stored` ones, by default those that came) would have
 * cost, at the size of the ones that came.
 */
export function heldJobBytes(jobs: readonly unknown[], total: number, stored = jobs.length): number {
  const bytesPerJob = jobs.length > 0 ? JSON.stringify(jobs).length / jobs.length : 0;
  return Math.round(Math.max(0, total - stored) * bytesPerJob);
}

/**
 * How a visitor's board download ended. `partial`: data saver kept it to the newest jobs;
 * `total` are published, and `heldBytes` estimates what the rest would have cost.
 */
export type VisitorBoardAnswer =
  | 'ready'
  | 'offline'
  | 'failed'
  | { kind: 'partial'; stored: number; total: number; heldBytes: number };

const JobsPage = paged(Job);

export interface JobsDeps {
  db: PortalDb;
  api: SyncContext['api'];
  now: () => number;
}

/**
 * meta key: the member's applications were loaded once on this device. A refused apply or
 * withdraw removes it, so the next pull reloads them (a change the pending entry held off
 * must not be lost).
 */
export const APPLICATIONS_LOADED = 'applicationsLoaded';

export const APPLICATION_MUTATORS: ReadonlySet<string> = new Set(['job.apply', 'job.unapply']);

/** True while a job.apply / job.unapply of this job waits in the outbox: its local state wins. */
export async function hasPendingApplication(db: PortalDb, jobId: number): Promise<boolean> {
  const entries = await db.outbox
    .where('status')
    .equals('pending')
    .filter((entry) => APPLICATION_MUTATORS.has(entry.name) && (entry.args as { jobId?: unknown }).jobId === jobId)
    .count();
  return entries > 0;
}

/**
 * Stores a fetched job. The member's application it reports (`status`) goes to
 * db.applications, the one record screens read, unless an apply or unapply of it is still
 * queued (the member's unsent change wins).
 */
export async function putJobDetail(deps: JobsDeps, job: JobDetail): Promise<void> {
  const published = v.safeParse(Job, job);
  const { db } = deps;
  await db.transaction('rw', [db.jobDetails, db.outbox, db.jobs, db.applications, db.meta], async () => {
    if ((await getMeta(db, 'session')) && !(await hasPendingApplication(db, job.id))) {
      const current = await db.applications.get(job.id);
      if (job.status === null) await db.applications.delete(job.id);
      else if (current?.status !== job.status) {
        const at = new Date(deps.now()).toISOString();
        await db.applications.put({
          job_id: job.id,
          job_slug: job.slug,
          status: job.status,
          created_at: current?.created_at ?? at,
          updated_at: at,
        });
      }
    }
    await db.jobDetails.where('slug').equals(job.slug).delete();
    await db.jobDetails.put({ ...job, seenAt: deps.now() });
    // The board (db.jobs) holds published jobs only: a job made a draft leaves it.
    if (job.job_status === 'approved' && published.success) await deps.db.jobs.put(published.output);
    else if (job.job_status !== 'approved') await deps.db.jobs.delete(job.id);
  });
}

export async function fetchJobBySlug(deps: JobsDeps, slug: string): Promise<PublicProfileStatus> {
  const answer = await getJson(
    deps.api,
    pathOf(JOB_ENDPOINTS.bySlug, { slug }),
    JobDetail,
    await callerOptions(deps.db),
  );
  if (answer.kind === 'data') {
    await putJobDetail(deps, answer.data);
    return 'ready';
  }
  if (answer.kind === 'rejected' && answer.status === 404) {
    await deps.db.jobDetails.where('slug').equals(slug).delete();
    return 'missing';
  }
  return 'offline';
}

/**
 * Stores a visitor's jobs unless a login meanwhile gave the board to the member's sync; with
 * `cursor`, the board is whole as of that point of the public job feed.
 */
async function storeVisitorJobs(
  db: PortalDb,
  jobs: Job[],
  isStale: (id: number) => boolean = () => false,
  cursor: number | null = null,
) {
  await db.transaction('rw', [db.jobs, db.meta], async () => {
    if (await getMeta(db, 'session')) return;
    await db.jobs.bulkPut(jobs);
    const stale = (await db.jobs.toCollection().primaryKeys()).filter(isStale);
    await db.jobs.bulkDelete(stale);
    if (cursor === null) return;
    await setMeta(db, 'visitorBoardCursor', cursor);
    // The board is whole: nothing is held back or evicted any more.
    await db.meta.bulkDelete(['jobsTrimmed', 'jobsHeld']);
  });
}

/**
 * Data saver: the newest jobs only, in one small request. Stored jobs as new as those that
 * are no longer among them were unpublished; older ones stay until a whole download.
 */
async function fetchNewestJobs(deps: JobsDeps): Promise<VisitorBoardAnswer> {
  const url = `${pathOf(JOB_ENDPOINTS.list)}?page=1&page_size=${VISITOR_BOARD_SAVE_DATA_SIZE}`;
  const page = await getJson(deps.api, url, JobsPage, { token: null });
  if (page.kind === 'rejected') return 'failed';
  if (page.kind !== 'data') return 'offline';
  const jobs = page.data.data;
  const seen = new Set(jobs.map((job) => job.id));
  const oldest = jobs.at(-1)?.created_at ?? '';
  const newer = new Set(await deps.db.jobs.where('created_at').aboveOrEqual(oldest).primaryKeys());
  await storeVisitorJobs(deps.db, jobs, (id) => newer.has(id) && !seen.has(id));
  const total = page.data.pagination.count;
  if (page.data.pagination.next === null || total <= jobs.length) return 'ready';
  return { kind: 'partial', stored: jobs.length, total, heldBytes: heldJobBytes(jobs, total) };
}

/** Pages stored together at most once the board is on screen. */
const MOST_PAGES_PER_WRITE = 16;

/**
 * Pages written in batches of 1, 2, 4, ... pages (at most MOST_PAGES_PER_WRITE): the first
 * page shows at once, and a board of hundreds of pages is not written (and re-read by the
 * screen's live query) hundreds of times. `flush` writes what is left.
 */
function growingBatches<T>(write: (rows: T[]) => Promise<void>) {
  let pending: T[] = [];
  let pages = 0;
  let batch = 1;
  const flush = async () => {
    const rows = pending;
    pending = [];
    pages = 0;
    if (rows.length > 0) await write(rows);
  };
  return {
    flush,
    async add(rows: T[]) {
      pending.push(...rows);
      pages += 1;
      if (pages < batch) return;
      batch = Math.min(batch * 2, MOST_PAGES_PER_WRITE);
      await flush();
    },
  };
}

/** The public job feed's head: where a whole download's device pulls from next time. */
async function publicJobsHead(deps: JobsDeps): Promise<number | null> {
  const head = await getJson(deps.api, pathOf(SYNC_ENDPOINTS.jobs), JobChangesResponse, { token: null });
  return head.kind === 'data' ? head.data.cursor : null;
}

/**
 * A later visit to a whole board: only the job changes since the last one, page by page.
 * `reset` when the server no longer knows the cursor (another database): download it all.
 */
async function pullBoardChanges(deps: JobsDeps, from: number): Promise<VisitorBoardAnswer | 'reset'> {
  const { db } = deps;
  let cursor = from;
  for (;;) {
    const url = `${pathOf(SYNC_ENDPOINTS.jobs)}?cursor=${cursor}`;
    const page = await getJson(deps.api, url, JobChangesResponse, { token: null });
    if (page.kind === 'rejected') return 'failed';
    if (page.kind !== 'data') return 'offline';
    if (page.data.reset) return 'reset';
    const { changes } = page.data;
    cursor = page.data.cursor;
    await db.transaction('rw', [db.jobs, db.meta], async () => {
      if (await getMeta(db, 'session')) return;
      await db.jobs.bulkPut(changes.flatMap((change) => (change.op === 'upsert' ? [change.data] : [])));
      await db.jobs.bulkDelete(changes.flatMap((change) => (change.op === 'delete' ? [Number(change.id)] : [])));
      await setMeta(db, 'visitorBoardCursor', cursor);
    });
    if (!page.data.has_more) return 'ready';
  }
}

/**
 * The board for a visitor (no session) into db.jobs, read without a token. The first visit
 * downloads every published job, the first page stored at once so it shows while the rest
 * download (stored in growing batches), and jobs no longer published leave once the last page is in; the device
 * then keeps the public job feed's cursor, and later visits pull only what changed since.
 * With `saveData` and no whole board yet, only the newest jobs. A member's board comes from
 * the bootstrap and the change feed instead.
 */
export async function fetchVisitorBoard(
  deps: JobsDeps,
  options: { saveData?: boolean } = {},
): Promise<VisitorBoardAnswer> {
  const { db } = deps;
  if (await getMeta(db, 'session')) return 'ready';
  const cursor = await getMeta(db, 'visitorBoardCursor');
  if (cursor !== undefined) {
    const pulled = await pullBoardChanges(deps, cursor);
    if (pulled !== 'reset') return pulled;
    await db.meta.delete('visitorBoardCursor');
  }
  if (options.saveData) return fetchNewestJobs(deps);
  // Taken before the download: a change made while it runs comes again with the next pull.
  const head = await publicJobsHead(deps);
  const url = `${pathOf(JOB_ENDPOINTS.list)}?page=1&page_size=${VISITOR_BOARD_PAGE_SIZE}`;
  const store = growingBatches((jobs: Job[]) => storeVisitorJobs(db, jobs));
  const all = await getAll(deps.api, url, Job, { token: null }, store.add, BOARD_MAX_PAGES);
  if (all.kind === 'rejected') return 'failed';
  if (all.kind !== 'data') return 'offline';
  await store.flush();
  // A board cut short is not whole: no stale jobs are dropped and no cursor kept.
  if (all.isTruncated) return 'ready';
  const seen = new Set(all.data.map((job) => job.id));
  await storeVisitorJobs(db, [], (id) => !seen.has(id), head);
  return 'ready';
}

/**
 * The board lost its oldest jobs to the storage budget (meta jobsTrimmed), or data saver
 * held them back at the first sync (jobsHeld): fetches the published jobs, a page at a time,
 * and the board is whole until the budget evicts again.
 */
export async function fetchTrimmedJobs(deps: JobsDeps): Promise<'ready' | 'offline' | 'failed'> {
  const { db } = deps;
  const url = `${pathOf(JOB_ENDPOINTS.list)}?page=1&page_size=${VISITOR_BOARD_PAGE_SIZE}`;
  const all = await getAll(
    deps.api,
    url,
    Job,
    await callerOptions(db),
    async (jobs) => {
      await db.jobs.bulkPut(jobs);
    },
    BOARD_MAX_PAGES,
  );
  if (all.kind === 'rejected') return 'failed';
  if (all.kind !== 'data') return 'offline';
  if (!all.isTruncated) await db.meta.bulkDelete(['jobsTrimmed', 'jobsHeld']);
  return 'ready';
}

export function createJobs(deps: JobsDeps) {
  return {
    bySlug: (slug: string) => fetchJobBySlug(deps, slug),
    visitorBoard: (options?: { saveData?: boolean }) => fetchVisitorBoard(deps, options),
    trimmed: () => fetchTrimmedJobs(deps),
  };
}
