/**
 * Chat rows as the contract shows them: ChatUser (a member's name, picture and slug),
 * ChatMessage, and ChatRoom as ONE member sees it (named after the other member, with
 * that member's unread count).
 */
import type { ChatMessage, ChatRoom, ChatUser } from '../../contract/chat';
import type { Reader } from '../db/client';
import { inSlot, type Lookup, type LookupQuery, lookUp, lookup } from '../db/lookups';
import { integerArray } from '../db/prepared';
import { users } from '../db/schema';
import { type MemberWithPicture, membersWithPictureQuery } from '../profiles/read';
import { displayName, mediaUrlOrNull } from '../profiles/serialize';
import type { ChatMessageRow, ChatRoomRow } from './schema';

export type ChatUsers = Map<number, ChatUser>;

/** The members a membersWithPictureQuery answers for these values (the tenant is `tenantId`), as ChatUser by id. */
export function chatUsersOf(query: LookupQuery, values: Readonly<Record<string, unknown>>): Lookup<ChatUsers> {
  return lookup(
    query,
    values,
    (rows: MemberWithPicture[]) =>
      new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            name: displayName(row),
            image_path: mediaUrlOrNull(row.pictureKey),
            type: 'user' as const,
            slug: row.nameSlug,
          },
        ]),
      ),
  );
}

const chatUsersByIds = membersWithPictureQuery((slot) => inSlot(users.id, slot));

/** The members of a tenant among `ids` as ChatUser, by id (ids of other tenants are left out). */
export async function loadChatUsers(db: Reader, tenantId: number, ids: Iterable<number>): Promise<ChatUsers> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  return (await lookUp(db, { people: chatUsersOf(chatUsersByIds, { tenantId, ids: integerArray(wanted) }) })).people;
}

const unknownUser = (id: number): ChatUser => ({ id, name: '', image_path: null, type: 'user', slug: '' });

export function toChatMessage(row: ChatMessageRow, people: ChatUsers): ChatMessage {
  return {
    id: row.id,
    sender: people.get(row.senderId) ?? unknownUser(row.senderId),
    recipient: people.get(row.recipientId) ?? unknownUser(row.recipientId),
    timestamp: row.createdAt.toISOString(),
    room: row.roomId,
    messages: [{ type: 'text', value: row.text }],
  };
}

/** The other member of a room, seen from `userId`. */
export const peerOf = (room: Pick<ChatRoomRow, 'userLow' | 'userHigh'>, userId: number) =>
  room.userLow === userId ? room.userHigh : room.userLow;

/** The seq of the last message `userId` has read in the room. */
export const readSeqOf = (room: ChatRoomRow, userId: number) =>
  room.userLow === userId ? room.lowReadSeq : room.highReadSeq;

export function toChatRoom(
  room: ChatRoomRow,
  callerId: number,
  people: ChatUsers,
  lastMessage: ChatMessageRow | null,
  unreadCount: number,
): ChatRoom {
  const peer = people.get(peerOf(room, callerId)) ?? unknownUser(peerOf(room, callerId));
  const caller = people.get(callerId) ?? unknownUser(callerId);
  return {
    id: room.id,
    name: peer.name,
    type: 'ONE_TO_ONE',
    users: [caller, peer],
    last_message: lastMessage ? toChatMessage(lastMessage, people) : null,
    unread_count: unreadCount,
    updated_at: (lastMessage?.createdAt ?? room.lastMessageAt).toISOString(),
  };
}
