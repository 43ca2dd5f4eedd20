/**
 * The Ask Anything stream over a real PGlite and the real app: event order and the stored
 * exchange, a narrative engine failing before or after its first piece (test doubles of the
 * NarrativeEngine interface), a client leaving mid-answer, and the LLM engine against the
 * local chat-completions stand-in (its prose, our items).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { ulid } from 'ulid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AMA_MESSAGES, type AmaChat } from '../../contract/ama';
import { draftAnswer } from '../guidance/answer';
import { createLlmNarrative } from '../guidance/llm';
import { type NarrativeEngine, NarrativeError, type NarrativeRequest } from '../guidance/narrative';
import { createTestApi, type TestApi } from '../testing';
import { type LlmStandIn, startLlmStandIn } from '../testing-llm';
import { amaMember, ask, askRequest, doneChat, storedRows, streamedText } from './testing';

let api: TestApi;
let standIn: LlmStandIn;
let embedded: NarrativeEngine;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 4, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  embedded = api.deps.narrative;
  standIn = await startLlmStandIn();
});
afterEach(() => {
  api.deps.narrative = embedded;
});
afterAll(async () => {
  await standIn?.close();
  await api?.close();
});

const QUESTION = 'How do I become a data analyst?';
const question = (parent: string | null = null) => ({ id: ulid(), question: QUESTION, parent_chat: parent });
const textOf = (chat: AmaChat) => chat.messages.find((part) => part.type === 'text')?.value;
const itemsOf = (chat: AmaChat) => chat.messages.find((part) => part.type === 'recommendations')?.value.items;

/** An engine (a double of the interface) that streams `pieces`, then throws if told to. */
function scripted(pieces: string[], fail: boolean, seen: NarrativeRequest[] = []): NarrativeEngine {
  return {
    name: 'llm',
    async *stream(request) {
      seen.push(request);
      let partial = '';
      for (const piece of pieces) {
        partial += piece;
        yield piece;
      }
      if (fail) throw new NarrativeError('engine broke', partial);
    },
  };
}

async function expectedDraft(userId: number, history: Array<{ question: string; answer: string }> = []) {
  const tenant = await api.deps.tenants.byHost('localhost');
  return draftAnswer(api.database.db, {
    tenantId: tenant!.id,
    userId,
    options: tenant!.options,
    question: QUESTION,
    history,
    agentName: null,
  });
}

