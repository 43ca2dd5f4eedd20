/**
 * One-to-one rooms: who may chat, the room of a pair (found or created), and the rooms
 * of a member as they see them (newest activity first, last message, unread count).
 */
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type ChatRoom } from '../../contract/chat';
import { MESSAGES } from '../../contract/messages';
import type { Reader } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { profiles } from '../profiles/schema';
import { type ChatMessageRow, type ChatRoomRow, chatMessages, chatRooms } from './schema';
import { loadChatUsers, peerOf, toChatRoom } from './serialize';

export const CHAT_SERVER_MESSAGES = {
  influencer: 'This profile does not accept messages.',
  idTaken: 'A different message was already sent with this id.',
} as const;

/** 403 unless the caller's subscription has one_to_one_chat. */
export async function requireChat(db: Reader, tenantId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ chat: users.oneToOneChat })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!row?.chat) throw new HttpError(403, { detail: CHAT_MESSAGES.upgrade });
}

/**
 * The member the caller wants to talk to: not the caller (400 on `field`), an existing
 * member of the same tenant (404), not an influencer profile (400).
 */
export async function checkPeer(
  db: Reader,
  tenantId: number,
  callerId: number,
  peerId: number,
  field: string,
): Promise<void> {
  if (peerId === callerId) throw new HttpError(400, { [field]: [CHAT_MESSAGES.cannotMessageSelf] });
  const [row] = await db
    .select({ id: users.id, influencer: profiles.isInfluencer })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, peerId)));
  if (!row) throw notFound(MESSAGES.notFound);
  if (row.influencer) throw new HttpError(400, { detail: CHAT_SERVER_MESSAGES.influencer });
}

/** The room of two members, created when missing; `created` tells which. */
export async function roomOfPair(
  tx: Reader,
  tenantId: number,
  a: number,
  b: number,
): Promise<{ room: ChatRoomRow; created: boolean }> {
  const [userLow, userHigh] = a < b ? [a, b] : [b, a];
  const inserted = await tx
    .insert(chatRooms)
    .values({ tenantId, userLow, userHigh })
    .onConflictDoNothing({ target: [chatRooms.tenantId, chatRooms.userLow, chatRooms.userHigh] })
    .returning();
  if (inserted[0]) return { room: inserted[0], created: true };
  const [room] = await tx
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.tenantId, tenantId), eq(chatRooms.userLow, userLow), eq(chatRooms.userHigh, userHigh)));
  if (!room) throw new Error('chat room vanished');
  return { room, created: false };
}

const memberOf = (userId: number) => or(eq(chatRooms.userLow, userId), eq(chatRooms.userHigh, userId));

/** A room the caller is a member of, else 404. */
export async function memberRoom(db: Reader, tenantId: number, userId: number, roomId: number): Promise<ChatRoomRow> {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), eq(chatRooms.tenantId, tenantId), memberOf(userId)));
  if (!room) throw notFound();
  return room;
}

/** Rows of rooms to ChatRoom as `userId` sees them (last message and unread count read in two queries). */
export async function roomsAsSeenBy(db: Reader, tenantId: number, userId: number, rooms: ChatRoomRow[]) {
  if (rooms.length === 0) return [];
  const ids = rooms.map((room) => room.id);
  const last = await db
    .selectDistinctOn([chatMessages.roomId])
    .from(chatMessages)
    .where(inArray(chatMessages.roomId, ids))
    .orderBy(chatMessages.roomId, desc(chatMessages.seq));
  const unread = await db
    .select({ roomId: chatMessages.roomId, n: count() })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(
      and(
        inArray(chatMessages.roomId, ids),
        eq(chatMessages.recipientId, userId),
        sql`${chatMessages.seq} > case when ${chatRooms.userLow} = ${userId} then ${chatRooms.lowReadSeq} else ${chatRooms.highReadSeq} end`,
      ),
    )
    .groupBy(chatMessages.roomId);
  const lastByRoom = new Map<number, ChatMessageRow>(last.map((row) => [row.roomId, row]));
  const unreadByRoom = new Map(unread.map((row) => [row.roomId, Number(row.n)]));
  const people = await loadChatUsers(db, tenantId, [
    userId,
    ...rooms.map((room) => peerOf(room, userId)),
    ...last.flatMap((row) => [row.senderId, row.recipientId]),
  ]);
  return rooms.map((room) =>
    toChatRoom(room, userId, people, lastByRoom.get(room.id) ?? null, unreadByRoom.get(room.id) ?? 0),
  );
}

/** The caller's rooms, most recently active first; `roomIds` narrows to those (the change feed). */
export async function roomsOf(
  db: Reader,
  tenantId: number,
  userId: number,
  page: { limit: number; offset: number } | { roomIds: number[] },
): Promise<{ data: ChatRoom[]; total: number }> {
  const where: SQL[] = [eq(chatRooms.tenantId, tenantId), memberOf(userId)!];
  if ('roomIds' in page) {
    if (page.roomIds.length === 0) return { data: [], total: 0 };
    where.push(inArray(chatRooms.id, page.roomIds));
  } else {
    // A room someone opened but never wrote in is not a conversation yet (for either member).
    where.push(sql`exists (select 1 from ${chatMessages} where ${chatMessages.roomId} = ${chatRooms.id})`);
  }
  const query = db
    .select()
    .from(chatRooms)
    .where(and(...where))
    .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.id));
  const rows = 'roomIds' in page ? await query : await query.limit(page.limit).offset(page.offset);
  const [total] =
    'roomIds' in page
      ? [{ n: rows.length }]
      : await db
          .select({ n: count() })
          .from(chatRooms)
          .where(and(...where));
  return { data: await roomsAsSeenBy(db, tenantId, userId, rows), total: Number(total?.n ?? 0) };
}
