/**
 * Pages a screen shows in the server's order (a collection table, the reports list): the
 * worker stores the server's page, or the ids of rows it stored elsewhere, in db.onlineCache
 * beside the online-only reads, and the screen reads it back through a live query. So a
 * page's answer comes from Dexie like every other read, keeps its expiry, and is cleared with
 * the rest of the member's data on logout.
 */
import type { CollectionItem, CollectionType } from '../../contract';
import type { GroupMembersRequest } from './api';
import type { PortalDb } from './db';
import { onlineCacheKey } from './online/define';

/** Cached answers older than this are dropped: an admin list a week old misleads more than it helps. */
export const ONLINE_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PageCaches {
  /** /my/{type} and /favorites/{type}: the items themselves (they are stored nowhere else). */
  collectionPage: {
    args: { which: 'favorites' | 'my'; type: CollectionType; page: number };
    value: { items: CollectionItem[]; count: number };
  };
  /** /careergps-reports: the slugs of the page's summaries (stored in db.reportSummaries). */
  reportsPage: { args: { page: number }; value: { slugs: string[]; count: number } };
  /** /notifications: the ids of the page's notifications (stored in db.notifications). */
  notificationsPage: { args: { page: number }; value: { ids: number[]; count: number } };
  /** A group's members page: the member ids (stored in db.groupMembers). */
  groupMembersPage: {
    args: { groupId: number; request: GroupMembersRequest };
    value: { ids: number[]; count: number };
  };
}

export type PageCacheName = keyof PageCaches;

export function pageCacheKey<K extends PageCacheName>(name: K, args: PageCaches[K]['args']): string {
  return onlineCacheKey(name, args);
}

/** Stores an answer in db.onlineCache under `key` and drops the expired ones. */
export async function rememberAnswer(db: PortalDb, key: string, name: string, value: unknown, now: number) {
  await db.transaction('rw', db.onlineCache, async () => {
    await db.onlineCache.put({ key, name, value, fetchedAt: now });
    await db.onlineCache
      .where('fetchedAt')
      .below(now - ONLINE_CACHE_TTL_MS)
      .delete();
  });
}

export function rememberPage<K extends PageCacheName>(
  db: PortalDb,
  name: K,
  args: PageCaches[K]['args'],
  value: PageCaches[K]['value'],
  now: number,
): Promise<void> {
  return rememberAnswer(db, pageCacheKey(name, args), name, value, now);
}
