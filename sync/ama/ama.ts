/**
 * The worker's Ask Anything calls (SyncApi['ama']). A question gets a ULID and its exchange
 * is stored at once ('streaming'); the answer's text grows in Dexie as the NDJSON stream
 * arrives, and the server's exchange replaces it when done. A connection lost mid-answer is
 * asked again with the same id (the server answers the stored exchange) once; after that the
 * partial answer is kept, marked cut off.
 */
import { monotonicFactory } from 'ulid';
import * as v from 'valibot';
import { AMA_ENDPOINTS, AMA_MESSAGES, AmaAskInput, type AmaChat, MESSAGES, pathOf } from '../../contract';
import { isKnownOffline } from '../agents/agent-outcomes';
import type { AmaAskResult, SyncApi } from '../core/api';
import type { SyncContext } from '../core/context';
import { getMeta, type LocalAmaChat } from '../core/db';
import { fetchAmaHistory } from './ama-history';
import { answerWriter, streamEvents } from './ama-stream';

const ulid = monotonicFactory();

/** Exchanges this worker is asking right now; any other row still 'streaming' lost its stream (a reload). */
const inFlight = new Set<string>();

type Attempt =
  | { kind: 'done'; chat: AmaChat }
  | { kind: 'error'; message: string }
  /** Refused before any answer: nothing of the exchange is kept. */
  | { kind: 'refused'; result: AmaAskResult }
  | { kind: 'unreachable' }
  | { kind: 'cut' };

/** A refusal before any answer: 403 is the missing use_ama, 400 the question itself. */
function refusal(status: number, message: string): AmaAskResult {
  const kind = status === 403 ? 'upgrade' : status === 400 ? 'invalid' : 'failed';
  return { ok: false, kind, message, id: null };
}

async function attempt(
  ctx: SyncContext,
  input: AmaAskInput,
  writer: ReturnType<typeof answerWriter>,
): Promise<Attempt> {
  const outcome = await ctx.api.stream('POST', pathOf(AMA_ENDPOINTS.ask), { body: input });
  if (outcome.kind === 'transient') return { kind: 'unreachable' };
  if (outcome.kind === 'unauthenticated') {
    return { kind: 'refused', result: { ok: false, kind: 'failed', message: MESSAGES.couldNotComplete, id: null } };
  }
  if (outcome.kind === 'rejected') {
    return { kind: 'refused', result: refusal(outcome.status, outcome.message) };
  }
  writer.restart();
  try {
    for await (const event of streamEvents(outcome.response.body ?? new ReadableStream())) {
      if (event.type === 'text') await writer.append(event.value);
      else if (event.type === 'done') return { kind: 'done', chat: event.chat };
      else if (event.type === 'error') return { kind: 'error', message: event.message };
      else await ctx.db.amaChats.update(input.id, { conversation: event.chat.conversation });
    }
  } catch {
    // The connection broke mid-answer.
  }
  return { kind: 'cut' };
}

/** Ends the stored exchange, unless it is gone (a logout cleared it meanwhile). */
async function finish(ctx: SyncContext, id: string, change: Partial<LocalAmaChat>): Promise<void> {
  await ctx.db.transaction('rw', ctx.db.amaChats, async () => {
    const row = await ctx.db.amaChats.get(id);
    if (row) await ctx.db.amaChats.put({ ...row, ...change });
  });
}

export async function ask(
  ctx: SyncContext,
  question: string,
  parentChat: string | null,
  agent?: string | null,
): Promise<AmaAskResult> {
  const id = ulid();
  inFlight.add(id);
  try {
    return await askAs(ctx, id, question, parentChat, agent);
  } finally {
    inFlight.delete(id);
  }
}

