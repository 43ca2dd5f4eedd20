/**
 * The chat area on the endpoint table: the worker's paths come from it, and the answers stay
 * what they were before the table (every chat path, known or not, asks for a token and then
 * the chat plan first; a room id that is not a number is not found; a foreign room is not
 * found whatever its query; a repeated query key counts once).
 */
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS, CHAT_MESSAGES, type ChatMessage } from '../../contract/chat';
import { pathOf } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/messages';
import { users } from '../db/schema';
import { newMember } from '../profiles/testing';
import { createTestApi, type TestApi } from '../testing';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
}, 400_000);
afterAll(() => api?.close());

async function chatMember() {
  const member = await newMember(api);
  await api.database.db.update(users).set({ oneToOneChat: true }).where(eq(users.id, member.id));
  return member;
}

const UNKNOWN = [
  ['GET', '/api/v1/chat/rooms/abc/messages/'],
  ['POST', '/api/v1/chat/rooms/abc/read/'],
  ['POST', '/api/v1/chat/rooms/007/read/'],
  ['DELETE', '/api/v1/chat/rooms/'],
  ['PUT', '/api/v1/chat/messages/'],
  ['GET', '/api/v1/chat/nowhere/'],
] as const;

describe('the chat endpoint table', () => {
  it('builds concrete paths, a segment pattern left out', () => {
    expect(pathOf(CHAT_ENDPOINTS.rooms)).toBe('/api/v1/chat/rooms/');
    expect(pathOf(CHAT_ENDPOINTS.history, { id: 4 })).toBe('/api/v1/chat/rooms/4/messages/');
    expect(pathOf(CHAT_ENDPOINTS.read, { id: 4 })).toBe('/api/v1/chat/rooms/4/read/');
    expect(pathOf(CHAT_ENDPOINTS.send)).toBe('/api/v1/chat/messages/');
  });

  it('asks for a token, then the chat plan, then answers an unknown path or method as not found', async () => {
    const plain = await newMember(api);
    const member = await chatMember();
    for (const [method, path] of UNKNOWN) {
      const anonymous = await api.call(method, path);
      expect([method, path, anonymous.status]).toEqual([method, path, 401]);
      const noPlan = await api.call(method, path, { token: plain.token });
      expect([method, path, noPlan.status, noPlan.body]).toEqual([
        method,
        path,
        403,
        { detail: CHAT_MESSAGES.upgrade },
      ]);
      const found = await api.call(method, path, { token: member.token });
      expect([method, path, found.status, found.body]).toEqual([method, path, 404, { detail: MESSAGES.notFound }]);
    }
  });

  it('checks the plan before the body: a bad send without the plan is the upgrade text', async () => {
    const plain = await newMember(api);
    const res = await api.call('POST', pathOf(CHAT_ENDPOINTS.send), { token: plain.token, body: { text: '' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: CHAT_MESSAGES.upgrade });
  });

  it('names each bad field of a send, and of a room query', async () => {
    const member = await chatMember();
    const bad = await api.call('POST', pathOf(CHAT_ENDPOINTS.send), { token: member.token, body: { text: ' ' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object).sort()).toEqual(['id', 'recipient', 'text']);
    const query = await api.call('GET', `${pathOf(CHAT_ENDPOINTS.rooms)}?page_size=abc`, { token: member.token });
    expect(query.status).toBe(400);
    expect(Object.keys(query.body as object)).toEqual(['page_size']);
  });

  it('reads the first value of a repeated query key', async () => {
    const me = await chatMember();
    for (let i = 0; i < 2; i += 1) {
      const peer = await chatMember();
      const sent = await api.call<ChatMessage>('POST', pathOf(CHAT_ENDPOINTS.send), {
        token: me.token,
        body: { id: ulid(), recipient: peer.id, text: 'Hello' },
      });
      expect(sent.status).toBe(201);
    }
    const res = await api.call<{ data: unknown[] }>(
      'GET',
      `${pathOf(CHAT_ENDPOINTS.rooms)}?page_size=1&page_size=abc`,
      {
        token: me.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
  });

  it("answers another pair's room as not found, whatever the query", async () => {
    const me = await chatMember();
    const them = await chatMember();
    const outsider = await chatMember();
    const sent = await api.call<ChatMessage>('POST', pathOf(CHAT_ENDPOINTS.send), {
      token: me.token,
      body: { id: ulid(), recipient: them.id, text: 'Hello' },
    });
    const history = pathOf(CHAT_ENDPOINTS.history, { id: sent.body.room });
    const good = await api.call('GET', history, { token: outsider.token });
    const bad = await api.call('GET', `${history}?page_size=abc`, { token: outsider.token });
    expect(good.status).toBe(404);
    expect([bad.status, bad.body]).toEqual([good.status, good.body]);
    const own = await api.call('GET', `${history}?page_size=abc`, { token: me.token });
    expect(own.status).toBe(400);
  });
});
