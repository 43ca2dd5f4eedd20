/**
 * A member's notifications: pages (newest first), the unread count, and marking read.
 * Each row that becomes read gets a 'notification' change row for its recipient.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Notification } from '../../contract/notifications';
import type { AppDeps } from '../app-env';
import { appendChanges } from '../changes/log';
import { notifications } from '../chat/schema';
import type { Reader } from '../db/client';
import { countOf, countQuery, type Lookup } from '../db/lookups';
import { withTotal } from '../db/with-total';
import { notFound } from '../http/errors';
import { serializeNotification } from './serialize';

const ownedBy = (tenantId: number, userId: number) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));

export async function notificationPage(
  db: Reader,
  tenantId: number,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ data: Notification[]; total: number }> {
  const owned = ownedBy(tenantId, userId);
  const { rows, total } = await withTotal(
    db,
    notifications,
    owned,
    { limit, offset },
    db.select().from(notifications).where(owned).orderBy(desc(notifications.id)),
  );
  return { data: rows.map(serializeNotification), total };
}

const unreadQuery = countQuery(
  (slot) => sql`from ${notifications} where ${notifications.tenantId} = ${slot('tenantId')}
    and ${notifications.userId} = ${slot('userId')} and ${notifications.isRead} = false`,
);

/** How many of the member's notifications are unread. */
export const unreadNotificationsOf = (tenantId: number, userId: number): Lookup<number> =>
  countOf(unreadQuery, { tenantId, userId });

/** The change feed: these notifications of the caller. */
export async function notificationsForCaller(
  db: Reader,
  tenantId: number,
  userId: number,
  ids: number[],
): Promise<Map<string, Notification>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(notifications)
    .where(and(ownedBy(tenantId, userId), inArray(notifications.id, ids)));
  return new Map(rows.map((row) => [String(row.id), serializeNotification(row)]));
}

/** Marks the caller's unread notifications with id <= upTo read; answers how many changed. */
export async function markAllRead(
  deps: Pick<AppDeps, 'db' | 'hub'>,
  tenantId: number,
  userId: number,
  upTo: number,
): Promise<number> {
  const updated = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(ownedBy(tenantId, userId), eq(notifications.isRead, false), lte(notifications.id, upTo)))
      .returning({ id: notifications.id });
    await appendChanges(
      tx,
      rows.map((row) => ({
        tenantId,
        userId,
        entity: 'notification' as const,
        entityId: String(row.id),
        op: 'upsert' as const,
      })),
    );
    return rows.length;
  });
  if (updated > 0) deps.hub.notify(tenantId, userId);
  return updated;
}

/** Marks one of the caller's notifications read (404 for anyone else's). */
export async function markRead(
  deps: Pick<AppDeps, 'db' | 'hub'>,
  tenantId: number,
  userId: number,
  id: number,
): Promise<Notification> {
  const { row, changed } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notifications)
      .where(and(ownedBy(tenantId, userId), eq(notifications.id, id)));
    if (!current) throw notFound();
    if (current.isRead) return { row: current, changed: false };
    const [updated] = await tx.update(notifications).set({ isRead: true }).where(eq(notifications.id, id)).returning();
    await appendChanges(tx, [{ tenantId, userId, entity: 'notification', entityId: String(id), op: 'upsert' }]);
    return { row: updated ?? current, changed: true };
  });
  if (changed) deps.hub.notify(tenantId, userId);
  return serializeNotification(row);
}
