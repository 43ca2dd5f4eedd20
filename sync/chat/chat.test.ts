import { monotonicFactory } from 'ulid';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, chatText } from '../../contract';
import { getMeta } from '../core/db';
import { createApiClient } from '../core/http';
import { discardEntry, mutate, needsAttention, retryEntry } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { applyLiveEvent } from '../core/realtime';
import { createNotifications } from '../notifications/notifications';
import { chatStateOf, chatUser, storeMessage, storeNotification } from '../testing/fake-chat-routes';
import { signIn, testContext } from '../testing/fake-fixtures';
import { createFakeServer, DEMO_USERS, type FakeServer } from '../testing/fake-server';
import { BASE_URL, testClock, testDb, until } from '../testing/fixtures';
import { startTestEngine, stopTestEngines } from '../testing/test-engine';
import { createChat } from './chat';
import { peerMessages } from './chat-local';

const ulid = monotonicFactory();
const me = chatUser(1);
const peer = chatUser(2);
afterEach(stopTestEngines);

function chatServer(enabled: number[] = [1, 2]) {
  const server = createFakeServer();
  const chat = chatStateOf(server.state);
  for (const id of enabled) chat.enabled.add(id);
  return { server, chat };
}

/** A signed-in device of member `userId` that has synced once (identity included). */
async function device(server: FakeServer, userId = 1, now: () => number = Date.now) {
  const db = testDb();
  await signIn(db, server, userId);
  const ctx = testContext(db, server, now);
  expect((await pull(ctx, { withMeta: true })).kind).toBe('done');
  return { db, ctx };
}

const chatPosts = (server: FakeServer) =>
  server.requests.filter((request) => request.method === 'POST' && request.path === '/api/v1/chat/messages/');
const sendArgs = (text: string, id = ulid()) => ({ id, sender: me, recipient: peer, text });

