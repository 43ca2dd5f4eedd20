/**
 * One-to-one rooms: who may chat, the room of a pair (found or created), and the rooms
 * of a member as they see them (newest activity first, last message, unread count).
 */
import { and, type Column, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type ChatRoom } from '../../contract/chat';
import { MESSAGES } from '../../contract/messages';
import type { Reader } from '../db/client';
import {
  countOf,
  countQuery,
  type Found,
  inSlot,
  type JsonRow,
  jsonObject,
  lookUp,
  lookup,
  lookupQuery,
  nothing,
  type Slot,
} from '../db/lookups';
import { integerArray } from '../db/prepared';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { membersWithPictureQuery } from '../profiles/read';
import { profiles } from '../profiles/schema';
import { type ChatRoomRow, chatMessages, chatRooms } from './schema';
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

/** Which rooms: a condition on a column of room ids, with slots for the caller (`userId`) and the rooms. */
type Rooms = (column: Column, slot: Slot) => SQL;

/** The id of each room's last message. */
const lastMessageIds = (rooms: Rooms, slot: Slot) =>
  sql`select distinct on (${chatMessages.roomId}) ${chatMessages.id} from ${chatMessages}
    where ${rooms(chatMessages.roomId, slot)} order by ${chatMessages.roomId}, ${chatMessages.seq} desc`;

/**
 * The subqueries of what rooms show as `userId` sees them besides the rooms themselves: their
 * last messages, unread counts and people (the caller, the other members, whoever wrote or
 * received a last message), to read in the statement that reads the rooms or right after.
 */
function seenByQueries(rooms: Rooms) {
  const peers = (slot: Slot) => sql`select case when ${chatRooms.userLow} = ${slot('userId')} then ${chatRooms.userHigh}
      else ${chatRooms.userLow} end
    from ${chatRooms} where ${rooms(chatRooms.id, slot)}`;
  const writers = (slot: Slot) => sql`select unnest(array[${chatMessages.senderId}, ${chatMessages.recipientId}])
    from ${chatMessages} where ${chatMessages.id} in (${lastMessageIds(rooms, slot)})`;
  return {
    last: lookupQuery(
      (slot) => sql`select json_agg(${jsonObject(MESSAGE_COLUMNS)}) from ${chatMessages}
        where ${chatMessages.id} in (${lastMessageIds(rooms, slot)})`,
    ),
    // How many messages to the caller in each room come after the last one they read (none when zero).
    unread: lookupQuery(
      (slot) => sql`select json_agg(json_build_array("unread"."room_id", "unread"."n")) from (
        select ${chatMessages.roomId} as room_id, count(*) as n
        from ${chatMessages} inner join ${chatRooms} on ${chatRooms.id} = ${chatMessages.roomId}
        where ${rooms(chatMessages.roomId, slot)} and ${chatMessages.recipientId} = ${slot('userId')}
          and ${chatMessages.seq} > case when ${chatRooms.userLow} = ${slot('userId')} then ${chatRooms.lowReadSeq}
            else ${chatRooms.highReadSeq} end
        group by ${chatMessages.roomId}) as "unread"`,
    ),
    // One list of ids: three conditions joined by `or` read every member of the tenant.
    people: membersWithPictureQuery(
      (slot) => sql`${users.id} in (select ${slot('userId')}::integer union ${peers(slot)} union ${writers(slot)})`,
    ),
  };
}

/** What seenByQueries' subqueries answer, with these values (the tenant, the caller and the rooms). */
function seenByOf(queries: ReturnType<typeof seenByQueries>, values: Readonly<Record<string, unknown>>) {
  return {
    last: lookup(
      queries.last,
      values,
      (rows: JsonRow<typeof MESSAGE_COLUMNS>[]) =>
        new Map(rows.map((row) => [row.roomId, { ...row, createdAt: new Date(row.createdAt) }])),
    ),
    unread: lookup(queries.unread, values, (rows: [number, number][]) => new Map(rows)),
    people: chatUsersOf(queries.people, values),
  };
}

type SeenBy = Found<ReturnType<typeof seenByOf>>;

