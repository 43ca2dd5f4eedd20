/**
 * Sending chat messages through the outbox against the real server (real app, real PGlite
 * with the demo seed): pending at once, sent with the server's time and room, refusals kept
 * as failed and resent, checks before anything is stored, order and backoff offline, and a
 * replayed send stored once. Each test talks between new members of its own; an unreachable
 * server, a lost answer or a failing proxy comes from the recording network.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, chatText } from '../../contract';
import { createApiClient } from '../core/http';
import { discardEntry, mutate, needsAttention, retryEntry } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { applyLiveEvent } from '../core/realtime';
import { BASE_URL, testClock } from '../testing/fixtures';
import { realApiForFile, seededResourceIds } from '../testing/real-api';
import { chatPair, chatPosts, chatDevice as device, sendArgs, setChat } from '../testing/real-chat';
import { peerMessages } from './chat-local';

const api = realApiForFile();

const chatServer = () => chatPair(api());

describe('chat.send', { timeout: 60_000 }, () => {
  it('shows the message pending at once, then sent with the server time and room id', async () => {
    const { server, me, peer, stored } = await chatServer();
    const { db, ctx } = await device(server, me);
    const args = sendArgs(me, peer, '  Hello Bob  ');
    await mutate(db, 'chat.send', args);
    const pending = await db.chatMessages.get(args.id);
    expect(pending).toMatchObject({ status: 'pending', room: null, peer_id: peer.id, is_new: false, error: null });
    expect(chatText(pending ?? { messages: [] })).toBe('Hello Bob');
    expect(await db.chatRooms.get(peer.id)).toMatchObject({
      id: null,
      peer: peer.user,
      unread_count: 0,
      next_page: null,
    });
    expect((await db.chatRooms.get(peer.id))?.last_message?.id).toBe(args.id);

    await pushOutbox(ctx);
    const [message] = await stored();
    expect(chatPosts(server).map((request) => request.body)).toEqual([
      { id: args.id, recipient: peer.id, text: 'Hello Bob' },
    ]);
    const sent = await db.chatMessages.get(args.id);
    expect(sent).toMatchObject({ status: 'sent', room: message?.room, timestamp: message?.timestamp });
    const room = await db.chatRooms.get(peer.id);
    expect(room).toMatchObject({ id: message?.room, last_message: { id: args.id, status: 'sent' } });
    expect(await db.outbox.count()).toBe(0);

    // The feed then brings the same message and room: still one row.
    await pull(ctx, { withMeta: false });
    expect(await db.chatMessages.count()).toBe(1);
    expect((await db.chatRooms.get(peer.id))?.unread_count).toBe(0);
  });

  it('keeps a refused message as failed with its error and text, and resends it', async () => {
    const { server, me, peer } = await chatServer();
    const { db, ctx } = await device(server, me);
    const args = sendArgs(me, peer, 'Are you there?');
    await mutate(db, 'chat.send', args);
    server.failNext({ status: 400, body: { detail: CHAT_MESSAGES.couldNotSend } });
    await pushOutbox(ctx);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'failed', error: CHAT_MESSAGES.couldNotSend });
    expect(chatText((await db.chatMessages.get(args.id)) ?? { messages: [] })).toBe('Are you there?');
    expect((await db.chatRooms.get(peer.id))?.last_message).toMatchObject({ id: args.id, status: 'failed' });
    const [failed] = await needsAttention(db);
    expect(failed).toMatchObject({ name: 'chat.send', error: CHAT_MESSAGES.couldNotSend });

    await retryEntry(db, failed?.seq ?? -1);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'pending', error: null });
    await pushOutbox(ctx);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'sent', error: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('resends a refused message as the dock does: its entry discarded, queued again with the same id', async () => {
    const { server, me, peer, stored } = await chatServer();
    const { db, ctx } = await device(server, me);
    const args = sendArgs(me, peer, 'Again');
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
    expect(await stored()).toHaveLength(1);
    expect(await needsAttention(db)).toEqual([]);
  });

  it("shows the server's own refusal (no one_to_one_chat on the server)", async () => {
    const { server, me, peer, stored } = await chatServer();
    const { db, ctx } = await device(server, me);
    await setChat(api(), me, false);
    const args = sendArgs(me, peer, 'Hi');
    await mutate(db, 'chat.send', args);
    await pushOutbox(ctx);
    expect(await db.chatMessages.get(args.id)).toMatchObject({ status: 'failed', error: CHAT_MESSAGES.upgrade });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses empty, whitespace, too long and badly keyed messages before storing anything', async () => {
    const { server, me, peer } = await chatServer();
    const { db } = await device(server, me);
    await expect(mutate(db, 'chat.send', sendArgs(me, peer, '   '))).rejects.toThrow(CHAT_MESSAGES.messageRequired);
    await expect(mutate(db, 'chat.send', sendArgs(me, peer, 'x'.repeat(4001)))).rejects.toThrow(
      CHAT_MESSAGES.messageTooLong,
    );
    await expect(mutate(db, 'chat.send', sendArgs(me, peer, 'Hi', 'not-a-ulid'))).rejects.toThrow('Invalid message id');
    expect(await db.chatMessages.count()).toBe(0);
    expect(await db.chatRooms.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await mutate(db, 'chat.send', sendArgs(me, peer, 'x'.repeat(4000)));
    expect(await db.chatMessages.count()).toBe(1);
  });

  it('sends messages queued offline in the order written, each once, the later ones waiting on the first', async () => {
    const { server, me, peer, stored } = await chatServer();
    const clock = testClock();
    const { db, ctx } = await device(server, me, clock.now);
    const written = [sendArgs(me, peer, 'one'), sendArgs(me, peer, 'two'), sendArgs(me, peer, 'three')];
    for (const args of written) await mutate(db, 'chat.send', args);
    // A bookmark queued meanwhile is not held by the chat lane.
    const [resource = 0] = await seededResourceIds(api());
    await mutate(db, 'bookmark.set', { type: 'resource', object_id: resource, bookmarked: true });

    server.failNext('network', (request) => request.path === '/api/v1/chat/messages/');
    expect((await pushOutbox(ctx)).kind).toBe('transient');
    expect(chatPosts(server)).toHaveLength(1);
    // The first waits on its backoff: the next two are due but must wait for it.
    clock.time += 1;
    await pushOutbox(ctx);
    expect(chatPosts(server)).toHaveLength(1);
    expect(server.requests.some((request) => request.path === `/api/v1/bookmark/resource/${resource}/`)).toBe(true);
    for (const args of written) expect((await db.chatMessages.get(args.id))?.status).toBe('pending');

    clock.time += 10 * 60_000;
    await pushOutbox(ctx);
    expect(chatPosts(server).map((request) => (request.body as { text: string }).text)).toEqual([
      'one',
      'one',
      'two',
      'three',
    ]);
    expect((await stored()).map((message) => chatText(message))).toEqual(['one', 'two', 'three']);
    const local = (await peerMessages(db, peer.id).toArray()).map((row) => [chatText(row), row.status]);
    expect(local).toEqual([
      ['one', 'sent'],
      ['two', 'sent'],
      ['three', 'sent'],
    ]);
    expect((await db.chatRooms.get(peer.id))?.last_message).toMatchObject({ id: written[2]?.id });
  });

  it('stores a replayed send (answer lost, sent again) as one message, here and on the server', async () => {
    const { server, me, peer, stored } = await chatServer();
    const { db, ctx: base } = await device(server, me);
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
    const args = sendArgs(me, peer, 'Only once');
    await mutate(db, 'chat.send', args);
    await pushOutbox(ctx);
    expect(await stored()).toHaveLength(1);
    // The live event of the stored message arrives before the retry.
    const [message] = await stored();
    if (!message) throw new Error('not stored');
    await applyLiveEvent(ctx, { type: 'chat_message', data: message });
    clock.time += 10 * 60_000;
    await pushOutbox(ctx);
    await pull(ctx, { withMeta: false });
    expect(chatPosts(server)).toHaveLength(2);
    expect(await stored()).toHaveLength(1);
    expect(await db.chatMessages.toArray()).toEqual([
      expect.objectContaining({ id: args.id, status: 'sent', timestamp: message.timestamp }),
    ]);
  });
});
