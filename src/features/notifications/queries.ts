/** Live reads of the member's notifications (db.notifications), newest first, offline too. */
import { useLiveQuery } from 'dexie-react-hooks';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '../../../contract';
import { db } from '../../db/db';
import { type StoredPageView, storedPageView } from '../sync/stored-page-view';
import { syncClient } from '../sync/sync-client';
import { useCachedPage } from '../sync/use-cached-page';
import { byNewest, largestId } from './labels';

/** Every stored notification, newest first (undefined while Dexie answers). */
function useStoredNotifications(): Notification[] | undefined {
  return useLiveQuery(async () => (await db.notifications.toArray()).sort(byNewest), []);
}

/** How many stored notifications are unread (booleans cannot be indexed: filtered). */
export function useUnreadNotificationCount(): number {
  return useLiveQuery(() => db.notifications.filter((notification) => !notification.is_read).count(), []) ?? 0;
}

/** The newest `limit` stored notifications (the top-bar popover). */
export function useRecentNotifications(limit: number): Notification[] | undefined {
  return useLiveQuery(async () => (await db.notifications.toArray()).sort(byNewest).slice(0, limit), [limit]);
}

export type NotificationsPageView = StoredPageView<Notification>;

/**
 * Page `page` (1-based, 12 a page): the server's page when online (its rows land in
 * db.notifications, so marking read shows at once), else the stored rows paged here.
 * A newer notification arriving asks the server again.
 */
export function useNotificationsPage(page: number): NotificationsPageView {
  const stored = useStoredNotifications();
  const newest = largestId(stored ?? []);
  const { page: cached, status } = useCachedPage(
    'notificationsPage',
    { page },
    () => syncClient().notifications.page(page),
    newest,
  );
  return storedPageView({
    stored,
    server: cached && { keys: cached.ids, count: cached.count },
    status,
    keyOf: (row) => row.id,
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  });
}