describe('POST /api/v1/ama/ask/ stream', () => {
  it('streams start, text pieces and done as NDJSON, and stores the exchange', async () => {
    const me = await amaMember(api);
    const body = question();
    const res = await ask(api, me.token, body);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');

    const types = res.events.map((event) => event.type);
    expect(types[0]).toBe('start');
    expect(types.at(-1)).toBe('done');
    expect(types.slice(1, -1).every((type) => type === 'text')).toBe(true);
    const start = res.events[0];
    expect(start?.type === 'start' && start.chat).toMatchObject({
      id: body.id,
      conversation: body.id,
      question: QUESTION,
      messages: [],
      is_error: false,
    });

    const done = doneChat(res);
    const draft = await expectedDraft(me.id);
    expect(done.messages.map((part) => part.type)).toEqual(['text', 'recommendations', 'relevant_questions']);
    expect(textOf(done)).toBe(draft.fallback);
    expect(streamedText(res)).toBe(draft.fallback);
    expect(itemsOf(done)).toEqual(draft.items);
    expect(done.messages[2]).toEqual({ type: 'relevant_questions', value: draft.relevantQuestions });
    expect(done).toMatchObject({ id: body.id, is_error: false, agent: null, feedback: null, parent_chat: null });

    const [row] = await storedRows(api, body.id);
    expect(row).toMatchObject({ userId: me.id, engine: 'embedded', isError: false, conversation: body.id });
    expect(row?.messages).toEqual(done.messages);
    expect(row?.createdAt.toISOString()).toBe(done.created_at);
  });

  it('gives the engine the conversation so far (at most 6 exchanges, oldest first)', async () => {
    const me = await amaMember(api);
    let parent: string | null = null;
    const asked: string[] = [];
    for (let turn = 0; turn < 7; turn += 1) {
      const body: { id: string; question: string; parent_chat: string | null } = {
        ...question(parent),
        question: `Turn ${turn}`,
      };
      parent = doneChat(await ask(api, me.token, body)).id;
      asked.push(body.question);
    }
    const seen: NarrativeRequest[] = [];
    api.deps.narrative = scripted(['Answer.'], false, seen);
    doneChat(await ask(api, me.token, question(parent)));
    expect(seen[0]?.history.map((turn) => turn.question)).toEqual(asked.slice(1));
    expect(seen[0]?.history[0]?.answer.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ kind: 'answer', question: QUESTION });
  });

  it('an engine failing before its first piece falls back to the embedded text', async () => {
    const me = await amaMember(api);
    api.deps.narrative = scripted([], true);
    const body = question();
    const res = await ask(api, me.token, body);
    const done = doneChat(res);
    expect(done.is_error).toBe(false);
    expect(textOf(done)).toBe((await expectedDraft(me.id)).fallback);
    expect(streamedText(res)).toBe(textOf(done));
    expect((await storedRows(api, body.id))[0]).toMatchObject({ engine: 'embedded', isError: false });
  });

  it('an engine failing after some pieces keeps the partial text, marked as an error', async () => {
    const me = await amaMember(api);
    api.deps.narrative = scripted(['Start with ', 'SQL and'], true);
    const body = question();
    const res = await ask(api, me.token, body);
    const done = doneChat(res);
    const expected = `Start with SQL and\n\n${AMA_MESSAGES.cutOff}`;
    expect(done.is_error).toBe(true);
    expect(textOf(done)).toBe(expected);
    expect(streamedText(res)).toBe(expected);
    expect(itemsOf(done)).toEqual((await expectedDraft(me.id)).items);
    expect((await storedRows(api, body.id))[0]).toMatchObject({ engine: 'llm', isError: true });
  });

  it('stores the whole exchange when the client leaves mid-answer; asking again replays it', async () => {
    const me = await amaMember(api);
    const gate: { open?: () => void } = {};
    const opened = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    api.deps.narrative = {
      name: 'llm',
      async *stream() {
        yield 'First piece. ';
        await opened;
        yield 'Second piece.';
      },
    };
    // A real HTTP server: lines must reach the socket as they are produced (no buffering
    // by compression or idempotency), and the socket closing must not stop the answer.
    const server = createAdaptorServer({ fetch: api.app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const { port } = server.address() as AddressInfo;
    const body = question();
    const leave = new AbortController();
    const res = await fetch(`http://localhost:${port}/api/v1/ama/ask/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: JSON.stringify(body),
      signal: leave.signal,
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('First piece')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    // The engine is still waiting: this piece was sent as soon as it was written.
    expect(seen).toContain('{"type":"text","value":"First piece. "}');
    leave.abort();
    server.closeAllConnections();
    gate.open?.();
    let rows = await storedRows(api, body.id);
    for (let tries = 0; rows.length === 0 && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      rows = await storedRows(api, body.id);
    }
    expect(rows[0]?.messages[0]).toEqual({ type: 'text', value: 'First piece. Second piece.' });
    expect(rows[0]?.isError).toBe(false);
    server.close();
    const replay = await ask(api, me.token, body);
    expect(textOf(doneChat(replay))).toBe('First piece. Second piece.');
  });
});

describe('asking again while the answer is under way', () => {
  it('waits for the first answer and replays it: one generation, the same exchange', async () => {
    const me = await amaMember(api);
    const gate: { open?: () => void } = {};
    const opened = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    let generations = 0;
    api.deps.narrative = {
      name: 'llm',
      async *stream() {
        generations += 1;
        yield 'Only once. ';
        await opened;
        yield 'Done.';
      },
    };
    const body = question();
    const first = await api.app.request(askRequest(me.token, body));
    const retry = api.app.request(askRequest(me.token, body));
    const stranger = await amaMember(api);
    expect((await ask(api, stranger.token, body)).status).toBe(409);
    gate.open?.();
    const firstLines = (await first.text()).trim().split('\n');
    const retryLines = (await (await retry).text()).trim().split('\n');
    expect(generations).toBe(1);
    expect(retryLines).toHaveLength(2);
    expect(retryLines[1]).toBe(firstLines.at(-1));
    expect(retryLines[1]).toContain('Only once. Done.');
    expect(await storedRows(api, body.id)).toHaveLength(1);
  });
});

describe('the LLM engine in the app', () => {
  it("writes the answer from the LLM's text and still returns the items our retrieval picked", async () => {
    const me = await amaMember(api);
    const prose = ['Become a data analyst: ', 'see /resource/made-up-course ', 'and "Invented Job".'];
    standIn.reply({ type: 'stream', pieces: prose });
    api.deps.narrative = createLlmNarrative({ baseUrl: standIn.baseUrl, apiKey: 'sk-app', model: 'guide-1' });
    const before = standIn.requests.length;
    const body = question();
    const res = await ask(api, me.token, body);
    const done = doneChat(res);
    const draft = await expectedDraft(me.id);
    expect(textOf(done)).toBe(prose.join(''));
    expect(streamedText(res)).toBe(prose.join(''));
    expect(itemsOf(done)).toEqual(draft.items);
    expect(JSON.stringify(itemsOf(done))).not.toContain('made-up-course');
    expect((await storedRows(api, body.id))[0]).toMatchObject({ engine: 'llm', isError: false });

    const sent = standIn.requests[before]!;
    expect(sent.body.model).toBe('guide-1');
    expect(sent.headers.authorization).toBe('Bearer sk-app');
    expect(sent.body.messages?.[0]).toEqual({ role: 'system', content: draft.system });
    expect(sent.body.messages?.at(-1)?.content).toContain(draft.context);
    expect(sent.body.messages?.at(-1)?.content).toContain(QUESTION);
  });

  it('an LLM error before any text answers with the embedded text; a cut stream keeps its part', async () => {
    const me = await amaMember(api);
    api.deps.narrative = createLlmNarrative({ baseUrl: standIn.baseUrl, apiKey: 'bad', model: 'guide-1' });
    standIn.reply({ type: 'error', status: 401, message: 'Incorrect API key provided' });
    const fallback = doneChat(await ask(api, me.token, question()));
    expect(textOf(fallback)).toBe((await expectedDraft(me.id)).fallback);
    expect(fallback.is_error).toBe(false);

    standIn.reply({ type: 'cut', pieces: ['Half an ', 'answer'] });
    const cut = doneChat(await ask(api, me.token, question()));
    expect(cut.is_error).toBe(true);
    expect(textOf(cut)).toBe(`Half an answer\n\n${AMA_MESSAGES.cutOff}`);
  });
});