describe('chat.send', () => {
  it('shows the message pending at once, then sent with the server time and room id', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const args = sendArgs('  Hello Bob  ');
    await mutate(db, 'chat.send', args);
    const pending = await db.chatMessages.get(args.id);
    expect(pending).toMatchObject({ status: 'pending', room: null, peer_id: 2, is_new: false, error: null });
    expect(chatText(pending ?? { messages: [] })).toBe('Hello Bob');
    expect(await db.chatRooms.get(2)).toMatchObject({ id: null, peer: peer, unread_count: 0, next_page: null });
    expect((await db.chatRooms.get(2))?.last_message?.id).toBe(args.id);

    await pushOutbox(ctx);
    const stored = chat.messages[0]?.message;
    expect(chatPosts(server).map((request) => request.body)).toEqual([
      { id: args.id, recipient: 2, text: 'Hello Bob' },
    ]);
    const sent = await db.chatMessages.get(args.id);
    expect(sent).toMatchObject({ status: 'sent', room: stored?.room, timestamp: stored?.timestamp });
    const room = await db.chatRooms.get(2);
    expect(room).toMatchObject({ id: stored?.room, last_message: { id: args.id, status: 'sent' } });
    expect(await db.outbox.count()).toBe(0);

    // The feed then brings the same message and room: still one row.
    await pull(ctx, { withMeta: false });
    expect(await db.chatMessages.count()).toBe(1);
    expect((await db.chatRooms.get(2))?.unread_count).toBe(0);
  });

  it('keeps a refused message as failed with its error and text, and resends it', async () => {
    const { server } = chatServer();
    const { db, ctx } = await device(server);
    const args = sendArgs('Are you there?');
    await mutate(db, 'chat.send', args);
    server.failNext({ status: 400, body: { detail: CHAT_MESSAGES.couldNotSend } });
    await pushOutbox(ctx);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'failed', error: CHAT_MESSAGES.couldNotSend });
    expect(chatText((await db.chatMessages.get(args.id)) ?? { messages: [] })).toBe('Are you there?');
    expect((await db.chatRooms.get(2))?.last_message).toMatchObject({ id: args.id, status: 'failed' });
    const [failed] = await needsAttention(db);
    expect(failed).toMatchObject({ name: 'chat.send', error: CHAT_MESSAGES.couldNotSend });

    await retryEntry(db, failed?.seq ?? -1);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'pending', error: null });
    await pushOutbox(ctx);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'sent', error: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('resends a refused message as the dock does: its entry discarded, queued again with the same id', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const args = sendArgs('Again');
    await mutate(db, 'chat.send', args);
    server.failNext({ status: 400, body: { detail: CHAT_MESSAGES.couldNotSend } });
    await pushOutbox(ctx);
    const [failed] = await needsAttention(db);
    await discardEntry(db, failed?.seq ?? -1);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'failed' });
    await mutate(db, 'chat.send', args);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'pending', error: null });
    await pushOutbox(ctx);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'sent' });
    expect(await db.chatMessages.count()).toBe(1);
    expect(chat.messages).toHaveLength(1);
    expect(await needsAttention(db)).toEqual([]);
  });

  it("shows the server's own refusal (no one_to_one_chat on the server)", async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    chat.enabled.delete(1);
    const args = sendArgs('Hi');
    await mutate(db, 'chat.send', args);
    await pushOutbox(ctx);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'failed', error: CHAT_MESSAGES.upgrade });
    expect(chat.messages).toHaveLength(0);
  });

  it('refuses empty, whitespace, too long and badly keyed messages before storing anything', async () => {
    const { server } = chatServer();
    const { db } = await device(server);
    await expect(mutate(db, 'chat.send', sendArgs('   '))).rejects.toThrow(CHAT_MESSAGES.messageRequired);
    await expect(mutate(db, 'chat.send', sendArgs('x'.repeat(4001)))).rejects.toThrow(CHAT_MESSAGES.messageTooLong);
    await expect(mutate(db, 'chat.send', sendArgs('Hi', 'not-a-ulid'))).rejects.toThrow('Invalid message id');
    expect(await db.chatMessages.count()).toBe(0);
    expect(await db.chatRooms.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await mutate(db, 'chat.send', sendArgs('x'.repeat(4000)));
    expect(await db.chatMessages.count()).toBe(1);
  });

  it('sends messages queued offline in the order written, each once, the later ones waiting on the first', async () => {
    const { server, chat } = chatServer();
    const clock = testClock();
    const { db, ctx } = await device(server, 1, clock.now);
    const written = [sendArgs('one'), sendArgs('two'), sendArgs('three')];
    for (const args of written) await mutate(db, 'chat.send', args);
    // A bookmark queued meanwhile is not held by the chat lane.
    await mutate(db, 'bookmark.set', { type: 'resource', object_id: 5, bookmarked: true });

    server.failNext('network', (request) => request.path === '/api/v1/chat/messages/');
    expect((await pushOutbox(ctx)).kind).toBe('transient');
    expect(chatPosts(server)).toHaveLength(1);
    // The first waits on its backoff: the next two are due but must wait for it.
    clock.time += 1;
    await pushOutbox(ctx);
    expect(chatPosts(server)).toHaveLength(1);
    expect(server.requests.some((request) => request.path === '/api/v1/bookmark/resource/5/')).toBe(true);
    for (const args of written) expect((await db.chatMessages.get(args.id))?.status).toBe('pending');

    clock.time += 10 * 60_000;
    await pushOutbox(ctx);
    expect(chatPosts(server).map((request) => (request.body as { text: string }).text)).toEqual([
      'one',
      'one',
      'two',
      'three',
    ]);
    expect(chat.messages.map((row) => chatText(row.message))).toEqual(['one', 'two', 'three']);
    const local = (await peerMessages(db, 2).toArray()).map((row) => [chatText(row), row.status]);
    expect(local).toEqual([
      ['one', 'sent'],
      ['two', 'sent'],
      ['three', 'sent'],
    ]);
    expect((await db.chatRooms.get(2))?.last_message).toMatchObject({ id: written[2]?.id });
  });

  it('stores a replayed send (answer lost, sent again) as one message, here and on the server', async () => {
    const { server, chat } = chatServer();
    const { db, ctx: base } = await device(server);
    let isLost = true;
    const lossy = async (input: string, init: RequestInit) => {
      const response = await server.fetch(input, init);
      if (isLost && input.endsWith('/api/v1/chat/messages/')) {
        isLost = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
    const clock = testClock();
    const ctx = { ...base, now: clock.now, api: createApiClient({ db, baseUrl: BASE_URL, fetch: lossy }) };
    const args = sendArgs('Only once');
    await mutate(db, 'chat.send', args);
    await pushOutbox(ctx);
    expect(chat.messages).toHaveLength(1);
    // The live event of the stored message arrives before the retry.
    const stored = chat.messages[0]?.message;
    if (!stored) throw new Error('not stored');
    await applyLiveEvent(ctx, { type: 'chat_message', data: stored });
    clock.time += 10 * 60_000;
    await pushOutbox(ctx);
    await pull(ctx, { withMeta: false });
    expect(chatPosts(server)).toHaveLength(2);
    expect(chat.messages).toHaveLength(1);
    expect(await db.chatMessages.toArray()).toEqual([
      expect.objectContaining({ id: args.id, status: 'sent', timestamp: stored.timestamp }),
    ]);
  });
});

describe('receiving', () => {
  it('applies a live message: a new room asks for a refetch, later ones count as unread', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const record = server.record;
    const first = storeMessage(chat, record, { id: ulid(), sender: 2, recipient: 1, text: 'Hi Ada' });
    expect(await applyLiveEvent(ctx, { type: 'chat_message', data: first })).toEqual({ refetchRooms: true });
    expect(await db.chatMessages.get(first.id)).toMatchObject({ status: 'sent', peer_id: 2, is_new: true });
    const second = storeMessage(chat, record, { id: ulid(), sender: 2, recipient: 1, text: 'Still there?' });
    expect(await applyLiveEvent(ctx, { type: 'chat_message', data: second })).toEqual({ refetchRooms: false });
    // The same event twice (and the feed later) is one row and one unread.
    await applyLiveEvent(ctx, { type: 'chat_message', data: second });
    expect(await db.chatRooms.get(2)).toMatchObject({ id: first.room, unread_count: 2 });
    expect((await db.chatRooms.get(2))?.last_message?.id).toBe(second.id);

    expect(await createChat(ctx).rooms()).toBe('ready');
    expect(await db.chatRooms.get(2)).toMatchObject({ id: first.room, unread_count: 2, next_page: 1 });
    await pull(ctx, { withMeta: false });
    expect(await db.chatMessages.count()).toBe(2);
    expect((await db.chatRooms.get(2))?.unread_count).toBe(2);
  });

  it('the engine refetches the rooms when a live message is for an unknown room', async () => {
    const { server, chat } = chatServer();
    const { db, sockets, engine } = startTestEngine({ fetch: server.fetch });
    const [ada] = DEMO_USERS;
    expect(await engine.auth.login(ada.email, ada.password)).toEqual({ ok: true });
    await engine.idle();
    expect(await getMeta(db, 'chatLoaded')).toBe(true);
    const roomReads = () => server.requests.filter((request) => request.path.startsWith('/api/v1/chat/rooms/?'));
    const before = roomReads().length;
    await until(() => sockets.last() !== undefined);
    sockets.last()?.open();
    const message = storeMessage(chat, server.record, { id: ulid(), sender: 2, recipient: 1, text: 'Hello' });
    sockets.last()?.send({ type: 'chat_message', data: message });
    await until(async () => roomReads().length > before && (await db.chatRooms.get(2))?.next_page === 1);
    expect(await db.chatRooms.get(2)).toMatchObject({ id: message.room, unread_count: 1 });
    expect(await db.chatMessages.get(message.id)).toMatchObject({ is_new: true });
  });

  it('pulls chat messages, rooms and notifications from the feed', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const message = storeMessage(chat, server.record, { id: ulid(), sender: 2, recipient: 1, text: 'From the feed' });
    const notification = storeNotification(chat, server.record, 1, { message: 'Bob followed you' });
    storeNotification(chat, server.record, 2, { message: 'Not for Ada' });
    await pull(ctx, { withMeta: false });
    expect(await db.chatMessages.get(message.id)).toMatchObject({ status: 'sent', is_new: true, room: message.room });
    expect(await db.chatRooms.get(2)).toMatchObject({ id: message.room, unread_count: 1, next_page: 1 });
    expect(await db.notifications.toArray()).toEqual([notification]);
  });

  it('a live notification lands at once; a pending read keeps it read', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const first = storeNotification(chat, server.record, 1);
    await applyLiveEvent(ctx, { type: 'notification', data: first });
    expect(await db.notifications.get(first.id)).toMatchObject({ is_read: false });
    await mutate(db, 'notification.read', { id: first.id });
    expect(await db.notifications.get(first.id)).toMatchObject({ is_read: true });
    await applyLiveEvent(ctx, { type: 'notification', data: first });
    await pull(ctx, { withMeta: false });
    expect(await db.notifications.get(first.id)).toMatchObject({ is_read: true });
    await pushOutbox(ctx);
    expect(chat.notifications[0]?.is_read).toBe(true);
  });
});

