/**
 * Local rules of chat and notifications shared by the mutators, the pull, live events and
 * the worker's fetches: how a server message or room lands in Dexie (one row per ULID, the
 * room keyed by the other member), and which rows a pending read keeps read.
 */
import type { Change, ChatMessage, ChatRoom, ChatUser, Notification } from '../../contract';
import { getMeta, type LocalChatMessage, type LocalChatRoom, type OutboxEntry, type PortalDb } from '../core/db';

export const chatReadKey = (peerId: number) => `chat-read:${peerId}`;
export const notificationKey = (id: number) => `notification:${id}`;
export const NOTIFICATION_ALL_KEY = 'notification:all';

/** The signed-in member's user id (meta identity), or null before the identity is known. */
export async function myUserId(db: PortalDb): Promise<number | null> {
  return (await getMeta(db, 'identity'))?.id ?? null;
}

/** The member of a message who is not me. */
export function peerOf(message: Pick<ChatMessage, 'sender' | 'recipient'>, me: number | null): ChatUser {
  return message.sender.id === me ? message.recipient : message.sender;
}

/** Pending outbox entries, read directly (this module is imported by the mutators themselves). */
function pendingOutbox(db: PortalDb): Promise<OutboxEntry[]> {
  return db.outbox.where('status').equals('pending').toArray();
}

/** What pending outbox entries mean for rows the server sends. */
export interface ChatPending {
  keys: ReadonlySet<string>;
  /** The highest up_to of a pending notification.readAll (-1: none). */
  readAllUpTo: number;
}

export async function readChatPending(db: PortalDb): Promise<ChatPending> {
  const entries = await pendingOutbox(db);
  return chatPendingOf(entries);
}

export function chatPendingOf(entries: readonly OutboxEntry[]): ChatPending {
  const keys = new Set<string>();
  let readAllUpTo = -1;
  for (const entry of entries) {
    if (entry.status !== 'pending') continue;
    if (entry.key !== null) keys.add(entry.key);
    if (entry.name === 'notification.readAll') {
      const upTo = (entry.args as { up_to?: unknown } | null)?.up_to;
      if (typeof upTo === 'number') readAllUpTo = Math.max(readAllUpTo, upTo);
    }
  }
  return { keys, readAllUpTo };
}

/** The server's message as stored here: sent, keyed by its ULID, is_new kept once known. */
export function toLocalMessage(message: ChatMessage, me: number | null, existing?: LocalChatMessage): LocalChatMessage {
  const incoming = message.sender.id !== me;
  return {
    id: message.id,
    peer_id: peerOf(message, me).id,
    room: message.room,
    sender: message.sender,
    recipient: message.recipient,
    timestamp: message.timestamp,
    messages: message.messages,
    status: 'sent',
    error: null,
    is_new: existing ? existing.is_new : incoming,
  };
}

function isNewer(a: { timestamp: string; id: string }, b: { timestamp: string; id: string } | null): boolean {
  if (!b) return true;
  if (a.id === b.id) return true;
  return a.timestamp === b.timestamp ? a.id > b.id : a.timestamp > b.timestamp;
}

/** A room row for this peer when none is stored yet (the server has no room for it until a message). */
export function emptyRoom(peer: ChatUser, updatedAt: string): LocalChatRoom {
  return {
    peer_id: peer.id,
    id: null,
    peer,
    last_message: null,
    unread_count: 0,
    updated_at: updatedAt,
    next_page: null,
  };
}

/** Makes the room row follow a message (its last_message and updated_at when it is the newest). */
export async function touchRoom(db: PortalDb, message: LocalChatMessage, peer: ChatUser): Promise<void> {
  const room = (await db.chatRooms.get(message.peer_id)) ?? emptyRoom(peer, message.timestamp);
  const next: LocalChatRoom = { ...room, peer };
  if (message.room !== null && room.id === null) {
    // The server has this room: its history (older messages than ours, maybe) starts at page 1.
    next.id = message.room;
    next.next_page = 1;
  }
  if (isNewer(message, room.last_message)) {
    next.last_message = message;
    if (message.timestamp > next.updated_at || room.last_message === null) next.updated_at = message.timestamp;
  }
  await db.chatRooms.put(next);
}

/**
 * Stores a message the server has (pull, live event, history page, accepted send): one row
 * per ULID, status sent, room id filled, and the room row follows it. `isHistory`: an old
 * page, whose incoming messages are not new unless already marked so.
 */
