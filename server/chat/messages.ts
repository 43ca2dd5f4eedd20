/**
 * Sending (deduplicated by the client's ULID), history pages and read positions. Change
 * rows are appended inside the transaction; sockets hear of it only after commit.
 */
import { and, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { ChatMessage, ChatRoom } from '../../contract/chat';
import type { AppDeps } from '../app-env';
import { appendChanges, type ChangeRow } from '../changes/log';
import type { Db, Reader, Tx } from '../db/client';
import { withTotal } from '../db/with-total';
import { HttpError } from '../http/errors';
import { CHAT_SERVER_MESSAGES, roomOfPair, roomsAsSeenBy } from './rooms';
import { type ChatMessageRow, type ChatRoomRow, chatMessages, chatRooms } from './schema';
import { loadChatUsers, toChatMessage } from './serialize';

export interface NewChatMessage {
  id: string;
  senderId: number;
  recipientId: number;
  /** Already trimmed and validated. */
  text: string;
  /** Seeds only: when it was sent (default: now). */
  createdAt?: Date;
}

/** The change rows of a room for these members (each sees their own view of it). */
export const roomChanges = (tenantId: number, roomId: number, userIds: readonly number[]): ChangeRow[] =>
  userIds.map((userId) => ({ tenantId, userId, entity: 'chat_room', entityId: String(roomId), op: 'upsert' }));

/**
 * Inside a transaction: the room (found or created), then the message unless its id is
 * taken. A replay by the same sender answers the stored row (`created` false, nothing
 * logged); an id used by someone else is a 409.
 */
export async function insertChatMessage(
  tx: Tx,
  tenantId: number,
  input: NewChatMessage,
): Promise<{ row: ChatMessageRow; room: ChatRoomRow; created: boolean }> {
  const { room } = await roomOfPair(tx, tenantId, input.senderId, input.recipientId);
  const [inserted] = await tx
    .insert(chatMessages)
    .values({
      id: input.id,
      tenantId,
      roomId: room.id,
      senderId: input.senderId,
      recipientId: input.recipientId,
      text: input.text,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .onConflictDoNothing({ target: chatMessages.id })
    .returning();
  if (!inserted) {
    const [stored] = await tx.select().from(chatMessages).where(eq(chatMessages.id, input.id));
    if (!stored || stored.tenantId !== tenantId || stored.senderId !== input.senderId) {
      throw new HttpError(409, { detail: CHAT_SERVER_MESSAGES.idTaken });
    }
    return { row: stored, room, created: false };
  }
  // The sender has read everything up to their own message (positions never move back).
  const senderRead =
    room.userLow === input.senderId
      ? { lowReadSeq: sql<number>`greatest(${chatRooms.lowReadSeq}, ${inserted.seq})` }
      : { highReadSeq: sql<number>`greatest(${chatRooms.highReadSeq}, ${inserted.seq})` };
  const [updated] = await tx
    .update(chatRooms)
    .set({ lastMessageAt: inserted.createdAt, ...senderRead })
    .where(eq(chatRooms.id, room.id))
    .returning();
  const members = [input.senderId, input.recipientId];
  await appendChanges(tx, [
    ...members.map((userId) => ({
      tenantId,
      userId,
      entity: 'chat_message' as const,
      entityId: inserted.id,
      op: 'upsert' as const,
    })),
    ...roomChanges(tenantId, room.id, members),
  ]);
  return { row: inserted, room: updated ?? room, created: true };
}

/** POST /chat/messages/: send, then (after commit) push the message and poke both members. */
export async function sendChatMessage(
  deps: Pick<AppDeps, 'db' | 'hub'>,
  tenantId: number,
  input: NewChatMessage,
): Promise<{ message: ChatMessage; created: boolean }> {
  const { row, created } = await deps.db.transaction((tx) => insertChatMessage(tx, tenantId, input));
  const people = await loadChatUsers(deps.db, tenantId, [row.senderId, row.recipientId]);
  const message = toChatMessage(row, people);
  if (created) {
    deps.hub.send(tenantId, [row.senderId, row.recipientId], { type: 'chat_message', data: message });
    deps.hub.notify(tenantId, row.recipientId);
    deps.hub.notify(tenantId, row.senderId);
  }
  return { message, created };
}

/** A history page of a room, newest first. */
export async function historyPage(
  db: Reader,
  tenantId: number,
  roomId: number,
  limit: number,
  offset: number,
): Promise<{ data: ChatMessage[]; total: number }> {
  const where = and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.roomId, roomId));
  const { rows, total } = await withTotal(
    db,
    chatMessages,
    where,
    { limit, offset },
    db.select().from(chatMessages).where(where).orderBy(desc(chatMessages.seq)),
  );
  const people = await loadChatUsers(
    db,
    tenantId,
    rows.flatMap((row) => [row.senderId, row.recipientId]),
  );
  return { data: rows.map((row) => toChatMessage(row, people)), total };
}

/** The caller has read the whole room: their read seq moves to its last message. */
export async function markRoomRead(
  deps: Pick<AppDeps, 'db' | 'hub'>,
  tenantId: number,
  userId: number,
  room: ChatRoomRow,
): Promise<ChatRoom> {
  const changed = await deps.db.transaction(async (tx: Tx) => {
    const [last] = await tx
      .select({ seq: max(chatMessages.seq) })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room.id));
    const seq = Number(last?.seq ?? 0);
    const column = room.userLow === userId ? 'lowReadSeq' : 'highReadSeq';
    const [current] = await tx.select().from(chatRooms).where(eq(chatRooms.id, room.id));
    if (!current || current[column] >= seq) return false;
    await tx
      .update(chatRooms)
      .set({ [column]: seq })
      .where(eq(chatRooms.id, room.id));
    await appendChanges(tx, roomChanges(tenantId, room.id, [userId]));
    return true;
  });
  if (changed) deps.hub.notify(tenantId, userId);
  const [fresh] = await deps.db.select().from(chatRooms).where(eq(chatRooms.id, room.id));
  const [seen] = await roomsAsSeenBy(deps.db, tenantId, userId, [fresh ?? room]);
  return seen!;
}

/** The change feed: these messages as ChatMessage, only those the caller sent or received. */
export async function messagesForCaller(
  db: Db,
  tenantId: number,
  userId: number,
  ids: string[],
): Promise<Map<string, ChatMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.tenantId, tenantId),
        inArray(chatMessages.id, ids),
        or(eq(chatMessages.senderId, userId), eq(chatMessages.recipientId, userId)),
      ),
    );
  const people = await loadChatUsers(
    db,
    tenantId,
    rows.flatMap((row) => [row.senderId, row.recipientId]),
  );
  return new Map(rows.map((row) => [row.id, toChatMessage(row, people)]));
}
