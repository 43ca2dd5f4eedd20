/**
 * Ask Anything in the worker against the real server (real routes, PGlite, the embedded
 * engine): the exchange streams into db.amaChats, ends equal to the server's, survives a
 * connection cut by asking again, and refusals store nothing. Feedback goes through the outbox.
 */
import { monotonicFactory } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMA_MESSAGES, type AmaChat, amaAnswerText } from '../../contract';
import { createTestApi, type TestApi } from '../../server/testing';
import { amaFeedback } from '../agents/agent-feedback-mutator';
import type { SyncContext } from '../core/context';
import { getMeta, type LocalAmaChat, type PortalDb, setMeta } from '../core/db';
import { createApiClient, type FetchFn } from '../core/http';
import { mutateWith, needsAttention } from '../core/outbox';
import { pushOutbox } from '../core/push';
import { testDb } from '../testing/fixtures';
import { createAma, recoverStaleExchanges } from './ama';
import { streamEvents } from './ama-stream';

const ulid = monotonicFactory();
const BASE = 'http://localhost:8080';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0 });
}, 120_000);
afterAll(() => api?.close());

const serverFetch: FetchFn = (input, init) => {
  const headers = new Headers(init.headers);
  headers.set('Host', 'localhost:8080');
  return Promise.resolve(api.app.request(input, { ...init, headers }));
};

/** A transport that breaks the next `cuts` answers of /ama/ask/ after their first line (the start event). */
function cutting(cuts: number): FetchFn {
  let left = cuts;
  return async (input, init) => {
    const response = await serverFetch(input, init);
    if (left === 0 || !input.includes('/ama/ask/') || !response.body) return response;
    left -= 1;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value } = await reader.read();
        const end = value ? value.indexOf(10) : -1;
        if (value && end >= 0) controller.enqueue(value.slice(0, end + 1));
        await reader.cancel();
        controller.error(new TypeError('connection lost'));
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

async function device(email: string, fetch: FetchFn = serverFetch): Promise<{ db: PortalDb; ctx: SyncContext }> {
  const db = testDb();
  await setMeta(db, 'session', await api.login(email));
  return { db, ctx: { db, api: createApiClient({ db, baseUrl: BASE, fetch }), now: Date.now, random: () => 0.5 } };
}

/** Every state the exchange's row went through, as written. */
function recordStates(db: PortalDb): LocalAmaChat[] {
  const states: LocalAmaChat[] = [];
  db.amaChats.hook('creating', (_key, row) => void states.push({ ...row }));
  db.amaChats.hook('updating', (changes, _key, row) => void states.push({ ...row, ...changes }));
  return states;
}

async function serverChats(email: string, query = ''): Promise<AmaChat[]> {
  const token = (await api.login(email)).access;
  return (await api.call<{ data: AmaChat[] }>('GET', `/api/v1/ama/chats/?page_size=50${query}`, { token })).body.data;
}

const withoutStatus = ({ status: _status, ...chat }: LocalAmaChat) => chat;

describe('Ask Anything over the real server', { timeout: 60_000 }, () => {
  it('streams an answer into db.amaChats and ends equal to the server exchange; follow-ups and history', async () => {
    const { db, ctx } = await device('member@example.org');
    const ama = createAma(ctx);
    const states = recordStates(db);
    const asked = await ama.ask('Which skills should I learn next for my career goals?', null);
    if (!asked.ok) throw new Error(asked.message);
    const streaming = states.filter((state) => state.status === 'streaming');
    expect(streaming[0]).toMatchObject({ id: asked.id, conversation: asked.id, messages: [] });
    expect(streaming.some((state) => amaAnswerText(state).length > 0)).toBe(true);
    const row = (await db.amaChats.get(asked.id)) as LocalAmaChat;
    expect(row.status).toBe('done');
    for (const state of streaming) expect(amaAnswerText(row).startsWith(amaAnswerText(state))).toBe(true);
    const [server] = (await serverChats('member@example.org')).filter((chat) => chat.id === asked.id);
    expect(withoutStatus(row)).toEqual(server);

    const followUp = await ama.ask('And which circles fit that?', asked.id);
    if (!followUp.ok) throw new Error(followUp.message);
    expect(await db.amaChats.get(followUp.id)).toMatchObject({ conversation: asked.id, status: 'done' });

    await db.amaChats.clear();
    const history = await ama.history(1, asked.id);
    expect(history).toMatchObject({ kind: 'done', count: 2 });
    expect(await db.amaChats.where('conversation').equals(asked.id).count()).toBe(2);
    expect(await ama.history(1)).toMatchObject({ kind: 'done', next: null });
  });

  it('asks again with the same id after a cut, and keeps a cut-off answer when that fails too', async () => {
    const once = await device('member@example.org', cutting(1));
    const recovered = await createAma(once.ctx).ask('How do I start learning AI skills for my field?', null);
    if (!recovered.ok) throw new Error(recovered.message);
    const row = (await once.db.amaChats.get(recovered.id)) as LocalAmaChat;
    expect(row.status).toBe('done');
    const [server] = (await serverChats('member@example.org')).filter((chat) => chat.id === recovered.id);
    expect(withoutStatus(row)).toEqual(server);

    const twice = await device('member@example.org', cutting(2));
    const cut = await createAma(twice.ctx).ask('Which AI tools could help me in my role?', null);
    expect(cut).toMatchObject({ ok: false, kind: 'failed', message: AMA_MESSAGES.cutOff, id: expect.any(String) });
    const broken = await twice.db.amaChats.get(cut.id ?? '');
    expect(broken).toMatchObject({ status: 'error', is_error: true });
    expect(amaAnswerText(broken ?? { messages: [] }).endsWith(AMA_MESSAGES.cutOff)).toBe(true);
  });

  it('refreshes an expired access token once and still streams the answer', async () => {
    const { db, ctx } = await device('member@example.org');
    const pair = await api.login('member@example.org');
    await setMeta(db, 'session', { ...pair, access: 'expired.access.token' });
    const asked = await createAma(ctx).ask('Who should I connect with to grow my career?', null);
    if (!asked.ok) throw new Error(asked.message);
    expect((await db.amaChats.get(asked.id))?.status).toBe('done');
    expect((await getMeta(db, 'session'))?.access).not.toBe('expired.access.token');
  });

  it('stores nothing when refused (no use_ama, bad input) or offline', async () => {
    const student = await device('student@example.org');
    const refused = await createAma(student.ctx).ask('How do I grow into a leadership role?', null);
    expect(refused).toEqual({ ok: false, kind: 'upgrade', message: AMA_MESSAGES.upgrade, id: null });
    expect(await createAma(student.ctx).history(1)).toEqual({ kind: 'upgrade' });
    expect(await student.db.amaChats.count()).toBe(0);

    const member = await device('member@example.org');
    const ama = createAma(member.ctx);
    expect(await ama.ask('   ', null)).toMatchObject({ ok: false, kind: 'invalid', id: null });
    expect(await ama.ask('Hello?', ulid())).toMatchObject({ ok: false, kind: 'invalid', id: null });
    expect(await member.db.amaChats.count()).toBe(0);

    const offline = await device('member@example.org', () => Promise.reject(new TypeError('offline')));
    expect(await createAma(offline.ctx).ask('Anyone there?', null)).toEqual({
      ok: false,
      kind: 'offline',
      message: AMA_MESSAGES.offline,
      id: null,
    });
    expect(await createAma(offline.ctx).history(1)).toEqual({ kind: 'offline' });
    expect(await offline.db.amaChats.count()).toBe(0);
  });

  it('pushes answer feedback to the server; a refused one reverts', async () => {
    const { db, ctx } = await device('member@example.org');
    const asked = await createAma(ctx).ask('How can I make my resume stand out?', null);
    if (!asked.ok) throw new Error(asked.message);
    await mutateWith(db, amaFeedback, { chat: asked.id, feedback: 'Clear and useful', rating: 5 });
    expect((await db.amaChats.get(asked.id))?.feedback).toEqual({ feedback: 'Clear and useful', rating: 5 });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await needsAttention(db)).toEqual([]);
    const [server] = (await serverChats('member@example.org')).filter((chat) => chat.id === asked.id);
    expect(server?.feedback).toEqual({ feedback: 'Clear and useful', rating: 5 });

    // An exchange the server does not know (never sent) refuses the feedback; the row reverts.
    const local = { ...((await db.amaChats.get(asked.id)) as LocalAmaChat), id: ulid(), feedback: null };
    await db.amaChats.put(local);
    await mutateWith(db, amaFeedback, { chat: local.id, feedback: 'Lost', rating: 1 });
    await pushOutbox(ctx);
    expect((await db.amaChats.get(local.id))?.feedback).toBeNull();
    expect(await needsAttention(db)).toHaveLength(1);
  });
});