describe('chat.read', () => {
  it('clears the unread count and new flags at once; the server rows never bring them back while queued', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const message = storeMessage(chat, server.record, { id: ulid(), sender: 2, recipient: 1, text: 'Unread' });
    await pull(ctx, { withMeta: false });
    expect((await db.chatRooms.get(2))?.unread_count).toBe(1);

    await mutate(db, 'chat.read', { peer_id: 2, room_id: message.room });
    await mutate(db, 'chat.read', { peer_id: 2, room_id: message.room });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.chatRooms.get(2))?.unread_count).toBe(0);
    expect((await db.chatMessages.get(message.id))?.is_new).toBe(false);
    // A message the server sends meanwhile shows the room as unread there: kept read here.
    storeMessage(chat, server.record, { id: ulid(), sender: 2, recipient: 1, text: 'More' });
    await pull(ctx, { withMeta: false });
    await createChat(ctx).rooms();
    expect((await db.chatRooms.get(2))?.unread_count).toBe(0);

    await pushOutbox(ctx);
    expect(
      server.requests.filter((request) => request.path === `/api/v1/chat/rooms/${message.room}/read/`),
    ).toHaveLength(1);
    await pull(ctx, { withMeta: false });
    expect((await db.chatRooms.get(2))?.unread_count).toBe(0);
    expect(await db.chatMessages.filter((row) => row.is_new).count()).toBe(0);
  });

  it('another device reading the room clears the new flags here', async () => {
    const { server, chat } = chatServer();
    const phone = await device(server);
    const laptop = await device(server);
    const message = storeMessage(chat, server.record, { id: ulid(), sender: 2, recipient: 1, text: 'Unread' });
    await pull(phone.ctx, { withMeta: false });
    await pull(laptop.ctx, { withMeta: false });
    await mutate(laptop.db, 'chat.read', { peer_id: 2, room_id: message.room });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect((await phone.db.chatRooms.get(2))?.unread_count).toBe(0);
    expect((await phone.db.chatMessages.get(message.id))?.is_new).toBe(false);
  });
});

