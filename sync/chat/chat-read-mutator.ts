/**
 * 'chat.read': the member read a conversation. At once: the room's unread count is 0 and its
 * messages are no longer new; queued offline and sent later (one per peer: the key
 * coalesces). The server's room rows never bring the count back while this is pending.
 */
import * as v from 'valibot';
import { CHAT_ENDPOINTS, ChatRoom, pathOf } from '../../contract';
import { defineMutator } from '../core/mutator-types';
import { chatReadKey, clearNew, myUserId, putServerRoom, readChatPending } from './chat-local';

export const ChatReadArgs = v.object({
  peer_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  room_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ChatReadArgs = v.InferOutput<typeof ChatReadArgs>;

export interface ChatReadUndo {
  peer_id: number;
  /** The room's unread count before (null: no room row). */
  unread_count: number | null;
  /** The messages this cleared is_new on. */
  ids: string[];
}

export const chatRead = defineMutator<ChatReadArgs, ChatReadUndo>({
  name: 'chat.read',
  version: 1,
  priority: 0,
  args: ChatReadArgs,
  tables: ['chatRooms', 'chatMessages', 'meta'],
  key: (args) => chatReadKey(args.peer_id),
  async apply(db, args) {
    const room = await db.chatRooms.get(args.peer_id);
    if (room && room.unread_count !== 0) await db.chatRooms.update(args.peer_id, { unread_count: 0 });
    const ids = await clearNew(db, args.peer_id);
    return { peer_id: args.peer_id, unread_count: room?.unread_count ?? null, ids };
  },
  async revert(db, undo) {
    if (undo.unread_count !== null) await db.chatRooms.update(undo.peer_id, { unread_count: undo.unread_count });
    await db.chatMessages.bulkUpdate(undo.ids.map((id) => ({ key: id, changes: { is_new: true } })));
  },
  request: (args) => ({ method: CHAT_ENDPOINTS.read.method, path: pathOf(CHAT_ENDPOINTS.read, { id: args.room_id }) }),
  async accepted(db, args, body) {
    const parsed = v.safeParse(ChatRoom, body);
    if (parsed.success) {
      await putServerRoom(db, { ...parsed.output, unread_count: 0 }, await myUserId(db), await readChatPending(db));
    } else await db.chatRooms.update(args.peer_id, { unread_count: 0 });
  },
});
