/** Marking notifications read: on screen at once, sent when the network allows (queued offline). */
import { notificationRead, notificationReadAll } from '../../../sync/notifications/notification-read-mutator';
import { db } from '../../db/db';
import { saveHere } from '../sync/save-here';
import { largestId } from './labels';

/** Marks one notification read (after a click on it). Nothing is queued when it already is. */
export async function markNotificationRead(id: number): Promise<void> {
  const row = await db.notifications.get(id);
  if (!row || row.is_read) return;
  await saveHere(notificationRead, { id });
}

/**
 * Marks every stored notification read: up to the largest id stored now, so a click queued
 * offline never marks what arrives after it.
 */
export async function markAllNotificationsRead(): Promise<void> {
  const upTo = largestId(await db.notifications.toArray());
  if (upTo === 0) return;
  await saveHere(notificationReadAll, { up_to: upTo });
}