describe('rooms and history', () => {
  it('fetches nothing without one_to_one_chat', async () => {
    const { server } = chatServer([]);
    const { ctx } = await device(server);
    const before = server.requests.length;
    const chatApi = createChat(ctx);
    expect(await chatApi.rooms()).toBe('upgrade');
    expect(await chatApi.history(2)).toBe('upgrade');
    expect(await chatApi.open(peer)).toBe('upgrade');
    expect(server.requests.slice(before)).toEqual([]);
    expect(server.requests.some((request) => request.path.startsWith('/api/v1/chat/'))).toBe(false);
  });

  it('pages the history back, 50 at a time, until the first message', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const ids: string[] = [];
    for (let n = 1; n <= 60; n += 1) {
      const sender = n % 2 === 0 ? 1 : 2;
      const id = ulid();
      ids.push(id);
      storeMessage(chat, () => undefined, { id, sender, recipient: 3 - sender, text: `message ${n}` });
    }
    const chatApi = createChat(ctx);
    expect(await chatApi.rooms()).toBe('ready');
    expect(await db.chatRooms.get(2)).toMatchObject({ next_page: 1, unread_count: 30 });
    expect(await db.chatMessages.count()).toBe(1);

    expect(await chatApi.history(2)).toBe('ready');
    expect((await db.chatRooms.get(2))?.next_page).toBe(2);
    expect(await db.chatMessages.count()).toBe(50);
    expect(await chatApi.history(2)).toBe('ready');
    expect((await db.chatRooms.get(2))?.next_page).toBeNull();
    const local = await peerMessages(db, 2).toArray();
    expect(local.map((row) => row.id)).toEqual(ids);
    // History is old: only the latest (the rooms list's last message) was counted new.
    expect(local.filter((row) => row.is_new)).toEqual([]);

    const reads = server.requests.length;
    expect(await chatApi.history(2)).toBe('ready');
    expect(await chatApi.history(99)).toBe('ready');
    expect(server.requests.length).toBe(reads);
  });

  it('asks nothing for a room the server does not have yet; opens a room online', async () => {
    const { server } = chatServer();
    const { db, ctx } = await device(server);
    await mutate(db, 'chat.send', sendArgs('first'));
    const chatApi = createChat(ctx);
    const reads = server.requests.length;
    expect(await chatApi.history(2)).toBe('ready');
    expect(server.requests.length).toBe(reads);

    expect(await chatApi.open(chatUser(3))).toBe('ready');
    expect(await db.chatRooms.get(3)).toMatchObject({ id: expect.any(Number), peer: chatUser(3), unread_count: 0 });
    server.failNext('network');
    expect(await chatApi.open(chatUser(4))).toBe('offline');
    expect(await chatApi.open(me)).toBe('failed');
    expect(await db.chatRooms.get(1)).toBeUndefined();
  });
});

