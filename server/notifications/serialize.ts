/** A notification row as the contract's Notification. */
import type { Notification } from '../../contract/notifications';
import type { NotificationRow } from '../chat/schema';

export function serializeNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    notification_type: row.notificationType,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    data: row.data,
  };
}
