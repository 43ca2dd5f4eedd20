import { useLiveQuery } from 'dexie-react-hooks';
import type { BookmarkType } from '../../../contract';
import { db } from '../../db/db';

/** Keys (`type:id`) of the member's bookmarks of one type, optimistic ones included. */
export function useBookmarkKeys(type: BookmarkType): ReadonlySet<string> {
  const keys = useLiveQuery(() => db.bookmarks.where('type').equals(type).primaryKeys(), [type]);
  return new Set(keys ?? []);
}