async function askAs(
  ctx: SyncContext,
  id: string,
  question: string,
  parentChat: string | null,
  agent?: string | null,
): Promise<AmaAskResult> {
  const parsed = v.safeParse(AmaAskInput, { id, question, parent_chat: parentChat, agent: agent ?? null });
  if (!parsed.success) return { ok: false, kind: 'invalid', message: parsed.issues[0].message, id: null };
  if (isKnownOffline()) return { ok: false, kind: 'offline', message: AMA_MESSAGES.offline, id: null };
  if (!(await getMeta(ctx.db, 'session'))) {
    return { ok: false, kind: 'failed', message: MESSAGES.couldNotComplete, id: null };
  }
  const input = parsed.output;
  const parent = parentChat ? await ctx.db.amaChats.get(parentChat) : undefined;
  await ctx.db.amaChats.put({
    id,
    conversation: parent?.conversation ?? parentChat ?? id,
    parent_chat: parentChat,
    question: input.question,
    messages: [],
    is_error: false,
    agent: agent ?? null,
    created_at: new Date(ctx.now()).toISOString(),
    feedback: null,
    status: 'streaming',
  });
  const writer = answerWriter(ctx.db, id, ctx.now);
  let result = await attempt(ctx, input, writer);
  if (result.kind === 'unreachable' || result.kind === 'refused') {
    await ctx.db.amaChats.delete(id);
    if (result.kind === 'refused') return result.result;
    return { ok: false, kind: 'offline', message: AMA_MESSAGES.offline, id: null };
  }
  if (result.kind === 'cut') result = await attempt(ctx, input, writer);
  if (result.kind === 'done') {
    await finish(ctx, id, { ...result.chat, status: result.chat.is_error ? 'error' : 'done' });
    return { ok: true, id };
  }
  if (result.kind === 'error') {
    await writer.flush();
    await finish(ctx, id, { is_error: true, status: 'error' });
    return { ok: false, kind: 'failed', message: result.message, id };
  }
  const partial = writer.partial();
  const text = partial ? `${partial}\n\n${AMA_MESSAGES.cutOff}` : AMA_MESSAGES.cutOff;
  await finish(ctx, id, { messages: [{ type: 'text', value: text }], is_error: true, status: 'error' });
  return { ok: false, kind: 'failed', message: AMA_MESSAGES.cutOff, id };
}

/**
 * Exchanges left 'streaming' by a page closed mid-answer: asked again with their own id (the
 * server replays what it stored, or answers a question it never received); when that cannot
 * finish, the row ends as cut off, so the member sees the answer's end and can ask again.
 */
export async function recoverStaleExchanges(ctx: SyncContext): Promise<void> {
  const stale = await ctx.db.amaChats.filter((row) => row.status === 'streaming' && !inFlight.has(row.id)).toArray();
  for (const row of stale) {
    inFlight.add(row.id);
    try {
      const input = { id: row.id, question: row.question, parent_chat: row.parent_chat, agent: row.agent };
      const result = await attempt(ctx, input, answerWriter(ctx.db, row.id, ctx.now));
      if (result.kind === 'done') {
        await finish(ctx, row.id, { ...result.chat, status: result.chat.is_error ? 'error' : 'done' });
      } else if (result.kind !== 'unreachable') {
        const partial = (await ctx.db.amaChats.get(row.id))?.messages.find((part) => part.type === 'text')?.value;
        const text = partial ? `${partial}\n\n${AMA_MESSAGES.cutOff}` : AMA_MESSAGES.cutOff;
        await finish(ctx, row.id, { messages: [{ type: 'text', value: text }], is_error: true, status: 'error' });
      }
    } finally {
      inFlight.delete(row.id);
    }
  }
}

export function createAma(ctx: SyncContext): SyncApi['ama'] {
  return {
    ask: (question, parentChat, agent) => ask(ctx, question, parentChat, agent),
    async history(page, conversation) {
      const result = await fetchAmaHistory(ctx, page, conversation ?? null);
      // The history has replaced what the server finished; what is still 'streaming' never got there whole.
      if (result.kind === 'done') void recoverStaleExchanges(ctx).catch(() => undefined);
      return result;
    },
  };
}
