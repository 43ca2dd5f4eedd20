/**
 * A fresh device starts complete: the member bookmarks and votes on one device, and a
 * second, empty device signing in gets every kind of bookmark and every vote from the
 * bootstrap alone (real app, real PGlite with the demo seed). A content list fetched later
 * settles the bookmark state from the rows' is_bookmarked.
 */
import { describe, expect, it } from 'vitest';
import { type BookmarkType, bookmarkKey, type ContentKind, type VoteContentType, voteKey } from '../../contract';
import { createContent } from '../content/content';
import { mutate, needsAttention, pendingEntries } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { realApiForFile } from '../testing/real-api';
import { type RealDevice, realServerDevices } from '../testing/real-server';

const api = realApiForFile();

const device = realServerDevices(api);
const MEMBER = 'member@example.org';

/** The ids of the first `n` approved items of a kind, listed on `on`. */
async function firstIds(on: RealDevice, kind: ContentKind, n: number): Promise<number[]> {
  const page = await createContent(on.ctx).list(kind, { page: 1, page_size: 15 });
  if (page.kind !== 'done') throw new Error(`list ${kind}: ${JSON.stringify(page)}`);
  const rows = await on.db.contents.bulkGet(page.keys.slice(0, n));
  return rows.map((row) => row?.id ?? 0);
}

describe('the bootstrap of a fresh device', { timeout: 90_000 }, () => {
  it('brings the bookmarks of every type and the votes made on another device', async () => {
    const first = await device(MEMBER);
    expect(await pull(first.ctx, { withMeta: true })).toEqual({ kind: 'done' });
    const bookmarked: [BookmarkType, number][] = [];
    for (const kind of ['resource', 'usecase', 'aitool'] as const) {
      for (const id of await firstIds(first, kind, 2)) bookmarked.push([kind, id]);
    }
    const voted: [VoteContentType, number, 'upvote' | 'downvote'][] = [];
    for (const kind of ['careertip', 'usecase', 'aitool'] as const) {
      const [up, down] = await firstIds(first, kind, 2);
      voted.push([kind, up ?? 0, 'upvote'], [kind, down ?? 0, 'downvote']);
    }
    for (const [type, object_id] of bookmarked)
      await mutate(first.db, 'bookmark.set', { type, object_id, bookmarked: true });
    for (const [content_type, object_id, vote_type] of voted) {
      await mutate(first.db, 'vote.set', { content_type, object_id, vote_type });
    }
    expect(await pushOutbox(first.ctx)).toEqual({ kind: 'done' });
    expect(await needsAttention(first.db)).toEqual([]);
    expect(await pendingEntries(first.db)).toEqual([]);

    const fresh = await device(MEMBER);
    expect(await pull(fresh.ctx, { withMeta: true })).toEqual({ kind: 'done' });
    const keys = new Set(await fresh.db.bookmarks.toCollection().primaryKeys());
    for (const [type, id] of bookmarked) expect(keys).toContain(bookmarkKey(type, id));
    for (const [type, id, vote] of voted) {
      expect((await fresh.db.votes.get(voteKey(type, id)))?.vote_type).toBe(vote);
    }
  });

  it('a content list settles bookmarks from is_bookmarked, a pending change aside', async () => {
    const here = await device(MEMBER);
    expect(await pull(here.ctx, { withMeta: true })).toEqual({ kind: 'done' });
    const [elsewhere, kept] = await firstIds(here, 'aitool', 2);
    // Bookmarked on another device, not yet pulled here; and an unbookmark queued here.
    const other = await device(MEMBER);
    await mutate(other.db, 'bookmark.set', { type: 'aitool', object_id: elsewhere ?? 0, bookmarked: true });
    await mutate(other.db, 'bookmark.set', { type: 'aitool', object_id: kept ?? 0, bookmarked: true });
    expect(await pushOutbox(other.ctx)).toEqual({ kind: 'done' });
    await mutate(here.db, 'bookmark.set', { type: 'aitool', object_id: kept ?? 0, bookmarked: false });

    await firstIds(here, 'aitool', 2);
    expect(await here.db.bookmarks.get(bookmarkKey('aitool', elsewhere ?? 0))).toBeDefined();
    expect(await here.db.bookmarks.get(bookmarkKey('aitool', kept ?? 0))).toBeUndefined();
  });
});
