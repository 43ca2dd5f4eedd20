import * as v from 'valibot';
import { BOOKMARK_ENDPOINTS, Bookmark, BookmarkType, bookmarkKey, pathOf } from '../../contract';
import { Id } from '../../contract/ids';
import type { LocalBookmark } from '../core/db';
import { defineMutator } from '../core/mutator-types';

/** Final-state semantics: the last click wins, so three clicks offline send one request. */
export const BookmarkSetArgs = v.object({
  type: BookmarkType,
  object_id: Id,
  bookmarked: v.boolean(),
});
export type BookmarkSetArgs = v.InferOutput<typeof BookmarkSetArgs>;

/** The row the optimistic change replaced (null: there was none). */
export interface BookmarkUndo {
  key: string;
  row: LocalBookmark | null;
}

export function toLocalBookmark(bookmark: Bookmark): LocalBookmark {
  return { ...bookmark, key: bookmarkKey(bookmark.type, bookmark.object_id) };
}

export const bookmarkSet = defineMutator<BookmarkSetArgs, BookmarkUndo>({
  name: 'bookmark.set',
  version: 1,
  priority: 5,
  args: BookmarkSetArgs,
  tables: ['bookmarks'],
  key: (args) => bookmarkKey(args.type, args.object_id),
  async apply(db, args) {
    const key = bookmarkKey(args.type, args.object_id);
    const row = (await db.bookmarks.get(key)) ?? null;
    if (!args.bookmarked) await db.bookmarks.delete(key);
    else if (!row) {
      const created_at = new Date().toISOString();
      await db.bookmarks.put({ key, type: args.type, object_id: args.object_id, id: null, created_at });
    }
    return { key, row };
  },
  async revert(db, undo) {
    if (undo.row) await db.bookmarks.put(undo.row);
    else await db.bookmarks.delete(undo.key);
  },
  request: (args) => {
    const call = args.bookmarked ? BOOKMARK_ENDPOINTS.add : BOOKMARK_ENDPOINTS.remove;
    return { method: call.method, path: pathOf(call, { type: args.type, id: args.object_id }) };
  },
  async accepted(db, args, body) {
    const key = bookmarkKey(args.type, args.object_id);
    if (!args.bookmarked) {
      await db.bookmarks.delete(key);
      return;
    }
    const parsed = v.safeParse(Bookmark, body);
    if (parsed.success) await db.bookmarks.put(toLocalBookmark(parsed.output));
  },
  // Unbookmarking what the server does not have (or an item that is gone) leaves the final state.
  isSettledBy: (args, status) => !args.bookmarked && status === 404,
});
