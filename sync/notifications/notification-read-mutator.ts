/**
 * 'notification.read' (one notification) and 'notification.readAll' (every notification with
 * id <= up_to, so a click queued offline never marks what arrived after it). Read at once
 * here, queued offline, sent later; pulls never flip a pending-read row back to unread.
 */
import * as v from 'valibot';
import { MarkAllReadInput, NOTIFICATION_ENDPOINTS, Notification, pathOf } from '../../contract';
import { NOTIFICATION_ALL_KEY, notificationKey, putServerNotification, readChatPending } from '../chat/chat-local';
import { pendingEntriesOf } from '../core/db';
import { defineMutator } from '../core/mutator-types';

export const NotificationReadArgs = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type NotificationReadArgs = v.InferOutput<typeof NotificationReadArgs>;

export interface NotificationReadUndo {
  id: number;
  /** Whether it was read before (null: not stored). */
  was_read: boolean | null;
}

export const notificationRead = defineMutator<NotificationReadArgs, NotificationReadUndo>({
  name: 'notification.read',
  version: 1,
  priority: 3,
  args: NotificationReadArgs,
  tables: ['notifications'],
  key: (args) => notificationKey(args.id),
  async apply(db, args) {
    const row = await db.notifications.get(args.id);
    if (row && !row.is_read) await db.notifications.update(args.id, { is_read: true });
    return { id: args.id, was_read: row ? row.is_read : null };
  },
  async revert(db, undo) {
    if (undo.was_read === false) await db.notifications.update(undo.id, { is_read: false });
  },
  request: (args) => ({
    method: NOTIFICATION_ENDPOINTS.read.method,
    path: pathOf(NOTIFICATION_ENDPOINTS.read, { id: args.id }),
  }),
  async accepted(db, _args, body) {
    const parsed = v.safeParse(Notification, body);
    if (parsed.success) await putServerNotification(db, parsed.output, await readChatPending(db));
  },
  // Gone on the server: nothing is left to mark.
  isSettledBy: (_args, status) => status === 404,
});

/** The server's own input: every notification with id <= up_to. */
export const NotificationReadAllArgs = MarkAllReadInput;
export type NotificationReadAllArgs = v.InferOutput<typeof NotificationReadAllArgs>;

export interface NotificationReadAllUndo {
  /** Exactly the notifications this marked read (and only those are restored). */
  ids: number[];
}

export const notificationReadAll = defineMutator<NotificationReadAllArgs, NotificationReadAllUndo>({
  name: 'notification.readAll',
  version: 1,
  priority: 3,
  args: NotificationReadAllArgs,
  tables: ['notifications'],
  key: () => NOTIFICATION_ALL_KEY,
  merge: (pending, next) => ({ up_to: Math.max(pending.up_to, next.up_to) }),
  async apply(db, args) {
    const rows = await db.notifications
      .where('id')
      .belowOrEqual(args.up_to)
      .filter((row) => !row.is_read)
      .toArray();
    const ids = rows.map((row) => row.id);
    await db.notifications.bulkUpdate(ids.map((id) => ({ key: id, changes: { is_read: true } })));
    // A waiting entry this folds into keeps its own undo: it must restore these too.
    const waiting = await pendingEntriesOf(db, NOTIFICATION_ALL_KEY)
      .filter((entry) => entry.sendingSince === null)
      .first();
    if (waiting?.seq !== undefined) {
      const before = (waiting.undo as NotificationReadAllUndo | null)?.ids ?? [];
      const all = [...new Set([...before, ...ids])];
      await db.outbox.update(waiting.seq, { undo: { ids: all } });
      return { ids: all };
    }
    return { ids };
  },
  async revert(db, undo) {
    await db.notifications.bulkUpdate(undo.ids.map((id) => ({ key: id, changes: { is_read: false } })));
  },
  request: (args) => ({
    method: NOTIFICATION_ENDPOINTS.markAllRead.method,
    path: pathOf(NOTIFICATION_ENDPOINTS.markAllRead),
    body: { up_to: args.up_to },
  }),
  async accepted() {
    // The read rows come back through the change feed; the local ones are read already.
  },
});
