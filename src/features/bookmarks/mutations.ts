import type { BookmarkType } from '../../../contract';
import { bookmarkSet } from '../../../sync/bookmarks/bookmark-mutator';
import { saveHere } from '../sync/save-here';

/** Bookmark or un-bookmark an item: on screen at once, sent when the network allows. */
export async function setBookmark(type: BookmarkType, objectId: number, isBookmarked: boolean): Promise<void> {
  await saveHere(bookmarkSet, { type, object_id: objectId, bookmarked: isBookmarked });
}
