/**
 * One-to-one chat over a real PGlite and the real app: sending (ULID dedupe, validation,
 * who may be messaged), rooms as each member sees them, history pages, read positions, the
 * change feed of both members, the seeded demo conversation, and a live websocket event
 * reaching the recipient of a started server.
 */
import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, type ChatMessage, type ChatRoom, chatText } from '../../contract/chat';
import type { Paged } from '../../contract/paging';
import { users } from '../db/schema';
import { profiles } from '../profiles/schema';
import { newMember } from '../profiles/testing';
import type { RunningServer } from '../start';
import { CAMPUS_HOST, createTestApi, readChanges, type TestApi } from '../testing';
import { apiToken, openEventSocket, api as serverApi, startInMemoryServer, until } from '../testing-server';
import { CHAT_SERVER_MESSAGES } from './rooms';
import { chatMessages } from './schema';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
});
afterAll(() => api?.close());

/** A fresh member with one_to_one_chat. */
async function chatMember(host = 'localhost') {
  const member = await newMember(api, host);
  await api.database.db.update(users).set({ oneToOneChat: true }).where(eq(users.id, member.id));
  return member;
}

/** A refused send: DRF-shaped field errors or a detail. */
type Refusal = { detail?: string; id?: string[]; recipient?: string[]; text?: string[] };
const send = <T = ChatMessage>(token: string, body: unknown, host?: string) =>
  api.call<T>('POST', '/api/v1/chat/messages/', {
    token,
    body,
    ...(host ? { host } : {}),
  });
const rooms = (token: string, query = '') => api.call<Paged<ChatRoom>>('GET', `/api/v1/chat/rooms/${query}`, { token });
const history = (token: string, roomId: number, query = '') =>
  api.call<Paged<ChatMessage>>('GET', `/api/v1/chat/rooms/${roomId}/messages/${query}`, { token });
const head = async (token: string) => (await readChanges(api, token)).body.cursor;

