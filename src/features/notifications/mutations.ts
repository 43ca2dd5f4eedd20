/** Marking notifications read: on screen at once, sent when the network allows (queued offline). */
import { notificationRead, notificationReadAll } from '../../../sync/notifications/notification-read-mutator';
import { db } from '../../db/db';
import { saveHere } from '../sync/save-here';
import { kickSync } from '../sync/sync-client';
import { largestId } from './labels';

/** Marks one notification read (after a click on it). Nothing is queued when it already is. */
export async function markNotificationRead(id: number): Promise<void> {
  const row = await db.notifications.get(id);
  if (!row || row.is_read) return;
  if (await saveHere(notificationRead, { id })) kickSync();
}

/**
 * Marks every stored notification read: up to the largest id stored now, so a click queued
 * offline never marks what arrives after it.
 */
export async function markAllNotificationsRead(): Promise<void> {
  const upTo = largestId(await db.notifications.toArray());
  if (upTo === 0) return;
  if (await saveHere(notificationReadAll, { up_to: upTo })) kickSync();
}
