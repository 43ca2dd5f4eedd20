/**
 * The storage budget over what a member's device stored from the real server: cached
 * copies go least recently used first and the job board last; the outbox, bookmarked and
 * the member's own items stay whatever the budget; Clear removes one kind's copies.
 */
import { describe, expect, it } from 'vitest';
import { contentKey } from '../../contract';
import { createContent } from '../content/content';
import type { PortalDb } from '../core/db';
import { mutate } from '../core/outbox';
import { createJobs } from '../jobs/jobs-detail';
import { searchDirectory } from '../profiles/profiles';
import { syncedDevice, testClock, testContext } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';
import { clearCached, createStorageBudget, evictDownTo, reportStorage, STORAGE_BUDGET_SHARE } from './storage-budget';

const api = realApiForFile();

/** The browser's estimate() stands in with a fixed quota (Node has no StorageManager). */
const quotaOf = (quota: number) => async () => ({ usage: 0, quota });

const keysOf = (db: PortalDb, kind: string) => db.contents.where('kind').equals(kind).primaryKeys();

/** A member's device that synced, then browsed resources, people and use cases, in that order. */
async function browsedDevice() {
  const server = realNetwork(api());
  const { db } = await syncedDevice(server);
  const clock = testClock();
  const ctx = testContext(db, server, clock.now);
  const content = createContent(ctx);
  expect((await content.list('resource', { type: 'resource', page: 1, page_size: 12 })).kind).toBe('done');
  clock.time += 60_000;
  const people = await searchDirectory({ ...ctx, kick: () => undefined }, { q: 'a', page_size: 12 });
  expect(people.kind).toBe('done');
  clock.time += 60_000;
  expect((await content.list('usecase', { page: 1, page_size: 15 })).kind).toBe('done');
  return { db, clock, ctx };
}