const asSeenBy = (rooms: ChatRoomRow[], userId: number, { last, unread, people }: SeenBy) =>
  rooms.map((room) => toChatRoom(room, userId, people, last.get(room.id) ?? null, unread.get(room.id) ?? 0));

/** Rooms given by id (the slot `roomIds`). */
const roomsByIds: Rooms = (column, slot) => inSlot(column, slot, 'roomIds');
const seenInRooms = seenByQueries(roomsByIds);

/** Rows of rooms to ChatRoom as `userId` sees them (what they show read in one statement). */
export async function roomsAsSeenBy(db: Reader, tenantId: number, userId: number, rooms: ChatRoomRow[]) {
  if (rooms.length === 0) return [];
  const roomIds = integerArray(rooms.map((room) => room.id));
  const seenBy = await lookUp(db, seenByOf(seenInRooms, { tenantId, userId, roomIds }));
  return asSeenBy(rooms, userId, seenBy);
}

/** Rooms as JSON answers them, as the rows a select reads. */
const roomRows = (rows: JsonRow<typeof ROOM_COLUMNS>[]): ChatRoomRow[] =>
  rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), lastMessageAt: new Date(row.lastMessageAt) }));

/** The rooms of the caller (`userId`) in the tenant. */
const callersRooms = (slot: Slot) => sql`${chatRooms.tenantId} = ${slot('tenantId')}
  and (${chatRooms.userLow} = ${slot('userId')} or ${chatRooms.userHigh} = ${slot('userId')})`;
// A room someone opened but never wrote in is not a conversation yet (for either member).
const conversations = (slot: Slot) => sql`${callersRooms(slot)}
  and exists (select 1 from ${chatMessages} where ${chatMessages.roomId} = ${chatRooms.id})`;
const newestFirst = sql`order by ${chatRooms.lastMessageAt} desc, ${chatRooms.id} desc`;

/** The subqueries of the caller's rooms `ids` (a query of room ids, with slots) answers, and of what they show. */
function roomQueries(ids: (slot: Slot) => SQL) {
  return {
    rooms: lookupQuery(
      (slot) =>
        sql`select json_agg(${jsonObject(ROOM_COLUMNS)} ${newestFirst}) from ${chatRooms} where ${chatRooms.id} in (${ids(slot)})`,
    ),
    seenBy: seenByQueries((column, slot) => sql`${column} in (${ids(slot)})`),
  };
}

/** A page of the caller's conversations (slots `limit` and `offset`), and how many there are. */
const pageOfRooms = roomQueries(
  (slot) =>
    sql`select ${chatRooms.id} from ${chatRooms} where ${conversations(slot)} ${newestFirst} limit ${slot('limit')} offset ${slot('offset')}`,
);
const conversationCount = countQuery((slot) => sql`from ${chatRooms} where ${conversations(slot)}`);
/** The caller's rooms among the slot `roomIds`. */
const roomsAmong = roomQueries(
  (slot) =>
    sql`select ${chatRooms.id} from ${chatRooms} where ${callersRooms(slot)} and ${inSlot(chatRooms.id, slot, 'roomIds')}`,
);

/** The caller's rooms, most recently active first; `roomIds` narrows to those (the change feed). */
export async function roomsOf(
  db: Reader,
  tenantId: number,
  userId: number,
  page: { limit: number; offset: number } | { roomIds: number[] },
): Promise<{ data: ChatRoom[]; total: number }> {
  if ('roomIds' in page && page.roomIds.length === 0) return { data: [], total: 0 };
  const values =
    'roomIds' in page
      ? { tenantId, userId, roomIds: integerArray(page.roomIds) }
      : { tenantId, userId, limit: page.limit, offset: page.offset };
  const queries = 'roomIds' in page ? roomsAmong : pageOfRooms;
  const { rooms, total, ...seenBy } = await lookUp(db, {
    rooms: lookup(queries.rooms, values, roomRows),
    total: 'roomIds' in page ? nothing(() => null) : countOf(conversationCount, values),
    ...seenByOf(queries.seenBy, values),
  });
  return { data: asSeenBy(rooms, userId, seenBy), total: total ?? rooms.length };
}
