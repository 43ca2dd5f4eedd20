/**
 * Asking Ask Anything: checks the question (its id, its conversation, its agent), lets our
 * retrieval pick the items (draftAnswer), streams the engine's prose as it comes and stores
 * the exchange. The generation never waits for the browser: a client that goes away mid-answer
 * still finds the whole exchange stored, and asking again with the same id replays it.
 */
import { and, eq } from 'drizzle-orm';
import { AMA_MESSAGES, type AmaAskInput, type AmaChat, type AmaStreamEvent } from '../../contract/ama';
import { agents, amaChats, type GuidanceEngineName } from '../agents/schema';
import type { AppDeps } from '../app-env';
import { type AnswerDraft, draftAnswer } from '../guidance/answer';
import { createEmbeddedNarrative, type NarrativeRequest } from '../guidance/narrative';
import { HttpError } from '../http/errors';
import type { Tenant } from '../tenants/directory';
import { AMA_SERVER_MESSAGES, conversationHistory, findExchange, toAmaChat } from './exchanges';

export interface NewExchange {
  tenantId: number;
  userId: number;
  id: string;
  conversation: string;
  parentChat: string | null;
  question: string;
  agent: { id: number; slug: string } | null;
  history: Array<{ question: string; answer: string }>;
  draft: AnswerDraft;
}

export type PreparedAsk = { replay: AmaChat } | { exchange: NewExchange };

/** Validates the question against stored state; 400/409 as HttpError before anything streams. */
export async function prepareAsk(deps: AppDeps, tenant: Tenant, userId: number, input: AmaAskInput) {
  const { db } = deps;
  const [taken] = await db
    .select({ tenantId: amaChats.tenantId, userId: amaChats.userId })
    .from(amaChats)
    .where(eq(amaChats.id, input.id));
  if (taken) {
    const stored = taken.tenantId === tenant.id && taken.userId === userId;
    const row = stored ? await findExchange(db, tenant.id, input.id) : null;
    if (!row) throw new HttpError(409, { detail: AMA_SERVER_MESSAGES.idTaken });
    return { replay: toAmaChat(row) } satisfies PreparedAsk;
  }

  let conversation = input.id;
  if (input.parent_chat !== null) {
    const parent = await findExchange(db, tenant.id, input.parent_chat);
    if (!parent || parent.userId !== userId) {
      throw new HttpError(400, { parent_chat: [AMA_SERVER_MESSAGES.parentChat] });
    }
    conversation = parent.chat.conversation;
  }

  let agent: { id: number; slug: string; name: string } | null = null;
  if (input.agent) {
    const [row] = await db
      .select({ id: agents.id, slug: agents.slug, name: agents.name })
      .from(agents)
      .where(and(eq(agents.tenantId, tenant.id), eq(agents.slug, input.agent), eq(agents.canChat, true)));
    if (!row) throw new HttpError(400, { agent: [AMA_SERVER_MESSAGES.agent] });
    agent = row;
  }

  const history = input.parent_chat === null ? [] : await conversationHistory(db, tenant.id, userId, conversation);
  const draft = await draftAnswer(db, {
    tenantId: tenant.id,
    userId,
    options: tenant.options,
    question: input.question,
    history,
    agentName: agent?.name ?? null,
  });
  const exchange: NewExchange = {
    tenantId: tenant.id,
    userId,
    id: input.id,
    conversation,
    parentChat: input.parent_chat,
    question: input.question,
    agent: agent && { id: agent.id, slug: agent.slug },
    history,
    draft,
  };
  return { exchange } satisfies PreparedAsk;
}

/**
 * Streams and stores one exchange: start, text pieces, done. The engine failing before its
 * first piece falls back to the embedded text; failing later keeps the partial text, marked
 * is_error with the cut-off note. `stop` (the server is shutting down and its time is up)
 * ends the engine's answer the same way, so what was generated is stored for the replay.
 */
export async function runAsk(
  deps: AppDeps,
  exchange: NewExchange,
  emit: (event: AmaStreamEvent) => void,
  stop?: AbortSignal,
) {
  const createdAt = new Date();
  const { draft } = exchange;
  emit({
    type: 'start',
    chat: {
      id: exchange.id,
      conversation: exchange.conversation,
      parent_chat: exchange.parentChat,
      question: exchange.question,
      messages: [],
      is_error: false,
      agent: exchange.agent?.slug ?? null,
      created_at: createdAt.toISOString(),
      feedback: null,
    },
  });

  const request: NarrativeRequest = {
    kind: 'answer',
    system: draft.system,
    context: draft.context,
    question: exchange.question,
    history: exchange.history,
    fallback: draft.fallback,
  };
  let engine: GuidanceEngineName = deps.narrative.name;
  let text = '';
  let isError = false;
  const write = async (pieces: AsyncIterable<string>, until?: AbortSignal) => {
    for await (const piece of pieces) {
      text += piece;
      emit({ type: 'text', value: piece });
      // An engine that does not heed the signal is left here.
      until?.throwIfAborted();
    }
  };
  try {
    await write(deps.narrative.stream(request, stop), stop);
  } catch (error) {
    const message = stop?.aborted
      ? 'ask anything: the server is stopping, storing the answer so far'
      : 'ask anything: the narrative engine failed';
    deps.logger.warn({ err: error, engine, streamed: text.length }, message);
    if (text === '') {
      engine = 'embedded';
      await write(createEmbeddedNarrative().stream(request));
    } else {
      isError = true;
      const note = `\n\n${AMA_MESSAGES.cutOff}`;
      text += note;
      emit({ type: 'text', value: note });
    }
  }

  const [stored] = await deps.db
    .insert(amaChats)
    .values({
      id: exchange.id,
      tenantId: exchange.tenantId,
      userId: exchange.userId,
      conversation: exchange.conversation,
      parentChat: exchange.parentChat,
      agentId: exchange.agent?.id ?? null,
      question: exchange.question,
      messages: [
        { type: 'text', value: text },
        { type: 'recommendations', value: { items: draft.items } },
        { type: 'relevant_questions', value: draft.relevantQuestions },
      ],
      isError,
      engine,
      createdAt,
    })
    .onConflictDoNothing()
    .returning();
  // Not inserted: the same question was asked twice at once; the first one stored wins.
  const row = stored
    ? { chat: stored, agent: exchange.agent?.slug ?? null }
    : await findExchange(deps.db, exchange.tenantId, exchange.id);
  if (!row || row.chat.userId !== exchange.userId) {
    emit({ type: 'error', message: AMA_MESSAGES.failed });
    return;
  }
  emit({ type: 'done', chat: toAmaChat(row) });
}
