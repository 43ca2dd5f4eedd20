/**
 * The bookmark state carried by server content rows (`is_bookmarked`): a list or detail
 * fetched on any device settles db.bookmarks for its bookmarkable items, so the bookmark
 * button agrees with the server even before the bookmark lists or the feed arrive. A
 * bookmark change still waiting in the outbox wins over the row.
 */
import { type AnyContent, BOOKMARK_TYPES, type BookmarkType, bookmarkKey, type ContentKind } from '../../contract';
import type { PortalDb } from '../core/db';

const bookmarkTypeOf = (kind: ContentKind): BookmarkType | null =>
  (BOOKMARK_TYPES as readonly string[]).includes(kind) ? (kind as BookmarkType) : null;

/** Inside a transaction over db.bookmarks: adds or removes the rows' bookmarks, pending keys aside. */
export async function settleContentBookmarks(
  db: PortalDb,
  kind: ContentKind,
  items: readonly AnyContent[],
  pending: ReadonlySet<string>,
): Promise<void> {
  const type = bookmarkTypeOf(kind);
  if (!type) return;
  const settled = items.filter((item) => !pending.has(bookmarkKey(type, item.id)));
  const keys = settled.map((item) => bookmarkKey(type, item.id));
  const stored = await db.bookmarks.bulkGet(keys);
  const removed = settled.flatMap((item, index) => (!item.is_bookmarked && stored[index] ? [keys[index] ?? ''] : []));
  const added = settled.flatMap((item, index) =>
    item.is_bookmarked && !stored[index]
      ? [{ key: bookmarkKey(type, item.id), type, object_id: item.id, id: null, created_at: new Date().toISOString() }]
      : [],
  );
  await db.bookmarks.bulkDelete(removed);
  await db.bookmarks.bulkPut(added);
}