describe('POST /api/v1/chat/messages/', () => {
  it('sends a message: 201 with both people, the room created and listed for both members', async () => {
    const me = await chatMember();
    const them = await chatMember();
    const id = ulid();
    const res = await send(me.token, { id, recipient: them.id, text: '  Hello there  ' });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(id);
    expect(chatText(res.body)).toBe('Hello there');
    expect(res.body.sender).toMatchObject({ id: me.id, type: 'user', slug: me.slug, image_path: null });
    expect(res.body.recipient).toMatchObject({ id: them.id, slug: them.slug });
    expect(res.body.sender.name).toMatch(/^Fresh Member\d+$/);

    const mine = await rooms(me.token);
    expect(mine.status).toBe(200);
    expect(mine.body.pagination.count).toBe(1);
    const room = mine.body.data[0]!;
    expect(room).toMatchObject({ id: res.body.room, type: 'ONE_TO_ONE', name: res.body.recipient.name });
    expect(room.unread_count).toBe(0);
    expect(room.last_message?.id).toBe(id);
    expect(room.users.map((user) => user.id).sort()).toEqual([me.id, them.id].sort());

    const theirs = (await rooms(them.token)).body.data[0]!;
    expect(theirs).toMatchObject({ id: room.id, name: res.body.sender.name, unread_count: 1 });
  });

  it('a replay of the same id answers the stored message: one row, no second change', async () => {
    const me = await chatMember();
    const them = await chatMember();
    const id = ulid();
    const first = await send(me.token, { id, recipient: them.id, text: 'Only once' });
    const cursor = await head(them.token);
    const again = await send(me.token, { id, recipient: them.id, text: 'Only once' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await api.database.db.select().from(chatMessages).where(eq(chatMessages.id, id));
    expect(rows).toHaveLength(1);
    expect((await readChanges(api, them.token, cursor)).body.changes).toEqual([]);
    expect((await rooms(them.token)).body.data[0]!.unread_count).toBe(1);
  });

  it('an id already used by another sender is a 409 and stores nothing', async () => {
    const me = await chatMember();
    const them = await chatMember();
    const id = ulid();
    expect((await send(me.token, { id, recipient: them.id, text: 'Mine' })).status).toBe(201);
    const clash = await send<Refusal>(them.token, { id, recipient: me.id, text: 'Theirs' });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ detail: CHAT_SERVER_MESSAGES.idTaken });
    const [row] = await api.database.db.select().from(chatMessages).where(eq(chatMessages.id, id));
    expect(row?.text).toBe('Mine');
  });

  it('refuses empty, whitespace, too long texts and bad ids with the contract messages', async () => {
    const me = await chatMember();
    const them = await chatMember();
    const empty = await send<Refusal>(me.token, { id: ulid(), recipient: them.id, text: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.text).toEqual([CHAT_MESSAGES.messageRequired]);
    const blank = await send<Refusal>(me.token, { id: ulid(), recipient: them.id, text: ' \n\t ' });
    expect(blank.status).toBe(400);
    expect(blank.body.text).toEqual([CHAT_MESSAGES.messageRequired]);
    const long = await send<Refusal>(me.token, {
      id: ulid(),
      recipient: them.id,
      text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.text).toEqual([CHAT_MESSAGES.messageTooLong]);
    const exact = await send(me.token, { id: ulid(), recipient: them.id, text: 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH) });
    expect(exact.status).toBe(201);
    const badId = await send<Refusal>(me.token, { id: 'not-a-ulid', recipient: them.id, text: 'Hi' });
    expect(badId.status).toBe(400);
    expect(badId.body.id).toBeDefined();
    const noRecipient = await send<Refusal>(me.token, { id: ulid(), text: 'Hi' });
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.body.recipient).toBeDefined();
    expect((await rooms(them.token)).body.data[0]!.unread_count).toBe(1);
  });

  it('refuses yourself (400), unknown or other-tenant people (404) and influencers (400)', async () => {
    const me = await chatMember();
    const self = await send<Refusal>(me.token, { id: ulid(), recipient: me.id, text: 'Hi me' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ recipient: [CHAT_MESSAGES.cannotMessageSelf] });
    const elsewhere = await chatMember(CAMPUS_HOST);
    expect((await send(me.token, { id: ulid(), recipient: elsewhere.id, text: 'Hi' })).status).toBe(404);
    expect((await send(me.token, { id: ulid(), recipient: 99_999_999, text: 'Hi' })).status).toBe(404);
    const [influencer] = await api.database.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.isInfluencer, true), eq(profiles.tenantId, api.seeded.defaultTenantId)))
      .limit(1);
    const res = await send(me.token, { id: ulid(), recipient: influencer!.id, text: 'Hi' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: CHAT_SERVER_MESSAGES.influencer });
    expect((await rooms(me.token)).body.data).toEqual([]);
  });

  it('needs sign-in (401) and one_to_one_chat (403 with the upgrade text, every chat call)', async () => {
    expect((await api.call('GET', '/api/v1/chat/rooms/')).status).toBe(401);
    const student = (await api.login('student@example.org')).access;
    const member = await chatMember();
    for (const [method, path, body] of [
      ['GET', '/api/v1/chat/rooms/', undefined],
      ['POST', '/api/v1/chat/rooms/', { user: member.id }],
      ['POST', '/api/v1/chat/messages/', { id: ulid(), recipient: member.id, text: 'Hi' }],
      ['GET', '/api/v1/chat/rooms/1/messages/', undefined],
      ['POST', '/api/v1/chat/rooms/1/read/', undefined],
    ] as const) {
      const res = await api.call(method, path, { token: student, ...(body ? { body } : {}) });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ detail: CHAT_MESSAGES.upgrade });
    }
  });
});