describe('the NDJSON reader', () => {
  it('finishes an exchange a closed page left streaming: asked again with its own id, answered once', async () => {
    const { db, ctx } = await device('member@example.org');
    const id = ulid();
    const question = 'Which skills should I learn next for my career goals?';
    await db.amaChats.put({
      id,
      conversation: id,
      parent_chat: null,
      question,
      messages: [{ type: 'text', value: 'Half an ans' }],
      is_error: false,
      agent: null,
      created_at: new Date().toISOString(),
      feedback: null,
      status: 'streaming',
    });
    await recoverStaleExchanges(ctx);
    const row = await db.amaChats.get(id);
    const stored = (await serverChats('member@example.org')).filter((chat) => chat.id === id);
    expect(stored).toHaveLength(1);
    expect(row?.status).toBe('done');
    expect(amaAnswerText(row!)).toBe(amaAnswerText(stored[0]!));
    // A second recovery finds nothing left to do and asks nothing.
    await recoverStaleExchanges(ctx);
    expect((await serverChats('member@example.org')).filter((chat) => chat.id === id)).toHaveLength(1);
  });

  it('parses events split across chunks and skips lines outside the contract', async () => {
    const lines =
      '{"type":"text","value":"Hel"}\n{"type":"bogus"}\nnot json\n{"type":"text","value":"lo"}\n{"type":"error","message":"x"}';
    const encoded = new TextEncoder().encode(lines);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < encoded.length; at += 7) controller.enqueue(encoded.slice(at, at + 7));
        controller.close();
      },
    });
    const events = [];
    for await (const event of streamEvents(body)) events.push(event);
    expect(events).toEqual([
      { type: 'text', value: 'Hel' },
      { type: 'text', value: 'lo' },
      { type: 'error', message: 'x' },
    ]);
  });
});
