/**
 * Notifications (spec part 1 sections 2, 3, 9; part 2 section 8). Calls (paths not in
 * the spec, ours):
 * - GET  /api/v1/notifications/?page=&page_size=12   newest first
 * - POST /api/v1/notifications/mark-all-read/ {up_to}  every notification with id <= up_to
 *   is read (so one queued offline never marks what arrived after the click)
 * - POST /api/v1/notifications/{id}/read/
 * The identity's unread_notifications_count counts the unread ones.
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import { GroupKind } from './group-kinds';
import { IdOrZero } from './ids';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';

export const NOTIFICATIONS_PAGE_SIZE = 12;
/** The top-bar popup shows the newest few. */
export const NOTIFICATIONS_POPUP_SIZE = 5;

export const NOTIFICATION_MESSAGES = {
  markAllRead: 'Mark all as read',
  empty: 'No notifications to show',
} as const;

/** Which page a notification links to: the invitation, the user's profile, or the group. */
export const NotificationType = v.picklist(['invitation', 'user_connection', 'group']);
export type NotificationType = v.InferOutput<typeof NotificationType>;

/** What happened (the server's producers, server/notifications/producers.ts). */
export const NotificationKind = v.picklist([
  'invitation',
  'new_follower',
  'new_connection',
  'join_request',
  'join_accepted',
  'join_rejected',
]);
export type NotificationKind = v.InferOutput<typeof NotificationKind>;

export const NotificationData = v.object({
  invitation_key: v.nullish(v.string()),
  name_slug: v.nullish(v.string()),
  group_type: v.nullish(GroupKind),
  image: v.nullish(v.string()),
  name: v.nullish(v.string()),
});
export type NotificationData = v.InferOutput<typeof NotificationData>;

export const Notification = v.object({
  id: v.number(),
  type: NotificationType,
  notification_type: NotificationKind,
  message: v.string(),
  created_at: v.string(),
  is_read: v.boolean(),
  data: NotificationData,
});
export type Notification = v.InferOutput<typeof Notification>;

export const NotificationsResponse = paged(Notification);

export const MarkAllReadInput = v.object({ up_to: IdOrZero });
export const MarkAllReadResponse = v.object({ updated: v.number() });

export const NotificationsQuery = firstValues(
  v.object({ page: PageParam, page_size: PageSizeParam(NOTIFICATIONS_PAGE_SIZE, 100) }),
);

/** The member's notifications; the server asks for a token on every path under /notifications/. */
export const NOTIFICATION_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/notifications/',
    query: NotificationsQuery,
    output: NotificationsResponse,
    auth: 'token',
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/v1/notifications/mark-all-read/',
    body: MarkAllReadInput,
    output: MarkAllReadResponse,
    auth: 'token',
    batch: true,
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/v1/notifications/:id{[0-9]+}/read/',
    output: Notification,
    auth: 'token',
    batch: true,
  }),
} as const;

/** Where a notification leads (spec part 1 section 2): invitation, profile or group page. */
export function notificationHref(notification: Pick<Notification, 'type' | 'data'>): string | null {
  const { data } = notification;
  if (notification.type === 'invitation') return data.invitation_key ? `/invitation/${data.invitation_key}` : null;
  if (!data.name_slug) return null;
  if (notification.type === 'user_connection') return `/profile/${data.name_slug}`;
  switch (data.group_type) {
    case 'circle':
      return `/circle/${data.name_slug}`;
    case 'event':
      return `/event/${data.name_slug}`;
    default:
      return `/org/${data.name_slug}`;
  }
}
