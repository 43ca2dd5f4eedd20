/**
 * The LLM narrative engine against a local stand-in speaking the chat-completions protocol
 * (server/testing-llm.ts): pieces as streamed, the request it sends, and every failure as a
 * NarrativeError carrying what was already streamed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmStandIn, startLlmStandIn } from '../testing-llm';
import { createLlmNarrative, llmSettingsFromEnv, readSseData } from './llm';
import { NarrativeError, type NarrativeRequest } from './narrative';

let standIn: LlmStandIn;
beforeAll(async () => {
  standIn = await startLlmStandIn();
});
afterAll(() => standIn?.close());

const request: NarrativeRequest = {
  kind: 'answer',
  system: 'You are a career guide for Demo.',
  context: 'Skills: SQL, Python. Items: Intro to SQL (/resource/intro-to-sql).',
  question: 'How do I become a data analyst?',
  history: [{ question: 'What can I do?', answer: 'Many things.' }],
  fallback: 'Embedded text.',
};

const engine = (timeoutMs?: number) =>
  createLlmNarrative({
    baseUrl: standIn.baseUrl,
    apiKey: 'sk-test-key',
    model: 'test-model',
    ...(timeoutMs ? { timeoutMs } : {}),
  });

async function collect(pieces: AsyncIterable<string>) {
  const got: string[] = [];
  try {
    for await (const piece of pieces) got.push(piece);
    return { got, error: null };
  } catch (error) {
    if (!(error instanceof NarrativeError)) throw error;
    return { got, error };
  }
}

describe('createLlmNarrative', () => {
  it('streams the delta pieces and sends model, messages and the key', async () => {
    const pieces = ['To become ', 'a **data analyst**, ', 'start with SQL. ', 'Ünïcode ✓'];
    standIn.reply({ type: 'stream', pieces });
    const before = standIn.requests.length;
    const { got, error } = await collect(engine().stream(request));
    expect(error).toBeNull();
    expect(got).toEqual(pieces);

    const sent = standIn.requests[before]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.messages).toEqual([
      { role: 'system', content: request.system },
      { role: 'user', content: 'What can I do?' },
      { role: 'assistant', content: 'Many things.' },
      { role: 'user', content: expect.stringContaining(request.context) },
    ]);
    expect(sent.body.messages?.[3]?.content).toContain(request.question);
  });

  it('an error status throws with the provider message and nothing streamed', async () => {
    standIn.reply({ type: 'error', status: 401, message: 'Incorrect API key provided' });
    const unauthorized = await collect(engine().stream(request));
    expect(unauthorized.got).toEqual([]);
    expect(unauthorized.error?.message).toBe('LLM error 401: Incorrect API key provided');
    expect(unauthorized.error?.partial).toBe('');
    expect(unauthorized.error?.message).not.toContain('sk-test-key');

    standIn.reply({ type: 'error', status: 500, message: 'The server had an error' });
    const failed = await collect(engine().stream(request));
    expect(failed.error?.message).toBe('LLM error 500: The server had an error');
  });

  it('a stream cut mid-way throws with the partial text', async () => {
    standIn.reply({ type: 'cut', pieces: ['First part. ', 'Second part.'] });
    const { got, error } = await collect(engine().stream(request));
    expect(got).toEqual(['First part. ', 'Second part.']);
    expect(error).toBeInstanceOf(NarrativeError);
    expect(error?.partial).toBe('First part. Second part.');
  });

  it('a chunk that is not JSON throws with what came before it', async () => {
    const ok = `data: ${JSON.stringify({ choices: [{ delta: { content: 'Fine. ' } }] })}\n\n`;
    standIn.reply({ type: 'raw', body: `${ok}data: {not json\n\n` });
    const { got, error } = await collect(engine().stream(request));
    expect(got).toEqual(['Fine. ']);
    expect(error?.message).toBe('LLM sent a chunk that is not JSON');
    expect(error?.partial).toBe('Fine. ');
  });

  it('a slow first byte times out', async () => {
    standIn.reply({ type: 'stream', pieces: ['late'], firstByteDelayMs: 2_000 });
    const { got, error } = await collect(engine(150).stream(request));
    expect(got).toEqual([]);
    expect(error?.message).toBe('The LLM did not answer in time');
  });

  it("stops on the caller's signal", async () => {
    standIn.reply({ type: 'stream', pieces: ['never'], firstByteDelayMs: 2_000 });
    const controller = new AbortController();
    const run = collect(engine().stream(request, controller.signal));
    controller.abort();
    const { error } = await run;
    expect(error?.message).toBe('The request was cancelled');
  });

  it('a network failure throws a NarrativeError', async () => {
    const closed = await startLlmStandIn();
    await closed.close();
    const down = createLlmNarrative({ baseUrl: closed.baseUrl, apiKey: '', model: 'm' });
    const { error } = await collect(down.stream(request));
    expect(error).toBeInstanceOf(NarrativeError);
    expect(error?.partial).toBe('');
  });
});

describe('readSseData', () => {
  it('joins lines split across chunks, ignores comments and handles CRLF', async () => {
    const text = ': keep-alive\r\ndata: {"a":1}\r\n\r\ndata: [DONE]';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 5) controller.enqueue(bytes.slice(at, at + 5));
        controller.close();
      },
    });
    const got: string[] = [];
    for await (const data of readSseData(body, () => undefined)) got.push(data);
    expect(got).toEqual(['{"a":1}', '[DONE]']);
  });
});

describe('llmSettingsFromEnv', () => {
  it('is null without LLM_BASE_URL and needs LLM_MODEL with it', () => {
    expect(llmSettingsFromEnv({})).toBeNull();
    expect(() => llmSettingsFromEnv({ LLM_BASE_URL: 'http://x/v1' })).toThrow('LLM_MODEL');
    expect(llmSettingsFromEnv({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm', LLM_API_KEY: 'k' })).toEqual({
      baseUrl: 'http://x/v1',
      apiKey: 'k',
      model: 'm',
    });
  });
});
