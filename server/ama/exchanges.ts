/**
 * Ask Anything exchanges as stored (ama_chats) and as the API shows them (AmaChat): who may
 * ask (use_ama or staff), the caller's own exchanges, a conversation's history for the
 * narrative, the history pages and feedback.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { AMA_MESSAGES, type AmaChat, amaAnswerText } from '../../contract/ama';
import { agents, amaChats } from '../agents/schema';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type AmaChatRow = typeof amaChats.$inferSelect;

/** Server messages the spec does not word. */
export const AMA_SERVER_MESSAGES = {
  parentChat: 'This conversation was not found.',
  agent: 'This agent does not answer questions.',
  idTaken: 'A different question was already asked with this id.',
} as const;

/** Previous exchanges given to the narrative engine. */
export const AMA_HISTORY_TURNS = 6;

/** 403 {detail, code: 'upgrade'} unless the caller has use_ama (staff always may). */
export async function requireAma(db: Db, tenantId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ useAma: users.useAma, isStaff: users.isStaff })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!row?.useAma && !row?.isStaff) throw new HttpError(403, { detail: AMA_MESSAGES.upgrade, code: 'upgrade' });
}

const selection = { chat: amaChats, agent: agents.slug };

export function toAmaChat(row: { chat: AmaChatRow; agent: string | null }): AmaChat {
  const { chat } = row;
  return {
    id: chat.id,
    conversation: chat.conversation,
    parent_chat: chat.parentChat,
    question: chat.question,
    messages: chat.messages,
    is_error: chat.isError,
    agent: row.agent,
    created_at: chat.createdAt.toISOString(),
    feedback: chat.feedback === null ? null : { feedback: chat.feedback, rating: chat.rating ?? 1 },
  };
}

/** An exchange by id, whoever asked it (within the tenant), with its owner. */
export async function findExchange(db: Db, tenantId: number, id: string) {
  const [row] = await db
    .select({ ...selection, userId: amaChats.userId })
    .from(amaChats)
    .leftJoin(agents, eq(agents.id, amaChats.agentId))
    .where(and(eq(amaChats.tenantId, tenantId), eq(amaChats.id, id)));
  return row ?? null;
}

/** The caller's own exchange, else 404. */
export async function ownExchange(db: Db, tenantId: number, userId: number, id: string): Promise<AmaChat> {
  const row = await findExchange(db, tenantId, id);
  if (!row || row.userId !== userId) throw notFound();
  return toAmaChat(row);
}

/** The last few exchanges of a conversation, oldest first, as question and answer text. */
export async function conversationHistory(db: Db, tenantId: number, userId: number, conversation: string) {
  const rows = await db
    .select({ question: amaChats.question, messages: amaChats.messages })
    .from(amaChats)
    .where(and(eq(amaChats.tenantId, tenantId), eq(amaChats.userId, userId), eq(amaChats.conversation, conversation)))
    .orderBy(desc(amaChats.createdAt), desc(amaChats.id))
    .limit(AMA_HISTORY_TURNS);
  return rows.reverse().map((row) => ({ question: row.question, answer: amaAnswerText(row) }));
}

/** The caller's exchanges, newest first (one conversation's when given). */
export async function exchangePage(
  db: Db,
  tenantId: number,
  userId: number,
  options: { limit: number; offset: number; conversation: string | null },
): Promise<{ data: AmaChat[]; total: number }> {
  const filters: SQL[] = [eq(amaChats.tenantId, tenantId), eq(amaChats.userId, userId)];
  if (options.conversation) filters.push(eq(amaChats.conversation, options.conversation));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(selection)
      .from(amaChats)
      .leftJoin(agents, eq(agents.id, amaChats.agentId))
      .where(where)
      .orderBy(desc(amaChats.createdAt), desc(amaChats.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(amaChats).where(where),
  ]);
  return { data: rows.map(toAmaChat), total: counted?.total ?? 0 };
}

/** Stores the caller's comment and rating on their own exchange (404 otherwise). */
export async function giveFeedback(
  db: Db,
  tenantId: number,
  userId: number,
  input: { chat: string; feedback: string; rating: number },
): Promise<AmaChat> {
  const updated = await db
    .update(amaChats)
    .set({ feedback: input.feedback, rating: input.rating })
    .where(and(eq(amaChats.tenantId, tenantId), eq(amaChats.userId, userId), eq(amaChats.id, input.chat)))
    .returning({ id: amaChats.id });
  if (updated.length === 0) throw notFound();
  return ownExchange(db, tenantId, userId, input.chat);
}
