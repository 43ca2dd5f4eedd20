/**
 * The member's own lists that live outside the change feed, for a device that starts from
 * nothing: the /favorites and /my dashboards (bookmarked items, and the member's own
 * submissions with their review status, groups and applications), the CareerGPS reports
 * (whole, so they read offline), the Ask Anything history (Resume Previous Conversation) and
 * the newest page of each recent chat conversation (the rooms themselves, with their unread
 * counts, come with the realtime step), the circle-leader application, and every item behind
 * the section pages of both dashboards (sync/bootstrap/bootstrap-items.ts).
 * Each is an extra: a failure leaves what is stored and waits for the screen to ask again.
 */

import { CollectionSections } from '../../contract';
import { fetchReport, listReports } from '../agents/reports';
import { fetchAmaHistory } from '../ama/ama-history';
import { fetchHistory } from '../chat/chat';
import { SECTIONS_META, sectionsPath } from '../content/content';
import type { AmaHistoryResult, ChatFetchResult } from '../core/api';
import { assertSession, type SyncContext } from '../core/context';
import { setMeta } from '../core/db';
import { getJson } from '../core/http';
import { bootstrapLeaderApplication, bootstrapSectionItems, type Dashboard } from './bootstrap-items';

/** How many reports a fresh device fetches whole (the newest; the list page holds 30). */
export const REPORTS_KEPT_OFFLINE = 30;
/** How many of the most recent conversations get their newest history page. */
export const CONVERSATIONS_PRELOADED = 10;

async function loadSections(ctx: SyncContext, which: 'favorites' | 'my'): Promise<Dashboard> {
  const answer = await getJson(ctx.api, sectionsPath(which), CollectionSections);
  if (answer.kind !== 'data') return answer.kind === 'transient' ? 'offline' : 'failed';
  // A sign-out while the lists downloaded must not leave this member's dashboards to the next one.
  await ctx.db.transaction('rw', ctx.db.meta, async () => {
    await assertSession(ctx.db);
    await setMeta(ctx.db, SECTIONS_META[which], answer.data);
  });
  return answer.data;
}

/** GET /my-favourites/ and /my-items/ into meta favoriteSections and mySections; each dashboard as stored. */
export async function bootstrapCollections(ctx: SyncContext): Promise<Record<'favorites' | 'my', Dashboard>> {
  const [favorites, my] = await Promise.all([loadSections(ctx, 'favorites'), loadSections(ctx, 'my')]);
  return { favorites, my };
}

/**
 * The first page of the member's reports into db.reportSummaries, then each report not yet
 * stored into db.agentReports: reports are what members open on the train.
 */
export async function bootstrapReports(ctx: SyncContext): Promise<'done' | 'offline' | 'failed'> {
  const list = await listReports(ctx, 1);
  if (list.kind !== 'done') return list.kind;
  const slugs = list.slugs.slice(0, REPORTS_KEPT_OFFLINE);
  const stored = new Set(
    (await ctx.db.agentReports.bulkGet(slugs)).flatMap((row) => (row === undefined ? [] : [row.slug])),
  );
  const statuses = await Promise.all(slugs.filter((slug) => !stored.has(slug)).map((slug) => fetchReport(ctx, slug)));
  return statuses.includes('offline') ? 'offline' : 'done';
}

/** The newest page of Ask Anything exchanges into db.amaChats (403 without use_ama: nothing stored). */
export async function bootstrapAmaHistory(ctx: SyncContext): Promise<AmaHistoryResult['kind']> {
  return (await fetchAmaHistory(ctx, 1, null)).kind;
}

/**
 * The newest history page of the most recent rooms whose history is not loaded yet, so a
 * conversation opened offline shows more than its last message.
 */
export async function bootstrapChatHistory(ctx: SyncContext): Promise<ChatFetchResult> {
  const rooms = await ctx.db.chatRooms.orderBy('updated_at').reverse().limit(CONVERSATIONS_PRELOADED).toArray();
  const results = await Promise.all(
    rooms.filter((room) => room.id !== null && room.next_page === 1).map((room) => fetchHistory(ctx, room.peer_id)),
  );
  return results.find((result) => result !== 'ready') ?? 'ready';
}

/**
 * All side by side: none needs another's answer, and on a slow link (seconds a round trip)
 * a fresh device is complete after a few round trips instead of dozens. The section items
 * follow their dashboards, which already hold a section's items when it has three or fewer
 * (most members' sections are empty). The chat history reads the rooms, so it comes after
 * them (bootstrapMember).
 */
export async function bootstrapOwnLists(ctx: SyncContext): Promise<void> {
  await Promise.all([
    bootstrapCollections(ctx).then((dashboards) => bootstrapSectionItems(ctx, dashboards)),
    bootstrapAmaHistory(ctx),
    bootstrapLeaderApplication(ctx),
    bootstrapReports(ctx),
  ]);
}
