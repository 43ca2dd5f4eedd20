import type { BookmarkType } from '../../../contract';
import { bookmarkSet } from '../../../sync/bookmarks/bookmark-mutator';
import { saveHere } from '../sync/save-here';
import { kickSync } from '../sync/sync-client';

/** Bookmark or un-bookmark an item: on screen at once, sent when the network allows. */
export async function setBookmark(type: BookmarkType, objectId: number, isBookmarked: boolean): Promise<void> {
  if (await saveHere(bookmarkSet, { type, object_id: objectId, bookmarked: isBookmarked })) kickSync();
}
