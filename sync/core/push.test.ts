import { describe, expect, it } from 'vitest';
import { MEMBER, mutations, signIn, testClock, testContext, testDb } from '../testing/fixtures';
import { addJobs, realApiForFile, seededResourceIds, serverBookmarkKeys } from '../testing/real-api';
import { type RealNetwork, realNetwork } from '../testing/real-network';
import { discardEntry, mutate, retryEntry } from './outbox';
import { pushOutbox } from './push';

const api = realApiForFile();

/** A signed-in device and `count` fresh jobs on the server: job(1) is the first of them. */
async function setup(count = 3) {
  const db = testDb();
  const server = realNetwork(api());
  const ids = count > 0 ? await addJobs(api(), count) : [];
  await signIn(db, server);
  const clock = testClock();
  const job = (n: number) => ids[n - 1] ?? MISSING + n;
  /** The member's bookmarks of this test's jobs as the server holds them, as `job:<n>`. */
  const stored = async () => {
    const keys = await serverBookmarkKeys(api(), MEMBER);
    return ids.flatMap((id, i) => (keys.includes(`job:${id}`) ? [`job:${i + 1}`] : [])).sort();
  };
  /** A context whose first request waits for `during` (the member acting while it is on the wire). */
  const duringFirstRequest = (during: () => Promise<unknown>, now = clock.now) => {
    let isFirst = true;
    const fetch: typeof server.fetch = async (input, init) => {
      if (isFirst) {
        isFirst = false;
        await during();
      }
      return server.fetch(input, init);
    };
    return testContext(db, { ...server, fetch }, now);
  };
  return { db, server, clock, job, stored, duringFirstRequest, ctx: testContext(db, server, clock.now) };
}

/** Ids no job has: the server answers 404. */
const MISSING = 2_000_000_000;

const bookmark = (object_id: number, bookmarked = true) => ({ type: 'job' as const, object_id, bookmarked });
const sent = (server: RealNetwork) => mutations(server).map((r) => `${r.method} ${r.path}`);