describe('notifications', () => {
  it('pages the notifications, newest first', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    for (let n = 0; n < 14; n += 1) storeNotification(chat, () => undefined, 1);
    const api = createNotifications(ctx);
    const first = await api.page(1);
    expect(first).toMatchObject({ kind: 'done', count: 14, next: expect.any(String) });
    expect(first.kind === 'done' && first.ids).toEqual(
      chat.notifications
        .map((row) => row.id)
        .reverse()
        .slice(0, 12),
    );
    expect(await api.page(2)).toMatchObject({ kind: 'done', next: null });
    expect(await db.notifications.count()).toBe(14);
    server.failNext('network');
    expect(await api.page(1)).toEqual({ kind: 'offline' });
  });

  it('marks all read at once offline, sends up_to later, and never marks what arrived after the click', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const [a, b] = [storeNotification(chat, server.record, 1), storeNotification(chat, server.record, 1)];
    await pull(ctx, { withMeta: false });
    await mutate(db, 'notification.readAll', { up_to: b.id });
    expect((await db.notifications.toArray()).map((row) => row.is_read)).toEqual([true, true]);
    server.failNext('network');
    expect((await pushOutbox(ctx)).kind).toBe('transient');

    const later = storeNotification(chat, server.record, 1);
    await pull(ctx, { withMeta: false });
    expect(await db.notifications.get(later.id)).toMatchObject({ is_read: false });
    expect(await db.notifications.get(a.id)).toMatchObject({ is_read: true });
    // A page fetched meanwhile has them unread on the server: kept read here.
    expect(await createNotifications(ctx).page(1)).toMatchObject({ kind: 'done', count: 3 });
    expect((await db.notifications.toArray()).map((row) => row.is_read)).toEqual([true, true, false]);

    await mutate(db, 'notification.readAll', { up_to: a.id });
    expect(await db.outbox.count()).toBe(1);
    const clock = testClock(Date.now() + 10 * 60_000);
    await pushOutbox({ ...ctx, now: clock.now });
    const sent = server.requests.filter((request) => request.path === '/api/v1/notifications/mark-all-read/');
    expect(sent.map((request) => request.body)).toEqual([{ up_to: b.id }, { up_to: b.id }]);
    expect(chat.notifications.map((row) => row.is_read)).toEqual([true, true, false]);
    await pull(ctx, { withMeta: false });
    expect(await db.notifications.get(later.id)).toMatchObject({ is_read: false });
  });

  it('restores exactly what it marked when mark-all-read is refused', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    const rows = [1, 2, 3].map(() => storeNotification(chat, server.record, 1));
    await pull(ctx, { withMeta: false });
    await mutate(db, 'notification.read', { id: rows[0]?.id ?? 0 });
    await pushOutbox(ctx);
    await mutate(db, 'notification.readAll', { up_to: rows[1]?.id ?? 0 });
    await mutate(db, 'notification.readAll', { up_to: rows[2]?.id ?? 0 });
    expect((await db.notifications.toArray()).every((row) => row.is_read)).toBe(true);
    server.failNext({ status: 400, body: { detail: 'Refused' } });
    await pushOutbox(ctx);
    expect((await db.notifications.toArray()).map((row) => row.is_read)).toEqual([true, false, false]);
    expect((await needsAttention(db)).map((entry) => entry.name)).toEqual(['notification.readAll']);
  });
});

