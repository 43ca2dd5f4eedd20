/**
 * The member's marks on other people's items, for a device that starts from nothing:
 * bookmarks of every bookmarkable type and votes. Rows with a change still in the outbox
 * keep their local state; everything else becomes the server's.
 */
import {
  type AnyContent,
  BOOKMARK_ENDPOINTS,
  BOOKMARK_TYPES,
  Bookmark,
  contentKey,
  MemberVote,
  pathOf,
  VOTE_ENDPOINTS,
  voteKey,
} from '../../contract';
import { toLocalBookmark } from '../bookmarks/bookmark-mutator';
import { isVoteKind, voteFieldsOf } from '../content/content-local';
import { assertSession, type StepOutcome, type SyncContext } from '../core/context';
import type { PortalDb } from '../core/db';
import type { JsonResult } from '../core/http';
import { getAll } from '../core/lists';
import { pendingEntries, pendingKeysOf } from '../core/outbox';
import { failureStep } from './bootstrap';

const PAGE_SIZE = 500;

/** Every bookmark of the member (all types), or the first failure. */
export async function fetchBookmarks(ctx: SyncContext): Promise<JsonResult<Bookmark[]>> {
  const lists = await Promise.all(
    BOOKMARK_TYPES.map((type) =>
      getAll(ctx.api, `${pathOf(BOOKMARK_ENDPOINTS.list, { type })}?page_size=${PAGE_SIZE}`, Bookmark),
    ),
  );
  const rows: Bookmark[] = [];
  for (const list of lists) {
    if (list.kind !== 'data') return list;
    rows.push(...list.data);
  }
  return { kind: 'data', data: rows };
}

/**
 * Replaces the bookmarks with the fetched ones, except rows with a pending change, and
 * stores the cursor in the same transaction: the mark that the bootstrap is complete.
 */
export async function storeBookmarksAndCursor(ctx: SyncContext, bookmarks: Bookmark[], cursor: number): Promise<void> {
  const { db } = ctx;
  const rows = bookmarks.map(toLocalBookmark);
  await db.transaction('rw', db.bookmarks, db.outbox, db.meta, async () => {
    await assertSession(db);
    const pending = pendingKeysOf(await pendingEntries(db));
    const server = new Set(rows.map((row) => row.key));
    const local = await db.bookmarks.toCollection().primaryKeys();
    await db.bookmarks.bulkDelete(local.filter((key) => !server.has(key) && !pending.has(key)));
    await db.bookmarks.bulkPut(rows.filter((row) => !pending.has(row.key)));
    await db.meta.put({ key: 'cursor', value: cursor });
  });
}

async function writeItemVote(db: PortalDb, vote: MemberVote, score: number | null): Promise<void> {
  if (!isVoteKind(vote.content_type)) return;
  const key = contentKey(vote.content_type, vote.object_id);
  const row = await db.contents.get(key);
  const fields = row ? voteFieldsOf(row.data) : null;
  if (!row || !fields) return;
  const data = { ...row.data, user_vote_type: vote.vote_type, vote_score: score ?? fields.vote_score };
  await db.contents.update(key, { data: data as AnyContent });
}

/** GET /api/v1/vote/ (every page): the member's votes into db.votes and the stored items. */
export async function bootstrapVotes(ctx: SyncContext): Promise<StepOutcome> {
  const { db } = ctx;
  const fetched = await getAll(ctx.api, `${pathOf(VOTE_ENDPOINTS.list)}?page_size=${PAGE_SIZE}`, MemberVote);
  if (fetched.kind !== 'data') return failureStep(fetched);
  await db.transaction('rw', [db.votes, db.contents, db.outbox, db.meta], async () => {
    await assertSession(db);
    const pending = pendingKeysOf(await pendingEntries(db));
    const server = new Map(fetched.data.map((vote) => [voteKey(vote.content_type, vote.object_id), vote]));
    // A vote stored here that the server no longer has is neutral now.
    for (const row of await db.votes.toArray()) {
      if (server.has(row.key) || pending.has(row.key) || row.vote_type === null) continue;
      const neutral = { ...row, vote_type: null };
      await db.votes.put(neutral);
      await writeItemVote(db, { ...neutral, total_score: 0 }, null);
    }
    for (const [key, vote] of server) {
      if (pending.has(key)) continue;
      await db.votes.put({
        key,
        content_type: vote.content_type,
        object_id: vote.object_id,
        vote_type: vote.vote_type,
      });
      await writeItemVote(db, vote, vote.total_score);
    }
  });
  return { kind: 'done' };
}
