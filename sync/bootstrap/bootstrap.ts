/**
 * Bootstrap: a full copy from the list endpoints when there is no cursor (first sync,
 * or the feed answered reset). The head cursor is read FIRST, so any change made while
 * the lists download is replayed by the next incremental pull.
 */
import * as v from 'valibot';
import { JOB_ENDPOINTS, Job, paged, pathOf } from '../../contract';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import { assertSession, type StepOutcome, type SyncContext } from '../core/context';
import { setMeta } from '../core/db';
import { getJson, type JsonResult } from '../core/http';
import { heldJobBytes, VISITOR_BOARD_SAVE_DATA_SIZE } from '../jobs/jobs-detail';
import { bootstrapMember } from './bootstrap-member';
import { bootstrapVotes, fetchBookmarks, storeBookmarksAndCursor } from './bootstrap-state';

const PAGE_SIZE = 500;
const JOBS_FIRST_PAGE = `${pathOf(JOB_ENDPOINTS.list)}?page=1&page_size=${PAGE_SIZE}`;
/** With data saver, the newest jobs only, in one request (as a visitor's board has them). */
const JOBS_NEWEST = `${pathOf(JOB_ENDPOINTS.list)}?page=1&page_size=${VISITOR_BOARD_SAVE_DATA_SIZE}`;
const JobsPage = paged(Job);
const HeadCursor = v.object({ cursor: v.number() });

type Page<T> = { data: T[]; pagination: { next: string | null } };

export function failureStep(failure: Exclude<JsonResult<unknown>, { kind: 'data' }>): StepOutcome {
  if (failure.kind === 'rejected') return { kind: 'failed', message: failure.message };
  return failure;
}

/** Follows `next` until null, handing each page's rows to `onPage`. */
async function eachPage<T>(
  ctx: SyncContext,
  first: string,
  schema: v.GenericSchema<unknown, Page<T>>,
  onPage: (rows: T[]) => Promise<void>,
): Promise<StepOutcome> {
  for (let next: string | null = first; next !== null; ) {
    const page: JsonResult<Page<T>> = await getJson(ctx.api, next, schema);
    if (page.kind !== 'data') return failureStep(page);
    await onPage(page.data.data);
    next = page.data.pagination.next;
  }
  return { kind: 'done' };
}

/**
 * Data saver: the board's newest jobs only. When there are more, meta jobsHeld says how many,
 * and the board offers the rest (jobs.trimmed()); the change feed keeps the newest current.
 * Stored jobs as new as the page's that it lacks were unpublished; older ones stay: they came
 * from a visitor's board or a download of them all, which may even have finished first.
 */
async function bootstrapNewestJobs(ctx: SyncContext): Promise<StepOutcome> {
  const { db } = ctx;
  const page = await getJson(ctx.api, JOBS_NEWEST, JobsPage);
  if (page.kind !== 'data') return failureStep(page);
  const jobs = page.data.data;
  const seen = new Set(jobs.map((job) => job.id));
  const oldest = jobs.at(-1)?.created_at ?? '';
  await db.transaction('rw', db.jobs, db.meta, async () => {
    await assertSession(db);
    const newer = await db.jobs.where('created_at').aboveOrEqual(oldest).primaryKeys();
    await db.jobs.bulkDelete(newer.filter((id) => !seen.has(id)));
    await db.jobs.bulkPut(jobs);
    const total = page.data.pagination.count;
    const stored = await db.jobs.count();
    if (stored >= total) await db.meta.delete('jobsHeld');
    else await setMeta(db, 'jobsHeld', { stored, total, heldBytes: heldJobBytes(jobs, total, stored) });
  });
  return { kind: 'done' };
}

async function bootstrapJobs(ctx: SyncContext): Promise<StepOutcome> {
  const { db } = ctx;
  if (ctx.saveData) return bootstrapNewestJobs(ctx);
  const seen = new Set<number>();
  const step = await eachPage(ctx, JOBS_FIRST_PAGE, JobsPage, async (jobs) => {
    for (const job of jobs) seen.add(job.id);
    await db.transaction('rw', db.jobs, db.meta, async () => {
      await assertSession(db);
      await db.jobs.bulkPut(jobs);
    });
  });
  if (step.kind !== 'done') return step;
  await db.transaction('rw', db.jobs, db.meta, async () => {
    await assertSession(db);
    const local = await db.jobs.toCollection().primaryKeys();
    await db.jobs.bulkDelete(local.filter((id) => !seen.has(id)));
  });
  return step;
}

/** `head`: the cursor of a reset answer; otherwise it is asked for first. */
export async function bootstrap(ctx: SyncContext, head?: number): Promise<StepOutcome> {
  let cursor = head;
  if (cursor === undefined) {
    const feed = await getJson(ctx.api, pathOf(SYNC_ENDPOINTS.changes), HeadCursor);
    if (feed.kind !== 'data') return failureStep(feed);
    cursor = feed.data.cursor;
  }
  // Side by side: each round trip of a slow link costs seconds, and no list needs another's answer.
  const [bookmarks, ...steps] = await Promise.all([
    fetchBookmarks(ctx),
    bootstrapJobs(ctx),
    bootstrapMember(ctx),
    bootstrapVotes(ctx),
  ]);
  const failed = steps.find((step) => step.kind !== 'done');
  if (failed) return failed;
  if (bookmarks.kind !== 'data') return failureStep(bookmarks);
  // The bookmarks are stored last, with the cursor that marks the bootstrap complete.
  await storeBookmarksAndCursor(ctx, bookmarks.data, cursor);
  return { kind: 'done' };
}
