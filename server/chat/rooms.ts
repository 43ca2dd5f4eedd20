/**
 * One-to-one rooms: who may chat, the room of a pair (found or created), and the rooms
 * of a member as they see them (newest activity first, last message, unread count).
 */
import { and, type Column, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type ChatRoom } from '../../contract/chat';
import { MESSAGES } from '../../contract/messages';
import type { Reader } from '../db/client';
import { countOf, type Found, type JsonRow, jsonObject, type Lookup, lookUp, lookup } from '../db/lookups';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { profiles } from '../profiles/schema';
import { type ChatMessageRow, type ChatRoomRow, chatMessages, chatRooms } from './schema';
import { chatUsersOf, toChatRoom } from './serialize';

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

const ROOM_COLUMNS = getTableColumns(chatRooms);
const MESSAGE_COLUMNS = getTableColumns(chatMessages);

/** Rooms by id: the ids, or a query answering them. */
type RoomIds = number[] | SQL;

/** `column` is one of the rooms. */
const inRooms = (column: Column, roomIds: RoomIds) =>
  Array.isArray(roomIds) ? inArray(column, roomIds) : sql`${column} in (${roomIds})`;

/** The id of each room's last message. */
const lastMessageIds = (roomIds: RoomIds) =>
  sql`select distinct on (${chatMessages.roomId}) ${chatMessages.id} from ${chatMessages}
    where ${inRooms(chatMessages.roomId, roomIds)} order by ${chatMessages.roomId}, ${chatMessages.seq} desc`;

/** The last message of each room, by room. */
function lastMessagesOf(roomIds: RoomIds): Lookup<Map<number, ChatMessageRow>> {
  return lookup(
    sql`select json_agg(${jsonObject(MESSAGE_COLUMNS)}) from ${chatMessages}
      where ${chatMessages.id} in (${lastMessageIds(roomIds)})`,
    (rows: JsonRow<typeof MESSAGE_COLUMNS>[]) =>
      new Map(rows.map((row) => [row.roomId, { ...row, createdAt: new Date(row.createdAt) }])),
  );
}

/** How many messages to `userId` in each room come after the last one they read, by room (none when zero). */
function unreadCountsOf(roomIds: RoomIds, userId: number): Lookup<Map<number, number>> {
  return lookup(
    sql`select json_agg(json_build_array("unread"."room_id", "unread"."n")) from (
      select ${chatMessages.roomId} as room_id, count(*) as n
      from ${chatMessages} inner join ${chatRooms} on ${chatRooms.id} = ${chatMessages.roomId}
      where ${and(
        inRooms(chatMessages.roomId, roomIds),
        eq(chatMessages.recipientId, userId),
        sql`${chatMessages.seq} > case when ${chatRooms.userLow} = ${userId} then ${chatRooms.lowReadSeq} else ${chatRooms.highReadSeq} end`,
      )}
      group by ${chatMessages.roomId}) as "unread"`,
    (rows: [number, number][]) => new Map(rows),
  );
}

/**
 * What rooms show as `userId` sees them besides the rooms themselves: their last messages,
 * unread counts and people (the caller, the other members, whoever wrote or received a last
 * message), to read in the statement that reads the rooms or right after.
 */
function seenByOf(tenantId: number, userId: number, roomIds: RoomIds) {
  const peers = sql`select case when ${chatRooms.userLow} = ${userId} then ${chatRooms.userHigh} else ${chatRooms.userLow} end
    from ${chatRooms} where ${inRooms(chatRooms.id, roomIds)}`;
  const writers = sql`select unnest(array[${chatMessages.senderId}, ${chatMessages.recipientId}])
    from ${chatMessages} where ${chatMessages.id} in (${lastMessageIds(roomIds)})`;
  const shown = or(eq(users.id, userId), sql`${users.id} in (${peers})`, sql`${users.id} in (${writers})`);
  return {
    last: lastMessagesOf(roomIds),
    unread: unreadCountsOf(roomIds, userId),
    people: chatUsersOf(tenantId, shown ?? sql`false`),
  };
}

type SeenBy = Found<ReturnType<typeof seenByOf>>;

const asSeenBy = (rooms: ChatRoomRow[], userId: number, { last, unread, people }: SeenBy) =>
  rooms.map((room) => toChatRoom(room, userId, people, last.get(room.id) ?? null, unread.get(room.id) ?? 0));

/** Rows of rooms to ChatRoom as `userId` sees them (what they show read in one statement). */
export async function roomsAsSeenBy(db: Reader, tenantId: number, userId: number, rooms: ChatRoomRow[]) {
  if (rooms.length === 0) return [];
  const seenBy = await lookUp(
    db,
    seenByOf(
      tenantId,
      userId,
      rooms.map((room) => room.id),
    ),
  );
  return asSeenBy(rooms, userId, seenBy);
}

/** Rooms as JSON answers them, as the rows a select reads. */
const roomRows = (rows: JsonRow<typeof ROOM_COLUMNS>[]): ChatRoomRow[] =>
  rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), lastMessageAt: new Date(row.lastMessageAt) }));

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
  const from = sql`from ${chatRooms} where ${and(...where)}`;
  const newestFirst = sql`order by ${chatRooms.lastMessageAt} desc, ${chatRooms.id} desc`;
  const shown = 'roomIds' in page ? from : sql`${from} ${newestFirst} limit ${page.limit} offset ${page.offset}`;
  const ids = sql`select ${chatRooms.id} ${shown}`;
  const { rooms, total, ...seenBy } = await lookUp(db, {
    rooms: lookup(
      sql`select json_agg(${jsonObject(ROOM_COLUMNS)} ${newestFirst}) from ${chatRooms} where ${chatRooms.id} in (${ids})`,
      roomRows,
    ),
    total: 'roomIds' in page ? lookup(null, () => null) : countOf(from),
    ...seenByOf(tenantId, userId, ids),
  });
  return { data: asSeenBy(rooms, userId, seenBy), total: total ?? rooms.length };
}
