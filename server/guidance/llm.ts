/**
 * The LLM narrative engine: an OpenAI-compatible chat-completions client (LLM_BASE_URL,
 * LLM_API_KEY, LLM_MODEL). It only writes prose around the facts our retrieval picked
 * (request.context); it never chooses items. The answer streams as server-sent events
 * ("data: {json}" lines, "data: [DONE]" at the end); each delta's content is yielded as it
 * comes. Every failure is a NarrativeError whose `partial` is what was already yielded, so
 * the caller can fall back (nothing yet) or keep the partial text.
 */
import { type NarrativeEngine, NarrativeError, type NarrativeRequest } from './narrative';

export interface LlmSettings {
  /** e.g. http://localhost:11434/v1 (the path that holds /chat/completions). */
  baseUrl: string;
  /** Sent as a bearer token; empty for local servers that need none. */
  apiKey: string;
  model: string;
  /** Wait for the first byte this long. @default 20 s */
  timeoutMs?: number;
  /** Wait between two chunks this long. @default 30 s */
  idleMs?: number;
  fetch?: typeof fetch;
}

const FIRST_BYTE_MS = 20_000;
const IDLE_MS = 30_000;

/**
 * LLM_BASE_URL, LLM_API_KEY, LLM_MODEL; null when none is set (the embedded engine). The key
 * is optional (a local model server needs none), the URL and the model are not: a half
 * configuration throws a one-line startup error rather than fall back to the embedded engine.
 */
export function llmSettingsFromEnv(env: Record<string, string | undefined>): LlmSettings | null {
  const baseUrl = env['LLM_BASE_URL']?.trim();
  const model = env['LLM_MODEL']?.trim();
  const apiKey = env['LLM_API_KEY']?.trim();
  if (!baseUrl) {
    const set = (['LLM_MODEL', 'LLM_API_KEY'] as const).filter((name) => env[name]?.trim());
    if (set.length === 0) return null;
    throw new Error(`the LLM is half-configured: ${set.join(', ')} set but LLM_BASE_URL is missing`);
  }
  if (!model) throw new Error('the LLM is half-configured: LLM_BASE_URL set but LLM_MODEL is missing');
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new Error('LLM_BASE_URL must be an http(s) URL, e.g. https://api.openai.com/v1');
  }
  return { baseUrl, apiKey: apiKey ?? '', model };
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The request's messages: our instructions, the conversation so far, then the facts and the question. */
export function llmMessages(request: NarrativeRequest): ChatMessage[] {
  const history = request.history.flatMap((turn): ChatMessage[] => [
    { role: 'user', content: turn.question },
    { role: 'assistant', content: turn.answer },
  ]);
  const ask = `Context (the only facts and portal items you may use):\n${request.context}\n\n${
    request.kind === 'report' ? 'Task' : 'Question'
  }: ${request.question}`;
  return [{ role: 'system', content: request.system }, ...history, { role: 'user', content: ask }];
}

/** The provider's error.message from an OpenAI-style error body, else a short status line. */
function providerError(status: number, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const error: unknown = parsed.error;
      if (typeof error === 'string') return `LLM error ${status}: ${error}`;
      if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
        return `LLM error ${status}: ${error.message}`;
      }
    }
  } catch {
    // Not JSON: the status alone says enough.
  }
  return `LLM error ${status}`;
}

/** The text of one streamed chunk: choices[0].delta.content; an in-stream error throws. */
function deltaOf(data: string): { content: string; finished: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new Error('LLM sent a chunk that is not JSON');
  }
  if (!parsed || typeof parsed !== 'object') throw new Error('LLM sent an unexpected chunk');
  if ('error' in parsed) throw new Error(providerError(200, data));
  const choice: unknown = 'choices' in parsed && Array.isArray(parsed.choices) ? parsed.choices[0] : undefined;
  if (!choice || typeof choice !== 'object') return { content: '', finished: false };
  const delta: unknown = 'delta' in choice ? choice.delta : undefined;
  const content =
    delta && typeof delta === 'object' && 'content' in delta && typeof delta.content === 'string' ? delta.content : '';
  const finished = 'finish_reason' in choice && typeof choice.finish_reason === 'string';
  return { content, finished };
}

/**
 * The `data:` payloads of a server-sent event stream, line by line; a chunk may end inside a
 * line (kept until its end arrives). `onChunk` runs on every chunk (the idle timer).
 */
export async function* readSseData(body: ReadableStream<Uint8Array>, onChunk: () => void): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk();
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n');
      while (end >= 0) {
        const line = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        if (line.startsWith('data:')) yield line.slice(5).trim();
        end = buffer.indexOf('\n');
      }
    }
    const last = (buffer + decoder.decode()).trim();
    if (last.startsWith('data:')) yield last.slice(5).trim();
  } finally {
    reader.releaseLock();
  }
}

export function createLlmNarrative(settings: LlmSettings): NarrativeEngine {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = settings.fetch ?? fetch;
  const firstByteMs = settings.timeoutMs ?? FIRST_BYTE_MS;
  const idleMs = settings.idleMs ?? IDLE_MS;

  return {
    name: 'llm',
    async *stream(request, signal) {
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let why = '';
      const stopAfter = (ms: number, reason: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          why = reason;
          controller.abort();
        }, ms);
      };
      const onCallerAbort = () => {
        why = 'The request was cancelled';
        controller.abort();
      };
      if (signal?.aborted) onCallerAbort();
      signal?.addEventListener('abort', onCallerAbort);
      let partial = '';
      const fail = (error: unknown): NarrativeError => {
        if (error instanceof NarrativeError) return error;
        const message = why || (error instanceof Error ? error.message : 'LLM request failed');
        return new NarrativeError(message, partial);
      };

      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
      if (settings.apiKey) headers['Authorization'] = `Bearer ${settings.apiKey}`;
      try {
        stopAfter(firstByteMs, 'The LLM did not answer in time');
        const body = JSON.stringify({ model: settings.model, stream: true, messages: llmMessages(request) });
        const res = await doFetch(url, { method: 'POST', headers, body, signal: controller.signal });
        if (!res.ok) throw new NarrativeError(providerError(res.status, await res.text()), '');
        if (!res.body) throw new NarrativeError('The LLM sent no body', '');
        let finished = false;
        for await (const data of readSseData(res.body, () => stopAfter(idleMs, 'The LLM stopped answering'))) {
          if (data === '[DONE]') {
            finished = true;
            break;
          }
          const delta = deltaOf(data);
          finished ||= delta.finished;
          if (delta.content) {
            partial += delta.content;
            yield delta.content;
          }
        }
        if (!finished) throw new NarrativeError('The LLM answer was cut off', partial);
      } catch (error) {
        throw fail(error);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onCallerAbort);
        // Closes the connection when the caller stopped reading early.
        controller.abort();
      }
    },
  };
}
