import { describe, expect, it } from 'vitest';
import { makeJob } from '../contract/fixtures';
import { getMeta } from './db';
import { mutate } from './outbox';
import { pull } from './pull';
import { createFakeServer } from './testing/fake-server';
import { signIn, testContext, testDb } from './testing/fixtures';

async function setup() {
  const db = testDb();
  const server = createFakeServer();
  await signIn(db, server);
  return { db, server, ctx: testContext(db, server) };
}

const localBookmarks = async (db: ReturnType<typeof testDb>) =>
  (await db.bookmarks.toArray()).map((row) => row.key).sort();

describe('pull: bootstrap', () => {
  it('fills jobs (every page) and bookmarks, drops what the server no longer has, stores the cursor', async () => {
    const { db, server, ctx } = await setup();
    for (let id = 1; id <= 501; id += 1) server.addJob(makeJob(id));
    server.addBookmark(1, 'job', 2);
    server.addBookmark(2, 'job', 3); // another member's
    await db.jobs.put(makeJob(9_999, { title: 'Gone' }));
    await db.bookmarks.put({ key: 'job:77', type: 'job', object_id: 77, id: 5, created_at: 'x' });

    expect(await pull(ctx, { withMeta: true })).toEqual({ kind: 'done' });
    expect(await db.jobs.count()).toBe(501);
    expect(await db.jobs.get(9_999)).toBeUndefined();
    expect(await localBookmarks(db)).toEqual(['job:2']);
    expect(await getMeta(db, 'cursor')).toBe(server.head());
    expect((await getMeta(db, 'tenant'))?.name).toBe('Career Compass');
    expect((await getMeta(db, 'identity'))?.id).toBe(1);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/v1/config/',
      '/api/v1/identity/',
      '/api/v1/sync/changes/',
      '/api/v1/jobs/?page=1&page_size=500',
      '/api/v1/jobs/?page=2&page_size=500',
      '/api/v1/profile/',
      '/api/v1/career-entries/',
      '/api/v1/follow/',
      '/api/v1/groups/?membership=mine&page=1&page_size=50',
      '/api/v1/jobs/applications/mine/?page=1&page_size=50',
      '/api/v1/notifications/?page=1&page_size=12',
      '/api/v1/skills/?page=1&page_size=500',
      '/api/v1/topics/?page=1&page_size=500',
      '/api/v1/topic-areas/',
      '/api/v1/subscription-plans/',
      '/api/v1/vote/?page_size=500',
      '/api/v1/bookmark/job/?page_size=500',
      '/api/v1/bookmark/resource/?page_size=500',
      '/api/v1/bookmark/circle/?page_size=500',
      '/api/v1/bookmark/event/?page_size=500',
      '/api/v1/bookmark/usecase/?page_size=500',
      '/api/v1/bookmark/aitool/?page_size=500',
    ]);
    expect(server.requests[0]?.authorization).toBeNull(); // config is public
  });

  it('never overwrites a bookmark with a pending change', async () => {
    const { db, server, ctx } = await setup();
    for (const id of [1, 2, 3]) server.addJob(makeJob(id));
    server.addBookmark(1, 'job', 1);
    await mutate(db, 'bookmark.set', { type: 'job', object_id: 1, bookmarked: false }); // unsent unbookmark
    await mutate(db, 'bookmark.set', { type: 'job', object_id: 3, bookmarked: true }); // unsent bookmark
    await pull(ctx, { withMeta: false });
    expect(await localBookmarks(db)).toEqual(['job:3']);
    expect(await db.bookmarks.get('job:3')).toMatchObject({ id: null });
  });

  it('does not write into a session that ended while the lists were downloading', async () => {
    const { db, server } = await setup();
    server.addJob(makeJob(1));
    const ctx = testContext(db, {
      ...server,
      fetch: async (input, init) => {
        if (input.includes('/jobs/')) await db.meta.delete('session'); // logged out meanwhile
        return server.fetch(input, init);
      },
    });
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'unauthenticated' });
    expect(await db.jobs.count()).toBe(0);
    expect(await getMeta(db, 'cursor')).toBeUndefined();
  });
});

describe('pull: incremental', () => {
  it('applies upserts and tombstones page by page and advances the cursor', async () => {
    const { db, server, ctx } = await setup();
    for (const id of [1, 2]) server.addJob(makeJob(id));
    const gone = server.addBookmark(1, 'job', 2);
    await pull(ctx, { withMeta: false });
    expect(await localBookmarks(db)).toEqual(['job:2']);

    server.state.changesPageSize = 2;
    server.addJob(makeJob(3));
    server.addJob(makeJob(1, { title: 'Renamed' }));
    server.removeJob(2);
    server.addBookmark(1, 'job', 1);
    server.addBookmark(2, 'job', 3); // not ours: never in our feed
    server.state.bookmarks.delete(`1|job:${gone.object_id}`);
    server.state.log.push({
      cursor: server.head() + 1,
      change: { entity: 'bookmark', op: 'delete', id: 'job:2' },
      userId: 1,
    });
    const before = server.requests.length;

    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect((await db.jobs.toArray()).map((job) => [job.id, job.title])).toEqual([
      [1, 'Renamed'],
      [3, 'Job 3'],
    ]);
    expect(await localBookmarks(db)).toEqual(['job:1']);
    expect(await getMeta(db, 'cursor')).toBe(server.head());
    const feedCalls = server.requests.slice(before).map((r) => r.path);
    expect(feedCalls.length).toBeGreaterThan(1);
    expect(feedCalls.every((path) => path.startsWith('/api/v1/sync/changes/?cursor='))).toBe(true);
  });

  it('leaves rows with a pending change alone', async () => {
    const { db, server, ctx } = await setup();
    server.addJob(makeJob(1));
    await pull(ctx, { withMeta: false });
    await mutate(db, 'bookmark.set', { type: 'job', object_id: 1, bookmarked: false });
    server.addBookmark(1, 'job', 1); // e.g. the echo of an older bookmark from another device
    await pull(ctx, { withMeta: false });
    expect(await db.bookmarks.get('job:1')).toBeUndefined();
    expect(await getMeta(db, 'cursor')).toBe(server.head());
  });

  it('bootstraps again when the feed answers reset', async () => {
    const { db, server, ctx } = await setup();
    server.addJob(makeJob(1));
    await pull(ctx, { withMeta: false });
    server.state.jobs.clear(); // compacted away without tombstones
    server.addJob(makeJob(2));
    server.state.resetBelow = server.head() + 1;
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect((await db.jobs.toArray()).map((job) => job.id)).toEqual([2]);
  });
});
