import type { BookmarkType } from '../../../contract';
import { mutate } from '../../../sync/outbox';
import { db } from '../../db/db';
import { kickSync } from '../sync/sync-client';

/** Bookmark or un-bookmark an item: on screen at once, sent when the network allows. */
export async function setBookmark(type: BookmarkType, objectId: number, isBookmarked: boolean): Promise<void> {
  await mutate(db, 'bookmark.set', { type, object_id: objectId, bookmarked: isBookmarked });
  kickSync();
}
