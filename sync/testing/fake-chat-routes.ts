/**
 * The fake server's chat and notification endpoints (contract/chat.ts, contract/notifications.ts):
 * rooms per pair of members, messages deduplicated by their client ULID, read markers, and
 * the member's notifications. Chat needs one_to_one_chat (`enabled`), 403 otherwise.
 */
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatRoom,
  type ChatUser,
  MESSAGES,
  type Notification,
} from '../../contract';
import type { FakeAnswer, RecordChange, RecordedRequest } from './fake-server';

interface FakeRoom {
  id: number;
  users: [number, number];
  /** The last message seq each member has read. */
  readSeq: Map<number, number>;
  createdAt: string;
}

interface FakeMessage {
  seq: number;
  message: ChatMessage;
}

export interface FakeChatState {
  /** Members with one_to_one_chat. */
  enabled: Set<number>;
  rooms: FakeRoom[];
  messages: FakeMessage[];
  notifications: Notification[];
  /** Owner of each notification id. */
  notificationOwner: Map<number, number>;
  clock: number;
  nextId: number;
}

const states = new WeakMap<object, FakeChatState>();

/** The chat state of a fake server's state object (created on first use). */
export function chatStateOf(owner: object): FakeChatState {
  let state = states.get(owner);
  if (!state) {
    state = {
      enabled: new Set(),
      rooms: [],
      messages: [],
      notifications: [],
      notificationOwner: new Map(),
      clock: Date.parse('2026-05-01T10:00:00.000Z'),
      nextId: 1,
    };
    states.set(owner, state);
  }
  return state;
}

export function chatUser(id: number): ChatUser {
  return { id, name: `Member ${id}`, image_path: null, type: 'user', slug: `member-${id}` };
}

const detail = (status: number, message: string): FakeAnswer => ({ status, body: { detail: message } });

function tick(chat: FakeChatState): string {
  chat.clock += 1000;
  return new Date(chat.clock).toISOString();
}

function pageOf<T>(items: T[], url: URL, fallbackSize: number): FakeAnswer {
  const number = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('page_size') ?? String(fallbackSize));
  const data = items.slice((number - 1) * size, number * size);
  const next = number * size < items.length ? `${url.pathname}?page=${number + 1}&page_size=${size}` : null;
  return { status: 200, body: { data, pagination: { count: items.length, next } } };
}

function roomMessages(chat: FakeChatState, room: FakeRoom): FakeMessage[] {
  return chat.messages.filter((row) => row.message.room === room.id);
}

/** The room as `userId` sees it. */
export function roomAs(chat: FakeChatState, room: FakeRoom, userId: number): ChatRoom {
  const rows = roomMessages(chat, room);
  const last = rows.at(-1) ?? null;
  const read = room.readSeq.get(userId) ?? 0;
  const peer = room.users[0] === userId ? room.users[1] : room.users[0];
  return {
    id: room.id,
    name: chatUser(peer).name,
    type: 'ONE_TO_ONE',
    users: room.users.map(chatUser),
    last_message: last?.message ?? null,
    unread_count: rows.filter((row) => row.seq > read && row.message.sender.id !== userId).length,
    updated_at: last?.message.timestamp ?? room.createdAt,
  };
}

function roomWith(chat: FakeChatState, a: number, b: number): FakeRoom {
  const found = chat.rooms.find((room) => room.users.includes(a) && room.users.includes(b));
  if (found) return found;
  const room: FakeRoom = {
    id: chat.nextId++,
    users: a < b ? [a, b] : [b, a],
    readSeq: new Map(),
    createdAt: tick(chat),
  };
  chat.rooms.push(room);
  return room;
}

function recordRoom(chat: FakeChatState, room: FakeRoom, userId: number, record: RecordChange): void {
  record({ entity: 'chat_room', op: 'upsert', id: String(room.id), data: roomAs(chat, room, userId) }, userId);
}

/** A message stored as the server does (also what another member's device sends). */
export function storeMessage(
  chat: FakeChatState,
  record: RecordChange,
  input: { id: string; sender: number; recipient: number; text: string },
): ChatMessage {
  const existing = chat.messages.find((row) => row.message.id === input.id);
  if (existing) return existing.message;
  const room = roomWith(chat, input.sender, input.recipient);
  const message: ChatMessage = {
    id: input.id,
    sender: chatUser(input.sender),
    recipient: chatUser(input.recipient),
    timestamp: tick(chat),
    room: room.id,
    messages: [{ type: 'text', value: input.text }],
  };
  const seq = chat.messages.length + 1;
  chat.messages.push({ seq, message });
  for (const userId of room.users) {
    record({ entity: 'chat_message', op: 'upsert', id: message.id, data: message }, userId);
    recordRoom(chat, room, userId, record);
  }
  return message;
}

