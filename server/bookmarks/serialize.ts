import type { Bookmark } from '../../contract/bookmarks';
import type { BookmarkRow } from '../db/schema';

export function toBookmark(row: BookmarkRow): Bookmark {
  return { id: row.id, type: row.type, object_id: row.objectId, created_at: row.createdAt.toISOString() };
}
