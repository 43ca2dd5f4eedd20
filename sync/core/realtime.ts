/**
 * Live websocket events written into Dexie at once: a chat_message (into its room, one row
 * per ULID whatever else delivers it; an unknown room makes the rooms refetch) and a
 * notification (a pending read keeps it read). The change feed carries the same rows, so a
 * missed event is caught up by the next pull.
 */
import type { WsEvent } from '../../contract';
import { applyServerMessage, putServerNotification, readChatPending } from '../chat/chat-local';
import type { SyncContext } from './context';

export interface LiveEventOutcome {
  /** The event's room is not stored here: refetch the rooms. */
  refetchRooms: boolean;
}

export async function applyLiveEvent(ctx: SyncContext, event: WsEvent): Promise<LiveEventOutcome> {
  const { db } = ctx;
  if (event.type === 'changes') return { refetchRooms: false };
  return db.transaction('rw', [db.chatRooms, db.chatMessages, db.notifications, db.outbox, db.meta], async () => {
    // Logged out meanwhile: the event is not this device's any more.
    if (!(await db.meta.get('session'))) return { refetchRooms: false };
    if (event.type === 'notification') {
      await putServerNotification(db, event.data, await readChatPending(db));
      return { refetchRooms: false };
    }
    const { isNewRoom } = await applyServerMessage(db, event.data, { countUnread: true });
    return { refetchRooms: isNewRoom };
  });
}
