/**
 * Realtime: one-to-one chat rooms and messages, and notifications.
 *
 * A one-to-one room holds its two members as (user_low, user_high), unique per tenant, so
 * "the room of A and B" is one row however it is asked for. A message's id is the ULID the
 * client made: the primary key deduplicates a resend that races a slow acknowledgement.
 * `seq` orders a room's messages in commit order (ties of the same millisecond included);
 * each member's read position is the last seq they have read.
 */
import { bigint, bigserial, boolean, index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationData, NotificationKind, NotificationType } from '../../contract/notifications';
import { at, createdAt, refTo } from '../db/columns';
import { tenantRef, userRef } from '../db/schema';

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** The member with the lower user id, and the other. */
    userLow: userRef('user_low'),
    userHigh: userRef('user_high'),
    /** seq of the last message each member has read (0: none). */
    lowReadSeq: bigint('low_read_seq', { mode: 'number' }).notNull().default(0),
    highReadSeq: bigint('high_read_seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    /** The last message's time (the room's creation until one is sent): rooms list newest first. */
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_idx').on(t.tenantId, t.userLow, t.userHigh),
    index('chat_rooms_low_idx').on(t.tenantId, t.userLow, t.lastMessageAt),
    index('chat_rooms_high_idx').on(t.tenantId, t.userHigh, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** The client's ULID. */
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    tenantId: tenantRef(),
    roomId: refTo('room_id', () => chatRooms.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    recipientId: userRef('recipient_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_messages_seq_idx').on(t.seq), index('chat_messages_room_seq_idx').on(t.roomId, t.seq)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef('user_id'),
    type: text('type').$type<NotificationType>().notNull(),
    notificationType: text('notification_type').$type<NotificationKind>().notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.tenantId, t.userId, t.id),
    index('notifications_unread_idx').on(t.userId, t.isRead),
  ],
);

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
