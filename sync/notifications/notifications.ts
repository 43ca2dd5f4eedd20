/**
 * The worker's notification calls (SyncApi['notifications']): a page of the member's
 * notifications into db.notifications (a pending read keeps its row read), and the newest
 * few loaded once per device (meta notificationsLoaded).
 */
import {
  MESSAGES,
  NOTIFICATION_ENDPOINTS,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsResponse,
  pathOf,
} from '../../contract';
import { putServerNotification, readChatPending } from '../chat/chat-local';
import type { NotificationPageResult, SyncApi } from '../core/api';
import { assertSession, SessionEndedError, type SyncContext } from '../core/context';
import { setMeta } from '../core/db';
import { getJson } from '../core/http';
import { rememberPage } from '../core/page-cache';

/** How many of the newest notifications a device loads once (whole pages of 12). */
export const NOTIFICATIONS_PRELOAD = 48;

export async function fetchNotificationPage(ctx: SyncContext, page: number): Promise<NotificationPageResult> {
  const { db } = ctx;
  const path = `${pathOf(NOTIFICATION_ENDPOINTS.list)}?page=${page}&page_size=${NOTIFICATIONS_PAGE_SIZE}`;
  const answer = await getJson(ctx.api, path, NotificationsResponse);
  if (answer.kind === 'transient') return { kind: 'offline' };
  if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
  if (answer.kind === 'unauthenticated') return { kind: 'failed', message: MESSAGES.couldNotComplete };
  const rows = answer.data.data;
  await db.transaction('rw', [db.notifications, db.outbox, db.meta], async () => {
    await assertSession(db);
    const pending = await readChatPending(db);
    for (const row of rows) await putServerNotification(db, row, pending);
  });
  const ids = rows.map((row) => row.id);
  const { count, next } = answer.data.pagination;
  await rememberPage(db, 'notificationsPage', { page }, { ids, count }, ctx.now());
  return { kind: 'done', ids, count, next };
}

/** The newest notifications (up to NOTIFICATIONS_PRELOAD), then meta notificationsLoaded. */
export async function loadNotifications(ctx: SyncContext): Promise<NotificationPageResult['kind']> {
  const pages = Math.ceil(NOTIFICATIONS_PRELOAD / NOTIFICATIONS_PAGE_SIZE);
  for (let page = 1; page <= pages; page += 1) {
    const result = await fetchNotificationPage(ctx, page);
    if (result.kind !== 'done') return result.kind;
    if (result.next === null) break;
  }
  await ctx.db.transaction('rw', ctx.db.meta, async () => {
    await assertSession(ctx.db);
    await setMeta(ctx.db, 'notificationsLoaded', true);
  });
  return 'done';
}

export function createNotifications(ctx: SyncContext): SyncApi['notifications'] {
  return {
    async page(page) {
      try {
        return await fetchNotificationPage(ctx, page);
      } catch (error) {
        if (error instanceof SessionEndedError) return { kind: 'failed', message: MESSAGES.couldNotComplete };
        throw error;
      }
    },
  };
}