export function storeNotification(
  chat: FakeChatState,
  record: RecordChange,
  userId: number,
  fields: Partial<Notification> = {},
): Notification {
  const notification: Notification = {
    id: chat.nextId++,
    type: 'user_connection',
    notification_type: 'new_follower',
    message: 'Someone followed you',
    created_at: tick(chat),
    is_read: false,
    data: { name_slug: 'someone', name: 'Someone' },
    ...fields,
  };
  chat.notifications.push(notification);
  chat.notificationOwner.set(notification.id, userId);
  record({ entity: 'notification', op: 'upsert', id: String(notification.id), data: notification }, userId);
  return notification;
}

function chatRoutes(chat: FakeChatState, userId: number, request: RecordedRequest, url: URL, record: RecordChange) {
  const path = url.pathname;
  if (!path.startsWith('/api/v1/chat/')) return null;
  if (!chat.enabled.has(userId)) return detail(403, CHAT_MESSAGES.upgrade);
  const body = (request.body ?? {}) as { [field: string]: unknown };
  if (path === '/api/v1/chat/rooms/' && request.method === 'GET') {
    const rooms = chat.rooms
      .filter((room) => room.users.includes(userId))
      .map((room) => roomAs(chat, room, userId))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    return pageOf(rooms, url, 50);
  }
  if (path === '/api/v1/chat/rooms/' && request.method === 'POST') {
    const peer = Number(body['user']);
    if (peer === userId) return { status: 400, body: { user: [CHAT_MESSAGES.cannotMessageSelf] } };
    return { status: 200, body: roomAs(chat, roomWith(chat, userId, peer), userId) };
  }
  const roomMatch = /^\/api\/v1\/chat\/rooms\/(\d+)\/(messages|read)\/$/.exec(path);
  if (roomMatch) {
    const room = chat.rooms.find((row) => row.id === Number(roomMatch[1]) && row.users.includes(userId));
    if (!room) return detail(404, MESSAGES.notFound);
    if (roomMatch[2] === 'messages' && request.method === 'GET') {
      return pageOf(
        roomMessages(chat, room)
          .reverse()
          .map((row) => row.message),
        url,
        50,
      );
    }
    if (roomMatch[2] === 'read' && request.method === 'POST') {
      room.readSeq.set(userId, chat.messages.length);
      recordRoom(chat, room, userId, record);
      return { status: 200, body: roomAs(chat, room, userId) };
    }
  }
  if (path === '/api/v1/chat/messages/' && request.method === 'POST') {
    const text = typeof body['text'] === 'string' ? body['text'].trim() : '';
    if (!text) return { status: 400, body: { text: [CHAT_MESSAGES.messageRequired] } };
    const recipient = Number(body['recipient']);
    if (recipient === userId) return { status: 400, body: { recipient: [CHAT_MESSAGES.cannotMessageSelf] } };
    const message = storeMessage(chat, record, { id: String(body['id']), sender: userId, recipient, text });
    return { status: 201, body: message };
  }
  return detail(404, MESSAGES.notFound);
}

function notificationRoutes(
  chat: FakeChatState,
  userId: number,
  request: RecordedRequest,
  url: URL,
  record: RecordChange,
) {
  const path = url.pathname;
  if (!path.startsWith('/api/v1/notifications/')) return null;
  const mine = chat.notifications.filter((row) => chat.notificationOwner.get(row.id) === userId);
  const markRead = (row: Notification) => {
    if (row.is_read) return;
    row.is_read = true;
    record({ entity: 'notification', op: 'upsert', id: String(row.id), data: { ...row } }, userId);
  };
  if (path === '/api/v1/notifications/' && request.method === 'GET') {
    return pageOf([...mine].reverse(), url, 12);
  }
  if (path === '/api/v1/notifications/mark-all-read/' && request.method === 'POST') {
    const upTo = Number((request.body as { up_to?: unknown } | null)?.up_to);
    const rows = mine.filter((row) => row.id <= upTo && !row.is_read);
    for (const row of rows) markRead(row);
    return { status: 200, body: { updated: rows.length } };
  }
  const one = /^\/api\/v1\/notifications\/(\d+)\/read\/$/.exec(path);
  if (one && request.method === 'POST') {
    const row = mine.find((candidate) => candidate.id === Number(one[1]));
    if (!row) return detail(404, MESSAGES.notFound);
    markRead(row);
    return { status: 200, body: { ...row } };
  }
  return detail(404, MESSAGES.notFound);
}

/** The chat and notification answer to a member's request, or null when it is not one of ours. */
export function chatRoute(
  owner: object,
  userId: number,
  request: RecordedRequest,
  url: URL,
  record: RecordChange,
): FakeAnswer | null {
  const chat = chatStateOf(owner);
  return chatRoutes(chat, userId, request, url, record) ?? notificationRoutes(chat, userId, request, url, record);
}
