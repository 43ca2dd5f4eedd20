/**
 * Receiving chat messages and notifications in the worker against the real server (real
 * app, real PGlite with the demo seed): live events and the feed, reads here and on another
 * device, rooms and history pages, and what the bootstrap loads and logout clears. Each test
 * talks between new members of its own; what the other member sends is stored as the send
 * route stores it, and an unreachable server comes from the recording network.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatUser } from '../../contract';
import { DEMO_PASSWORD } from '../../server/testing';
import { getMeta } from '../core/db';
import { mutate } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { applyLiveEvent } from '../core/realtime';
import { until } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import {
  type Chatter,
  chatId,
  chatPair,
  chatDevice as device,
  newChatter,
  notificationsOf,
  sendArgs,
  storeMessage,
  storeNotification,
} from '../testing/real-chat';
import { startTestEngine, stopTestEngines } from '../testing/test-engine';
import { createChat } from './chat';
import { peerMessages } from './chat-local';

const api = realApiForFile();
afterEach(stopTestEngines);

const chatServer = (chat: { me?: boolean; peer?: boolean } = {}) => chatPair(api(), chat);
const fromPeer = (peer: Chatter, me: Chatter, text: string) =>
  storeMessage(api(), { id: chatId(), sender: peer, recipient: me, text });

describe('receiving', { timeout: 60_000 }, () => {
  it('applies a live message: a new room asks for a refetch, later ones count as unread', async () => {
    const { server, me, peer } = await chatServer();
    const { db, ctx } = await device(server, me);
    const first = await fromPeer(peer, me, 'Hi Ada');
    expect(await applyLiveEvent(ctx, { type: 'chat_message', data: first })).toEqual({ refetchRooms: true });
    expect(await db.chatMessages.get(first.id)).toMatchObject({ status: 'sent', peer_id: peer.id, is_new: true });
    const second = await fromPeer(peer, me, 'Still there?');
    expect(await applyLiveEvent(ctx, { type: 'chat_message', data: second })).toEqual({ refetchRooms: false });
    // The same event twice (and the feed later) is one row and one unread.
    await applyLiveEvent(ctx, { type: 'chat_message', data: second });
    expect(await db.chatRooms.get(peer.id)).toMatchObject({ id: first.room, unread_count: 2 });
    expect((await db.chatRooms.get(peer.id))?.last_message?.id).toBe(second.id);

    expect(await createChat(ctx).rooms()).toBe('ready');
    expect(await db.chatRooms.get(peer.id)).toMatchObject({ id: first.room, unread_count: 2, next_page: 1 });
    await pull(ctx, { withMeta: false });
    expect(await db.chatMessages.count()).toBe(2);
    expect((await db.chatRooms.get(peer.id))?.unread_count).toBe(2);
  });

  it('the engine refetches the rooms when a live message is for an unknown room', async () => {
    const { server, me, peer } = await chatServer();
    const { db, sockets, engine } = startTestEngine({ server });
    expect(await engine.auth.login(me.email, DEMO_PASSWORD)).toEqual({ ok: true });
    await engine.idle();
    expect(await getMeta(db, 'chatLoaded')).toBe(true);
    const roomReads = () => server.requests.filter((request) => request.path.startsWith('/api/v1/chat/rooms/?'));
    const before = roomReads().length;
    await until(() => sockets.last() !== undefined);
    sockets.last()?.open();
    const message = await fromPeer(peer, me, 'Hello');
    sockets.last()?.send({ type: 'chat_message', data: message });
    await until(async () => roomReads().length > before && (await db.chatRooms.get(peer.id))?.next_page === 1);
    expect(await db.chatRooms.get(peer.id)).toMatchObject({ id: message.room, unread_count: 1 });
    expect(await db.chatMessages.get(message.id)).toMatchObject({ is_new: true });
  });

  it('pulls chat messages, rooms and notifications from the feed', async () => {
    const { server, me, peer } = await chatServer();
    const { db, ctx } = await device(server, me);
    const message = await fromPeer(peer, me, 'From the feed');
    const notification = await storeNotification(api(), me, 'Bob followed you');
    await storeNotification(api(), peer, 'Not for Ada');
    await pull(ctx, { withMeta: false });
    expect(await db.chatMessages.get(message.id)).toMatchObject({ status: 'sent', is_new: true, room: message.room });
    expect(await db.chatRooms.get(peer.id)).toMatchObject({ id: message.room, unread_count: 1, next_page: 1 });
    expect(await db.notifications.toArray()).toEqual([notification]);
  });

  it('a live notification lands at once; a pending read keeps it read', async () => {
    const { server, me } = await chatServer();
    const { db, ctx } = await device(server, me);
    const first = await storeNotification(api(), me);
    await applyLiveEvent(ctx, { type: 'notification', data: first });
    expect(await db.notifications.get(first.id)).toMatchObject({ is_read: false });
    await mutate(db, 'notification.read', { id: first.id });
    expect(await db.notifications.get(first.id)).toMatchObject({ is_read: true });
    await applyLiveEvent(ctx, { type: 'notification', data: first });
    await pull(ctx, { withMeta: false });
    expect(await db.notifications.get(first.id)).toMatchObject({ is_read: true });
    await pushOutbox(ctx);
    expect((await notificationsOf(api(), me))[0]?.is_read).toBe(true);
  });
});

describe('chat.read', { timeout: 60_000 }, () => {
  it('clears the unread count and new flags at once; the server rows never bring them back while queued', async () => {
    const { server, me, peer } = await chatServer();
    const { db, ctx } = await device(server, me);
    const message = await fromPeer(peer, me, 'Unread');
    await pull(ctx, { withMeta: false });
    expect((await db.chatRooms.get(peer.id))?.unread_count).toBe(1);

    await mutate(db, 'chat.read', { peer_id: peer.id, room_id: message.room });
    await mutate(db, 'chat.read', { peer_id: peer.id, room_id: message.room });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.chatRooms.get(peer.id))?.unread_count).toBe(0);
    expect((await db.chatMessages.get(message.id))?.is_new).toBe(false);
    // A message the server sends meanwhile shows the room as unread there: kept read here.
    await fromPeer(peer, me, 'More');
    await pull(ctx, { withMeta: false });
    await createChat(ctx).rooms();
    expect((await db.chatRooms.get(peer.id))?.unread_count).toBe(0);

    await pushOutbox(ctx);
    expect(
      server.requests.filter((request) => request.path === `/api/v1/chat/rooms/${message.room}/read/`),
    ).toHaveLength(1);
    await pull(ctx, { withMeta: false });
    expect((await db.chatRooms.get(peer.id))?.unread_count).toBe(0);
    expect(await db.chatMessages.filter((row) => row.is_new).count()).toBe(0);
  });

  it('another device reading the room clears the new flags here', async () => {
    const { server, me, peer } = await chatServer();
    const phone = await device(server, me);
    const laptop = await device(server, me);
    const message = await fromPeer(peer, me, 'Unread');
    await pull(phone.ctx, { withMeta: false });
    await pull(laptop.ctx, { withMeta: false });
    await mutate(laptop.db, 'chat.read', { peer_id: peer.id, room_id: message.room });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect((await phone.db.chatRooms.get(peer.id))?.unread_count).toBe(0);
    expect((await phone.db.chatMessages.get(message.id))?.is_new).toBe(false);
  });
});

describe('rooms and history', { timeout: 60_000 }, () => {
  it('fetches nothing without one_to_one_chat', async () => {
    const { server, me, peer } = await chatServer({ me: false });
    const { ctx } = await device(server, me);
    const before = server.requests.length;
    const chatApi = createChat(ctx);
    expect(await chatApi.rooms()).toBe('upgrade');
    expect(await chatApi.history(peer.id)).toBe('upgrade');
    expect(await chatApi.open(peer.user)).toBe('upgrade');
    expect(server.requests.slice(before)).toEqual([]);
    expect(server.requests.some((request) => request.path.startsWith('/api/v1/chat/'))).toBe(false);
  });

  it('pages the history back, 50 at a time, until the first message', async () => {
    const { server, me, peer } = await chatServer();
    const { db, ctx } = await device(server, me);
    const ids: string[] = [];
    // Sixty messages: the first thirty from here, the last thirty from the peer (a sender has
    // read the room up to their own message, so the peer's thirty are the unread ones).
    for (let n = 1; n <= 60; n += 1) {
      const [sender, recipient] = n <= 30 ? [me, peer] : [peer, me];
      const id = chatId();
      ids.push(id);
      await storeMessage(api(), { id, sender, recipient, text: `message ${n}` });
    }
    const chatApi = createChat(ctx);
    expect(await chatApi.rooms()).toBe('ready');
    expect(await db.chatRooms.get(peer.id)).toMatchObject({ next_page: 1, unread_count: 30 });
    expect(await db.chatMessages.count()).toBe(1);

    expect(await chatApi.history(peer.id)).toBe('ready');
    expect((await db.chatRooms.get(peer.id))?.next_page).toBe(2);
    expect(await db.chatMessages.count()).toBe(50);
    expect(await chatApi.history(peer.id)).toBe('ready');
    expect((await db.chatRooms.get(peer.id))?.next_page).toBeNull();
    const local = await peerMessages(db, peer.id).toArray();
    expect(local.map((row) => row.id)).toEqual(ids);
    // History is old: only the latest (the rooms list's last message) was counted new.
    expect(local.filter((row) => row.is_new).map((row) => row.id)).toEqual([ids[59]]);

    const reads = server.requests.length;
    expect(await chatApi.history(peer.id)).toBe('ready');
    expect(await chatApi.history(999_999)).toBe('ready');
    expect(server.requests.length).toBe(reads);
  });

  it('asks nothing for a room the server does not have yet; opens a room online', async () => {
    const { server, me, peer } = await chatServer();
    const third = await newChatter(api());
    const fourth: ChatUser = { ...third.user, id: third.id + 1_000_000 };
    const { db, ctx } = await device(server, me);
    await mutate(db, 'chat.send', sendArgs(me, peer, 'first'));
    const chatApi = createChat(ctx);
    const reads = server.requests.length;
    expect(await chatApi.history(peer.id)).toBe('ready');
    expect(server.requests.length).toBe(reads);

    expect(await chatApi.open(third.user)).toBe('ready');
    expect(await db.chatRooms.get(third.id)).toMatchObject({
      id: expect.any(Number),
      peer: third.user,
      unread_count: 0,
    });
    server.failNext('network');
    expect(await chatApi.open(fourth)).toBe('offline');
    expect(await chatApi.open(me.user)).toBe('failed');
    expect(await db.chatRooms.get(me.id)).toBeUndefined();
  });
});

describe('bootstrap and logout', { timeout: 60_000 }, () => {
  it('loads rooms (with one_to_one_chat) and the newest notifications once; logout clears them', async () => {
    const { server, me, peer } = await chatServer({ peer: false });
    await fromPeer(peer, me, 'Before login');
    for (let n = 0; n < 50; n += 1) await storeNotification(api(), me);
    const { db, engine } = startTestEngine({ server });
    await engine.auth.login(me.email, DEMO_PASSWORD);
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

    // The peer has no one_to_one_chat: their rooms are never asked for.
    const before = server.requests.length;
    await engine.auth.login(peer.email, DEMO_PASSWORD);
    await engine.idle();
    expect(server.requests.slice(before).some((request) => request.path.startsWith('/api/v1/chat/'))).toBe(false);
    expect(await getMeta(db, 'chatLoaded')).toBeUndefined();
    expect(await getMeta(db, 'notificationsLoaded')).toBe(true);
  });

  it('a device that synced before realtime existed loads rooms and notifications on its next pull', async () => {
    const { server, me, peer } = await chatServer();
    const { db, ctx } = await device(server, me);
    await db.chatRooms.clear();
    await db.meta.bulkDelete(['chatLoaded', 'notificationsLoaded']);
    await fromPeer(peer, me, 'Old');
    await storeNotification(api(), me);
    await pull(ctx, { withMeta: false });
    expect(await db.chatRooms.count()).toBe(1);
    expect(await db.notifications.count()).toBe(1);
    expect(await getMeta(db, 'chatLoaded')).toBe(true);
  });
});