describe('the storage budget', { timeout: 60_000 }, () => {
  it('evicts the least recently used copies first and the job board last, never what the member keeps', async () => {
    const { db, ctx } = await browsedDevice();
    const resources = await keysOf(db, 'resource');
    const useCases = await keysOf(db, 'usecase');
    const jobs = await db.jobs.count();
    expect(resources.length).toBeGreaterThan(2);
    expect(useCases.length).toBeGreaterThan(0);
    expect(jobs).toBeGreaterThan(0);
    expect(await db.directory.count()).toBeGreaterThan(0);

    // The member bookmarks the oldest copy and votes on another: both wait in the outbox.
    const [bookmarked] = resources;
    const bookmarkedId = Number(String(bookmarked).split(':')[1]);
    await mutate(db, 'bookmark.set', { type: 'resource', object_id: bookmarkedId, bookmarked: true });
    await mutate(db, 'vote.set', {
      content_type: 'usecase',
      object_id: Number(String(useCases[0]).split(':')[1]),
      vote_type: 'upvote',
    });
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(2);
    const meta = await db.meta.toArray();

    // A budget a little under what is stored: the resources, seen first, go first.
    const before = await reportStorage(db, quotaOf(1e9));
    const resourceRow = (await db.contents.get(resources[1]!))!;
    const evicted = await evictDownTo(db, before.totalBytes - 2 * JSON.stringify(resourceRow).length);
    expect(evicted.rows).toBeGreaterThan(0);
    expect(await db.contents.get(resources[1]!)).toBeUndefined();
    expect(await db.contents.get(bookmarked!)).toBeDefined();
    expect(await keysOf(db, 'usecase')).toEqual(useCases);
    expect(await db.directory.count()).toBeGreaterThan(0);
    expect(await db.jobs.count()).toBe(jobs);

    // A budget of nothing: every copy goes, the board last, and what the member keeps stays.
    await evictDownTo(db, 0);
    expect(await db.directory.count()).toBe(0);
    expect(await keysOf(db, 'usecase')).toEqual([]);
    expect(await db.jobs.count()).toBe(0);
    expect(await db.contents.toCollection().primaryKeys()).toEqual([bookmarked]);
    expect(await db.outbox.toArray()).toEqual(outbox);
    // Meta is kept, and now says the board lost jobs the change feed will not send again.
    expect(await db.meta.toArray()).toEqual(expect.arrayContaining([...meta, { key: 'jobsTrimmed', value: true }]));
    expect(await db.meta.count()).toBe(meta.length + 1);
    expect(await db.bookmarks.count()).toBe(1);
    const after = await reportStorage(db, quotaOf(1e9));
    for (const kind of after.kinds.filter((each) => each.kind !== 'search')) expect(kind.cachedBytes).toBe(0);
    expect(after.totalBytes).toBeLessThan(before.totalBytes);
    // Fetched again, the board is whole and the mark is gone.
    expect(await createJobs(ctx).trimmed()).toBe('ready');
    expect(await db.jobs.count()).toBe(jobs);
    expect(await db.meta.get('jobsTrimmed')).toBeUndefined();
  });

  it('reports by kind, checks the budget against a share of the quota, and clears one kind', async () => {
    const { db, clock } = await browsedDevice();
    const report = await reportStorage(db, quotaOf(1e9));
    expect(report.budget).toBe(1e9 * STORAGE_BUDGET_SHARE);
    const jobsKind = report.kinds.find((kind) => kind.kind === 'jobs');
    expect(jobsKind?.rows).toBe(await db.jobs.count());
    expect(jobsKind?.cachedBytes).toBeGreaterThan(0);
    expect(report.kinds.find((kind) => kind.kind === 'waiting')).toMatchObject({ rows: 0, cachedBytes: 0 });

    // An hour on, nothing is on screen any more (copies fetched within minutes stay).
    clock.time += 60 * 60_000;
    // Under a roomy quota nothing goes; under one whose share is smaller than the store, copies do.
    const roomy = createStorageBudget(db, { now: clock.now, estimate: quotaOf(1e12) });
    expect(await roomy.check(true)).toEqual({ rows: 0, bytes: 0 });
    // A budget halfway between what must stay and what is stored.
    const cached = report.kinds.reduce((sum, kind) => sum + kind.cachedBytes, 0);
    const budget = report.totalBytes - cached / 2;
    const tight = createStorageBudget(db, { now: clock.now, estimate: quotaOf(budget / STORAGE_BUDGET_SHARE) });
    const evicted = await tight.check(true);
    expect(evicted.rows).toBeGreaterThan(0);
    const checked = await reportStorage(db, quotaOf(budget / STORAGE_BUDGET_SHARE));
    // Row sizes are estimated from samples, so the figures may move by a little after the eviction.
    expect(checked.totalBytes).toBeLessThanOrEqual(budget * 1.05);
    expect(await db.jobs.count()).toBeGreaterThan(0);
    // Checked again within minutes, nothing runs.
    expect(await tight.check()).toEqual({ rows: 0, bytes: 0 });

    // Clear of one kind leaves the others.
    const fresh = await browsedDevice();
    const useCases = await keysOf(fresh.db, 'usecase');
    await clearCached(fresh.db, 'people');
    expect(await fresh.db.directory.count()).toBe(0);
    expect(await keysOf(fresh.db, 'usecase')).toEqual(useCases);
    expect(await fresh.db.contents.get(contentKey('usecase', Number(String(useCases[0]).split(':')[1])))).toBeDefined();

    // Storage full: room is made from the oldest jobs; what was fetched minutes ago is on screen and stays.
    const jobsBefore = await fresh.db.jobs.count();
    const relieved = await createStorageBudget(fresh.db, { now: fresh.clock.now, estimate: quotaOf(1) }).relieve();
    expect(relieved.rows).toBeGreaterThan(0);
    expect(await fresh.db.jobs.count()).toBeLessThan(jobsBefore);
    expect(await keysOf(fresh.db, 'usecase')).toEqual(useCases);
  });

  it('on a full disk relieves once a minute, and writes a refused trimmed mark later', async () => {
    const { db, clock, ctx } = await browsedDevice();
    clock.time += 60 * 60_000;
    // The board's jobs are the only copies left: relief has to take some of them.
    for (const kind of ['people', 'groups', 'content'] as const) await clearCached(db, kind);
    const budget = createStorageBudget(db, { now: clock.now, estimate: quotaOf(1) });
    // The disk refuses every meta write, as IndexedDB does when full; the deletes go through.
    const put = db.meta.put.bind(db.meta);
    let isFull = true;
    db.meta.put = ((...args: Parameters<typeof put>) => {
      if (isFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put(...args);
    }) as typeof db.meta.put;
    const jobs = await db.jobs.count();
    expect((await budget.relieve()).rows).toBeGreaterThan(0);
    const left = await db.jobs.count();
    expect(left).toBeLessThan(jobs);
    expect(await db.meta.get('jobsTrimmed')).toBeUndefined();
    // Refused again at once (the browser has not counted the freed space yet): nothing more goes.
    expect(await budget.relieve()).toEqual({ rows: 0, bytes: 0 });
    expect(await db.jobs.count()).toBe(left);

    // With room, the next check writes the mark the board shows.
    isFull = false;
    await budget.check();
    expect(await db.meta.get('jobsTrimmed')).toEqual({ key: 'jobsTrimmed', value: true });
    // A minute on, a refusal may evict again.
    expect(await createJobs(ctx).trimmed()).toBe('ready');
    clock.time += 60_000;
    expect((await budget.relieve()).rows).toBeGreaterThan(0);
  });
});