export async function putServerMessage(
  db: PortalDb,
  message: ChatMessage,
  me: number | null,
  options: { isHistory?: boolean } = {},
): Promise<LocalChatMessage> {
  const existing = await db.chatMessages.get(message.id);
  let row = toLocalMessage(message, me, existing);
  if (!existing && options.isHistory) row = { ...row, is_new: false };
  await db.chatMessages.put(row);
  await touchRoom(db, row, peerOf(message, me));
  return row;
}

/**
 * Stores a room the server sent (rooms list, chat_room change, open): id, unread count,
 * updated_at and last message are the server's; a pending chat.read for the peer keeps it
 * read. A room the server says is fully read clears is_new on its messages.
 */
export async function putServerRoom(
  db: PortalDb,
  room: ChatRoom,
  me: number | null,
  pending: ChatPending,
): Promise<LocalChatRoom | null> {
  const peer = room.users.find((user) => user.id !== me) ?? room.users[0];
  // A room without members is nothing to show (and must not fail a whole pull page).
  if (!peer) return null;
  const stored = await db.chatRooms.get(peer.id);
  const isReadPending = pending.keys.has(chatReadKey(peer.id));
  const unread = isReadPending ? 0 : room.unread_count;
  let lastMessage = stored?.last_message ?? null;
  if (room.last_message) {
    const row = await putServerMessage(db, room.last_message, me);
    lastMessage = isNewer(row, lastMessage) ? row : lastMessage;
  }
  const current = (await db.chatRooms.get(peer.id)) ?? stored;
  const next: LocalChatRoom = {
    peer_id: peer.id,
    id: room.id,
    peer,
    last_message: lastMessage,
    unread_count: unread,
    updated_at: current && current.updated_at > room.updated_at ? current.updated_at : room.updated_at,
    // A room new here (or only created by a local send) starts its history at page 1.
    next_page: stored && stored.id !== null ? stored.next_page : 1,
  };
  await db.chatRooms.put(next);
  if (unread === 0) await clearNew(db, peer.id);
  return next;
}

/** The conversation with one peer, oldest first (by the message timestamp). */
export function peerMessages(db: PortalDb, peerId: number) {
  return db.chatMessages.where('[peer_id+timestamp]').between([peerId, ''], [peerId, '\uffff']);
}

/** Marks every message of the peer as seen (is_new false); answers the ids it changed. */
export async function clearNew(db: PortalDb, peerId: number): Promise<string[]> {
  const rows = await peerMessages(db, peerId)
    .filter((row) => row.is_new)
    .toArray();
  const ids = rows.map((row) => row.id);
  await db.chatMessages.bulkUpdate(ids.map((id) => ({ key: id, changes: { is_new: false } })));
  return ids;
}

/** Whether a pending read (one, or all up to an id) covers this notification. */
export function isReadPending(id: number, pending: ChatPending): boolean {
  return pending.keys.has(notificationKey(id)) || id <= pending.readAllUpTo;
}

/** Stores a notification the server sent: a pending read keeps it read. */
export async function putServerNotification(
  db: PortalDb,
  notification: Notification,
  pending: ChatPending,
): Promise<void> {
  const isRead = notification.is_read || isReadPending(notification.id, pending);
  await db.notifications.put({ ...notification, is_read: isRead });
}

/**
 * A message the server delivered live or through the feed. `countUnread` (live events): a new
 * one from the peer counts as unread in its room until the room is read (a pending chat.read
 * keeps 0); the feed carries the room's own count instead. Answers whether the room was
 * unknown here.
 */
export async function applyServerMessage(
  db: PortalDb,
  message: ChatMessage,
  options: { countUnread: boolean },
): Promise<{ isNewRoom: boolean }> {
  const me = await myUserId(db);
  const peer = peerOf(message, me);
  const room = await db.chatRooms.get(peer.id);
  const existing = await db.chatMessages.get(message.id);
  await putServerMessage(db, message, me);
  const isIncoming = message.sender.id !== me;
  if (options.countUnread && !existing && isIncoming) {
    const pending = await readChatPending(db);
    if (!pending.keys.has(chatReadKey(peer.id))) {
      await db.chatRooms.update(peer.id, { unread_count: (room?.unread_count ?? 0) + 1 });
    }
  }
  return { isNewRoom: !room };
}

/** One chat or notification change of the feed (inside the pull's page transaction). */
export async function applyChatChange(db: PortalDb, change: Change, pending: ChatPending): Promise<boolean> {
  if (change.entity === 'chat_message') await applyServerMessage(db, change.data, { countUnread: false });
  else if (change.entity === 'chat_room') await putServerRoom(db, change.data, await myUserId(db), pending);
  else if (change.entity === 'notification') await putServerNotification(db, change.data, pending);
  else return false;
  return true;
}
