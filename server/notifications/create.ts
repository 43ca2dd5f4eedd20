/**
 * Creating notifications: `insertNotifications` inside the transaction of the action that
 * causes them (the change rows go with them, so the feed never misses one), then
 * `publishNotifications` after commit pushes each to its recipient's sockets.
 */
import { inArray } from 'drizzle-orm';
import type { NotificationData, NotificationKind, NotificationType } from '../../contract/notifications';
import type { AppDeps } from '../app-env';
import { appendChanges } from '../changes/log';
import { notifications } from '../chat/schema';
import type { Db, Tx } from '../db/client';
import { serializeNotification } from './serialize';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  notificationType: NotificationKind;
  message: string;
  data: NotificationData;
  /** Seeds only: an older notification, or one already read. */
  createdAt?: Date;
  isRead?: boolean;
}

/** Inserts the notifications and their change rows; answers their ids (publish them after commit). */
export async function insertNotifications(
  tx: Tx,
  tenantId: number,
  rows: readonly NewNotification[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, tenantId })))
    .returning({ id: notifications.id, userId: notifications.userId });
  await appendChanges(
    tx,
    inserted.map((row) => ({
      tenantId,
      userId: row.userId,
      entity: 'notification' as const,
      entityId: String(row.id),
      op: 'upsert' as const,
    })),
  );
  return inserted.map((row) => row.id);
}

/** After commit: each notification goes live to its recipient's sockets. */
export async function publishNotifications(
  deps: { db: Db; hub: AppDeps['hub'] },
  tenantId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, [...ids]));
  for (const row of rows)
    deps.hub.send(tenantId, [row.userId], { type: 'notification', data: serializeNotification(row) });
}
