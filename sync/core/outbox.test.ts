import { describe, expect, it } from 'vitest';
import { type Bookmark, bookmarkKey } from '../../contract';
import { MEMBER, mutations, signIn, testContext, testDb } from '../testing/fixtures';
import { addJobs, realApiForFile, serverBookmarkKeys, sessionOf } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';
import { mutate, needsAttention, pendingEntries, pendingKeysOf } from './outbox';
import { pushOutbox } from './push';

const api = realApiForFile();

describe('mutate', () => {
  it('writes the optimistic row and the outbox entry together', async () => {
    const db = testDb();
    const seq = await mutate(db, 'bookmark.set', { type: 'job', object_id: 7, bookmarked: true });
    const row = await db.bookmarks.get('job:7');
    expect(row).toMatchObject({ key: 'job:7', type: 'job', object_id: 7, id: null });
    const entry = await db.outbox.get(seq);
    expect(entry).toMatchObject({
      name: 'bookmark.set',
      version: 1,
      key: 'job:7',
      priority: 5,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      sendingSince: null,
      args: { type: 'job', object_id: 7, bookmarked: true },
      undo: { key: 'job:7', row: null },
      error: null,
    });
    expect(entry?.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps neither when the outbox write fails', async () => {
    const db = testDb();
    db.outbox.hook('creating', () => {
      throw new Error('quota exceeded');
    });
    await expect(mutate(db, 'bookmark.set', { type: 'job', object_id: 7, bookmarked: true })).rejects.toThrow();
    expect(await db.bookmarks.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rejects arguments outside the mutator schema without writing', async () => {
    const db = testDb();
    const args = { type: 'planet', object_id: 1, bookmarked: true } as unknown as Parameters<
      typeof mutate<'bookmark.set'>
    >[2];
    await expect(mutate(db, 'bookmark.set', args)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('coalescing final-state mutations', { timeout: 30_000 }, () => {
  it('folds bookmark, unbookmark, bookmark into one entry that sends one POST', async () => {
    const db = testDb();
    const server = realNetwork(api());
    const [job = 0] = await addJobs(api(), 1);
    const key = `job:${job}`;
    await signIn(db, server);
    const first = await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: true });
    const firstKey = (await db.outbox.get(first))?.idempotencyKey;
    await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: false });
    expect(await db.bookmarks.get(key)).toBeUndefined();
    const last = await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: true });
    expect(last).toBe(first);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.args).toEqual({ type: 'job', object_id: job, bookmarked: true });
    expect(entries[0]?.undo).toEqual({ key, row: null }); // the original snapshot
    expect(entries[0]?.idempotencyKey).not.toBe(firstKey);

    expect(await pushOutbox(testContext(db, server))).toEqual({ kind: 'done' });
    expect(mutations(server).map((r) => `${r.method} ${r.path}`)).toEqual([`POST /api/v1/bookmark/job/${job}/`]);
    expect(await serverBookmarkKeys(api(), MEMBER)).toContain(key);
    expect(await db.bookmarks.get(key)).toMatchObject({ id: expect.any(Number), created_at: expect.any(String) });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends one DELETE when the final state is not bookmarked', async () => {
    const db = testDb();
    const server = realNetwork(api());
    const [job = 0] = await addJobs(api(), 1);
    const key = bookmarkKey('job', job);
    const saved = (
      await api().call<Bookmark>('POST', `/api/v1/bookmark/job/${job}/`, {
        token: (await sessionOf(api(), MEMBER)).access,
      })
    ).body;
    await signIn(db, server);
    await db.bookmarks.put({ ...saved, key });
    for (const bookmarked of [false, true, false])
      await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked });
    const [entry] = await db.outbox.toArray();
    expect(entry?.undo).toEqual({ key, row: { ...saved, key } });
    await pushOutbox(testContext(db, server));
    expect(mutations(server).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/v1/unbookmark/job/${job}/`]);
    expect(await serverBookmarkKeys(api(), MEMBER)).not.toContain(key);
    expect(await db.bookmarks.get(key)).toBeUndefined();
  });

  it('never folds into an entry that is in flight', async () => {
    const db = testDb();
    const first = await mutate(db, 'bookmark.set', { type: 'job', object_id: 5, bookmarked: true });
    await db.outbox.update(first, { sendingSince: Date.now() });
    const second = await mutate(db, 'bookmark.set', { type: 'job', object_id: 5, bookmarked: false });
    expect(second).not.toBe(first);
    expect((await db.outbox.get(first))?.args).toMatchObject({ bookmarked: true });
    expect((await db.outbox.get(second))?.undo).toMatchObject({ row: { key: 'job:5', id: null } });
  });

  it('lists pending keys and the needs-attention entries', async () => {
    const db = testDb();
    const a = await mutate(db, 'bookmark.set', { type: 'job', object_id: 1, bookmarked: true });
    await mutate(db, 'bookmark.set', { type: 'resource', object_id: 2, bookmarked: true });
    await db.outbox.update(a, { status: 'failed', error: 'Not found.' });
    expect(pendingKeysOf(await pendingEntries(db))).toEqual(new Set(['resource:2']));
    expect((await needsAttention(db)).map((entry) => entry.seq)).toEqual([a]);
  });
});