describe('push', { timeout: 60_000 }, () => {
  it('sends in priority order, then queue order, each with its own Idempotency-Key', async () => {
    const { db, server, ctx, job } = await setup();
    await mutate(db, 'bookmark.set', bookmark(job(1)));
    await mutate(db, 'bookmark.set', bookmark(job(2)));
    const urgent = await mutate(db, 'bookmark.set', bookmark(job(3)));
    await db.outbox.update(urgent, { priority: 0 }); // as a chat message would be
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(sent(server)).toEqual([
      `POST /api/v1/bookmark/job/${job(3)}/`,
      `POST /api/v1/bookmark/job/${job(1)}/`,
      `POST /api/v1/bookmark/job/${job(2)}/`,
    ]);
    const keys = mutations(server).map((r) => r.idempotencyKey);
    expect(keys.every((key) => typeof key === 'string' && key.length === 36)).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the entry on a network failure, backs off, stops the round and resends later with the same key', async () => {
    const { db, server, clock, ctx, job, stored } = await setup();
    const seq = await mutate(db, 'bookmark.set', bookmark(job(1)));
    await mutate(db, 'bookmark.set', bookmark(job(2)));
    const key = (await db.outbox.get(seq))?.idempotencyKey;
    server.failNext('network');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'transient', isUnreachable: true });
    expect(sent(server)).toEqual([`POST /api/v1/bookmark/job/${job(1)}/`]); // the round stopped
    // attempts 1: full jitter over min(30 s, 1 s * 2^1), random 0.5 -> 1 s
    expect(await db.outbox.get(seq)).toMatchObject({
      attempts: 1,
      nextAttemptAt: clock.time + 1_000,
      sendingSince: null,
    });
    expect(await db.bookmarks.get(`job:${job(1)}`)).toBeDefined();

    await pushOutbox(ctx); // not due yet: skipped, the next one goes
    expect(sent(server)).toEqual([`POST /api/v1/bookmark/job/${job(1)}/`, `POST /api/v1/bookmark/job/${job(2)}/`]);
    clock.time += 1_000;
    await pushOutbox(ctx);
    const attempts = mutations(server).filter((r) => r.path === `/api/v1/bookmark/job/${job(1)}/`);
    expect(attempts.map((r) => r.idempotencyKey)).toEqual([key, key]);
    expect((await stored()).sort()).toEqual(['job:1', 'job:2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('treats 5xx, 408 and 429 as transient', async () => {
    const { db, server, clock, ctx, job, stored } = await setup();
    const seq = await mutate(db, 'bookmark.set', bookmark(job(1)));
    for (const status of [503, 500, 429, 408]) {
      server.failNext({ status });
      expect((await pushOutbox(ctx)).kind).toBe('transient');
      clock.time += 60_000;
    }
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'pending', attempts: 4 });
    expect(await stored()).toEqual([]);
  });

  it('rolls back a rejected change, keeps it with the server message, and sends the ones behind it', async () => {
    const { db, server, ctx, job: made } = await setup(1);
    const job = (n: number) => (n === 1 ? MISSING : made(1));
    const [resource = 0] = await seededResourceIds(api());
    const rejected = await mutate(db, 'bookmark.set', bookmark(job(1))); // job 1 does not exist: 404
    await mutate(db, 'bookmark.set', bookmark(job(2)));
    server.failNext({ status: 400, body: { non_field_errors: ['Applications are closed'] } }, (r) =>
      r.path.endsWith(`/${job(2)}/`),
    );
    await mutate(db, 'bookmark.set', { type: 'resource', object_id: resource, bookmarked: true });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(sent(server)).toEqual([
      `POST /api/v1/bookmark/job/${job(1)}/`,
      `POST /api/v1/bookmark/job/${job(2)}/`,
      `POST /api/v1/bookmark/resource/${resource}/`,
    ]);
    expect(await db.outbox.get(rejected)).toMatchObject({
      status: 'failed',
      error: 'Not found.',
      args: bookmark(job(1)),
      sendingSince: null,
    });
    expect(
      (
        await db.outbox
          .where('key')
          .equals(`job:${job(2)}`)
          .first()
      )?.error,
    ).toBe('Applications are closed');
    expect(await db.bookmarks.get(`job:${job(1)}`)).toBeUndefined();
    expect(await db.bookmarks.get(`job:${job(2)}`)).toBeUndefined();
    expect(await db.bookmarks.get(`resource:${resource}`)).toMatchObject({ id: expect.any(Number) });
  });

  it('restores the replaced row when an unbookmark is rejected', async () => {
    const { db, server, ctx, job } = await setup(1);
    const row = {
      key: `job:${job(1)}`,
      type: 'job' as const,
      object_id: job(1),
      id: 40,
      created_at: '2026-01-02T00:00:00.000Z',
    };
    await db.bookmarks.put(row);
    await mutate(db, 'bookmark.set', bookmark(job(1), false));
    server.failNext({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    await pushOutbox(ctx);
    expect(await db.bookmarks.get(`job:${job(1)}`)).toEqual(row);
  });

  it('retry re-applies a failed entry with a fresh key, and discard drops it', async () => {
    const { db, server, ctx, job, stored } = await setup(2);
    const a = await mutate(db, 'bookmark.set', bookmark(job(1)));
    const b = await mutate(db, 'bookmark.set', bookmark(job(2)));
    server.failNext({ status: 400, body: { detail: 'Try later' } });
    server.failNext({ status: 400, body: { detail: 'Try later' } });
    await pushOutbox(ctx);
    const failedKey = (await db.outbox.get(a))?.idempotencyKey;
    expect(await db.bookmarks.count()).toBe(0);

    await retryEntry(db, a);
    expect(await db.outbox.get(a)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 0, error: null });
    expect((await db.outbox.get(a))?.idempotencyKey).not.toBe(failedKey);
    expect(await db.bookmarks.get(`job:${job(1)}`)).toMatchObject({ id: null });
    await discardEntry(db, b);
    expect(await db.outbox.get(b)).toBeUndefined();

    await pushOutbox(ctx);
    expect(await stored()).toEqual(['job:1']);
    expect(await db.bookmarks.get(`job:${job(1)}`)).toMatchObject({ id: expect.any(Number) });
    expect(await db.bookmarks.get(`job:${job(2)}`)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a change queued while the previous one for the same item was in flight', async () => {
    const { db, server, job, stored, duringFirstRequest } = await setup(1);
    // The member un-bookmarks while the POST is on the wire.
    const ctx = duringFirstRequest(() => mutate(db, 'bookmark.set', bookmark(job(1), false)), Date.now);
    await mutate(db, 'bookmark.set', bookmark(job(1)));
    server.failNext('network', (r) => r.method === 'DELETE');
    await pushOutbox(ctx);
    expect(sent(server)).toEqual([`POST /api/v1/bookmark/job/${job(1)}/`, `DELETE /api/v1/unbookmark/job/${job(1)}/`]);
    expect(await stored()).toEqual(['job:1']);
    expect(await db.bookmarks.get(`job:${job(1)}`)).toBeUndefined(); // the accepted POST did not bring it back
    await pushOutbox({ ...ctx, now: () => Date.now() + 60_000 });
    expect(await stored()).toEqual([]);
    expect(await db.bookmarks.get(`job:${job(1)}`)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops a change that failed while a newer one for its item was queued: the newer one is the last intent', async () => {
    const { db, server, job, stored, duringFirstRequest } = await setup(1);
    const ctx = duringFirstRequest(async () => {
      await mutate(db, 'bookmark.set', bookmark(job(1), false));
      throw new TypeError('Failed to fetch'); // and the POST never arrives
    });
    await mutate(db, 'bookmark.set', bookmark(job(1)));
    await pushOutbox(ctx);
    expect(await db.outbox.count()).toBe(1); // the stale POST is gone, the DELETE waits
    await pushOutbox(ctx);
    expect(sent(server)).toEqual([`DELETE /api/v1/unbookmark/job/${job(1)}/`]);
    expect(await stored()).toEqual([]);
    expect(await db.bookmarks.get(`job:${job(1)}`)).toBeUndefined();
  });

  it('hands the undo to the later change when the earlier one is rejected', async () => {
    const { db, server, job, duringFirstRequest } = await setup(0); // job(1) does not exist
    const ctx = duringFirstRequest(async () => {
      await mutate(db, 'bookmark.set', bookmark(job(1), false));
      await mutate(db, 'bookmark.set', bookmark(job(1), true));
    });
    await mutate(db, 'bookmark.set', bookmark(job(1))); // job 1 does not exist: both are rejected
    await pushOutbox(ctx);
    expect(sent(server)).toEqual([`POST /api/v1/bookmark/job/${job(1)}/`, `POST /api/v1/bookmark/job/${job(1)}/`]);
    expect(await db.bookmarks.get(`job:${job(1)}`)).toBeUndefined(); // back to before the first click
    // The first is dropped (the later one carries the last intent); only that one needs attention.
    expect((await db.outbox.toArray()).map((entry) => [entry.status, entry.args])).toEqual([
      ['failed', bookmark(job(1))],
    ]);
  });

  it('marks an entry this app version cannot send as failed and goes on', async () => {
    const { db, server, ctx, job } = await setup(1);
    const [, resource = 0] = await seededResourceIds(api());
    const future = await mutate(db, 'bookmark.set', bookmark(job(1)));
    await db.outbox.update(future, { version: 99 }); // written by a newer app in another tab
    const { seq: _seq, ...copy } = (await db.outbox.get(future))!;
    await db.outbox.add({ ...copy, name: 'chat.send', key: null, version: 1 });
    await mutate(db, 'bookmark.set', { type: 'resource', object_id: resource, bookmarked: true });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(sent(server)).toEqual([`POST /api/v1/bookmark/resource/${resource}/`]);
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status, e.error])).toEqual([
      ['bookmark.set', 'failed', 'Could not complete a request'],
      ['chat.send', 'failed', 'Could not complete a request'],
    ]);
  });

  it('replays 1,000 queued mutations in order, none lost or doubled', async () => {
    const { db, server, ctx, job, stored } = await setup(1_000);
    const ids = Array.from({ length: 1_000 }, (_, i) => job(i + 1));
    for (const id of ids) await mutate(db, 'bookmark.set', bookmark(id));
    server.failNext('network', (r) => r.path === `/api/v1/bookmark/job/${job(500)}/`);
    await pushOutbox(ctx); // goes offline halfway
    await pushOutbox({ ...ctx, now: () => Date.now() + 60_000 });
    const posts = mutations(server);
    const perPath = new Map<string, number>();
    for (const r of posts) perPath.set(r.path, (perPath.get(r.path) ?? 0) + 1);
    expect(perPath.size).toBe(1_000);
    expect([...perPath.entries()].filter(([path, n]) => n !== (path.endsWith(`/${job(500)}/`) ? 2 : 1))).toEqual([]);
    const firstSends = posts.filter((r, i) => posts.findIndex((p) => p.path === r.path) === i);
    expect(firstSends.map((r) => Number(r.path.split('/')[5]))).toEqual(ids);
    expect(await stored()).toHaveLength(1_000);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookmarks.filter((row) => row.id !== null).count()).toBe(1_000);
  }, 180_000);
});