describe('rooms, history and reading', () => {
  it('POST /chat/rooms/ finds or creates the room of a pair, the same from either side', async () => {
    const me = await chatMember();
    const them = await chatMember();
    const created = await api.call<ChatRoom>('POST', '/api/v1/chat/rooms/', {
      token: me.token,
      body: { user: them.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ last_message: null, unread_count: 0, type: 'ONE_TO_ONE' });
    const found = await api.call<ChatRoom>('POST', '/api/v1/chat/rooms/', { token: them.token, body: { user: me.id } });
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(created.body.id);
    // Opened but never written in: not a conversation in either member's list yet.
    for (const who of [me, them]) {
      const listed = await api.call<Paged<ChatRoom>>('GET', '/api/v1/chat/rooms/', { token: who.token });
      expect(listed.body.data.map((room) => room.id)).not.toContain(created.body.id);
    }
    const self = await api.call('POST', '/api/v1/chat/rooms/', { token: me.token, body: { user: me.id } });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ user: [CHAT_MESSAGES.cannotMessageSelf] });
    const bad = await api.call('POST', '/api/v1/chat/rooms/', { token: me.token, body: { user: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('history is newest first in pages with a next URL; only members may read it (404)', async () => {
    const me = await chatMember();
    const them = await chatMember();
    const stranger = await chatMember();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = ulid();
      ids.push(id);
      await send(i % 2 === 0 ? me.token : them.token, { id, recipient: i % 2 === 0 ? them.id : me.id, text: `m${i}` });
    }
    const roomId = (await rooms(me.token)).body.data[0]!.id;
    const first = await history(me.token, roomId, '?page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((m) => chatText(m))).toEqual(['m4', 'm3']);
    expect(first.body.pagination).toEqual({
      count: 5,
      next: `/api/v1/chat/rooms/${roomId}/messages/?page=2&page_size=2`,
    });
    const last = await history(them.token, roomId, '?page=3&page_size=2');
    expect(last.body.data.map((m) => m.id)).toEqual([ids[0]]);
    expect(last.body.pagination.next).toBeNull();
    expect((await history(me.token, roomId)).body.data).toHaveLength(5);
    expect((await history(stranger.token, roomId)).status).toBe(404);
    expect((await history(me.token, 99_999_999)).status).toBe(404);
    expect((await history(me.token, roomId, '?page_size=101')).status).toBe(400);
    expect((await api.call('POST', `/api/v1/chat/rooms/${roomId}/read/`, { token: stranger.token })).status).toBe(404);
  });

  it('unread counts only the other member’s messages after the read position; read clears them', async () => {
    const me = await chatMember();
    const them = await chatMember();
    await send(them.token, { id: ulid(), recipient: me.id, text: 'One' });
    await send(them.token, { id: ulid(), recipient: me.id, text: 'Two' });
    await send(me.token, { id: ulid(), recipient: them.id, text: 'My own' });
    // Sending moves my read position to my message: what came before is read too.
    let room = (await rooms(me.token)).body.data[0]!;
    expect(room.unread_count).toBe(0);
    await send(them.token, { id: ulid(), recipient: me.id, text: 'Three' });
    await send(them.token, { id: ulid(), recipient: me.id, text: 'Four' });
    room = (await rooms(me.token)).body.data[0]!;
    expect(room.unread_count).toBe(2);
    expect((await rooms(them.token)).body.data[0]!.unread_count).toBe(0);

    const cursor = await head(me.token);
    const theirCursor = await head(them.token);
    const read = await api.call<ChatRoom>('POST', `/api/v1/chat/rooms/${room.id}/read/`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: room.id, unread_count: 0 });
    expect((await rooms(me.token)).body.data[0]!.unread_count).toBe(0);
    const changes = (await readChanges(api, me.token, cursor)).body.changes;
    expect(changes).toEqual([{ entity: 'chat_room', op: 'upsert', id: String(room.id), data: read.body }]);
    expect((await readChanges(api, them.token, theirCursor)).body.changes).toEqual([]);
  });

  it('lists rooms by latest activity, paged', async () => {
    const me = await chatMember();
    const a = await chatMember();
    const b = await chatMember();
    await send(me.token, { id: ulid(), recipient: a.id, text: 'to a' });
    await send(me.token, { id: ulid(), recipient: b.id, text: 'to b' });
    expect((await rooms(me.token)).body.data.map((r) => r.users.find((u) => u.id !== me.id)!.id)).toEqual([b.id, a.id]);
    await send(a.token, { id: ulid(), recipient: me.id, text: 'from a' });
    const page = await rooms(me.token, '?page_size=1');
    expect(page.body.data.map((r) => chatText(r.last_message!))).toEqual(['from a']);
    expect(page.body.pagination).toEqual({ count: 2, next: '/api/v1/chat/rooms/?page=2&page_size=1' });
  });

  it('the change feed carries the message and each member’s own room view to both', async () => {
    const me = await chatMember();
    const them = await chatMember();
    const mine = await head(me.token);
    const theirs = await head(them.token);
    const sent = await send(me.token, { id: ulid(), recipient: them.id, text: 'Through the feed' });
    const myChanges = (await readChanges(api, me.token, mine)).body.changes;
    const theirChanges = (await readChanges(api, them.token, theirs)).body.changes;
    for (const changes of [myChanges, theirChanges]) {
      expect(changes.find((c) => c.entity === 'chat_message')).toEqual({
        entity: 'chat_message',
        op: 'upsert',
        id: sent.body.id,
        data: sent.body,
      });
    }
    const myRoom = myChanges.find((c) => c.entity === 'chat_room');
    const theirRoom = theirChanges.find((c) => c.entity === 'chat_room');
    expect(myRoom).toMatchObject({
      id: String(sent.body.room),
      data: { name: sent.body.recipient.name, unread_count: 0 },
    });
    expect(theirRoom).toMatchObject({
      id: String(sent.body.room),
      data: { name: sent.body.sender.name, unread_count: 1 },
    });
    // A third member sees none of it.
    const other = await chatMember();
    const changes = (await readChanges(api, other.token, 0)).body.changes;
    expect(changes.filter((c) => c.entity === 'chat_message' || c.entity === 'chat_room')).toEqual([]);
  });
});

describe('the seeded demo conversation', () => {
  it('member@ has a room with admin@ whose newest message, from admin@, is unread', async () => {
    const member = (await api.login('member@example.org')).access;
    const admin = (await api.login('admin@example.org')).access;
    const list = (await rooms(member)).body.data;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const withAdmin = list.find((room) => room.name === 'Amara Okafor')!;
    expect(withAdmin.unread_count).toBe(1);
    expect(withAdmin.last_message?.sender.name).toBe('Amara Okafor');
    expect(list[0]!.id).toBe(withAdmin.id);
    const page = (await history(admin, withAdmin.id)).body;
    expect(page.data.length).toBeGreaterThanOrEqual(4);
    expect(page.data.length).toBeLessThanOrEqual(6);
    expect((await rooms(admin)).body.data.find((room) => room.id === withAdmin.id)?.unread_count).toBe(0);
    // The other tenant has its own demo conversation.
    const campus = (await api.login('member@example.org', 'campus.localhost')).access;
    const campusRooms = await api.call<Paged<ChatRoom>>('GET', '/api/v1/chat/rooms/', {
      token: campus,
      host: CAMPUS_HOST,
    });
    expect(campusRooms.body.data.map((room) => room.id)).not.toContain(withAdmin.id);
  });
});

describe('live chat_message events', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startInMemoryServer({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  });
  afterAll(() => server?.close());

  it('the recipient’s socket receives the message, then a changes poke; a third member’s nothing', async () => {
    const admin = await apiToken(server.port, 'localhost', 'admin@example.org');
    const member = await apiToken(server.port, 'localhost', 'member@example.org');
    const student = await apiToken(server.port, 'localhost', 'student@example.org');
    const recipient = openEventSocket(server.port, member);
    const bystander = openEventSocket(server.port, student);
    await Promise.all([recipient.opened, bystander.opened]);
    const identity = await serverApi<{ id: number }>(server.port, 'localhost', 'GET', '/api/v1/identity/', {
      token: member,
    });
    const sent = await serverApi<ChatMessage>(server.port, 'localhost', 'POST', '/api/v1/chat/messages/', {
      token: admin,
      body: { id: ulid(), recipient: identity.body.id, text: 'Live!' },
    });
    expect(sent.status).toBe(201);
    await until(() => recipient.events.length >= 2, 'the message and the poke');
    expect(recipient.events).toEqual([{ type: 'chat_message', data: sent.body }, { type: 'changes' }]);
    expect(bystander.events).toEqual([]);
    recipient.ws.close();
    bystander.ws.close();
  });
});
