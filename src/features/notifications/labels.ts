/** Pure helpers behind the notification bell and lists (no React, no Dexie). */
import type { Notification } from '../../../contract';

/** The count shown on the bell: nothing at 0, '9+' above 9. */
export function unreadBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}

/** The bell's accessible name: 'Notifications' or 'Notifications, N unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** Newest first: by creation time, then by id (ids grow with time on the server). */
export function byNewest(a: Notification, b: Notification): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/** The largest id among `notifications` (0 when none): what 'Mark all as read' covers. */
export function largestId(notifications: readonly Pick<Notification, 'id'>[]): number {
  return notifications.reduce((max, notification) => Math.max(max, notification.id), 0);
}
