/**
 * The change feed's realtime entities, resolved for the caller: 'chat_message'
 * (ULID) to the message, 'chat_room' (String(room id)) to the room as the caller sees it,
 * 'notification' (String(id)) to the notification. Rows are user-scoped, so anything not
 * the caller's (or gone) is left out: these entities have no tombstones.
 */
import type { Change } from '../../contract/sync';
import type { Db } from '../db/client';
import { notificationsForCaller } from '../notifications/read';
import { messagesForCaller } from './messages';
import { roomsOf } from './rooms';

type Row = { entity: string; entityId: string; op: 'upsert' | 'delete' };
type Caller = { tenantId: number; userId: number };

const numericIds = (rows: readonly Row[], entity: string) =>
  rows
    .filter((row) => row.entity === entity)
    .map((row) => Number(row.entityId))
    .filter((id) => Number.isSafeInteger(id) && id > 0);

export async function readRealtimeChanges(db: Db, caller: Caller, upserts: readonly Row[]) {
  const { tenantId, userId } = caller;
  const messages = await messagesForCaller(
    db,
    tenantId,
    userId,
    upserts.filter((row) => row.entity === 'chat_message').map((row) => row.entityId),
  );
  const roomIds = numericIds(upserts, 'chat_room');
  const rooms =
    roomIds.length === 0
      ? new Map()
      : new Map((await roomsOf(db, tenantId, userId, { roomIds })).data.map((room) => [String(room.id), room]));
  const notifications = await notificationsForCaller(db, tenantId, userId, numericIds(upserts, 'notification'));

  return {
    resolve(row: Row): Change[] {
      if (row.op !== 'upsert') return [];
      if (row.entity === 'chat_message') {
        const data = messages.get(row.entityId);
        return data ? [{ entity: 'chat_message', op: 'upsert', id: row.entityId, data }] : [];
      }
      if (row.entity === 'chat_room') {
        const data = rooms.get(row.entityId);
        return data ? [{ entity: 'chat_room', op: 'upsert', id: row.entityId, data }] : [];
      }
      const data = notifications.get(row.entityId);
      return data ? [{ entity: 'notification', op: 'upsert', id: row.entityId, data }] : [];
    },
  };
}