describe('bootstrap and logout', () => {
  it('loads rooms (with one_to_one_chat) and the newest notifications once; logout clears them', async () => {
    const { server, chat } = chatServer([1]);
    storeMessage(chat, server.record, { id: ulid(), sender: 2, recipient: 1, text: 'Before login' });
    for (let n = 0; n < 50; n += 1) storeNotification(chat, server.record, 1);
    const { db, engine } = startTestEngine({ fetch: server.fetch });
    const [ada, bob] = DEMO_USERS;
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    expect(await db.chatRooms.count()).toBe(1);
    expect(await db.notifications.count()).toBe(48);
    expect(await getMeta(db, 'chatLoaded')).toBe(true);
    expect(await getMeta(db, 'notificationsLoaded')).toBe(true);

    await engine.auth.logout();
    expect(await db.chatRooms.count()).toBe(0);
    expect(await db.chatMessages.count()).toBe(0);
    expect(await db.notifications.count()).toBe(0);
    expect(await getMeta(db, 'chatLoaded')).toBeUndefined();

    // Bob has no one_to_one_chat: his rooms are never asked for.
    const before = server.requests.length;
    await engine.auth.login(bob.email, bob.password);
    await engine.idle();
    expect(server.requests.slice(before).some((request) => request.path.startsWith('/api/v1/chat/'))).toBe(false);
    expect(await getMeta(db, 'chatLoaded')).toBeUndefined();
    expect(await getMeta(db, 'notificationsLoaded')).toBe(true);
  });

  it('a device that synced before realtime existed loads rooms and notifications on its next pull', async () => {
    const { server, chat } = chatServer();
    const { db, ctx } = await device(server);
    await db.chatRooms.clear();
    await db.meta.bulkDelete(['chatLoaded', 'notificationsLoaded']);
    storeMessage(chat, () => undefined, { id: ulid(), sender: 2, recipient: 1, text: 'Old' });
    storeNotification(chat, () => undefined, 1);
    await pull(ctx, { withMeta: false });
    expect(await db.chatRooms.count()).toBe(1);
    expect(await db.notifications.count()).toBe(1);
    expect(await getMeta(db, 'chatLoaded')).toBe(true);
  });
});
