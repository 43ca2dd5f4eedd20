/** Ask Anything's writes: the kept question, the ask itself (through the worker), feedback (queued). */

import { amaFeedback } from '../../../sync/agents/agent-feedback-mutator';
import type { AmaAskResult, AmaHistoryResult } from '../../../sync/core/api';
import { setMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import { keepDraft, saveHereOrThrow } from '../sync/save-here';
import { syncClient } from '../sync/sync-client';
import { existingAskIds } from './queries';

/** Keeps the unsent question (offline and through reloads); '' once it is sent. */
export function saveAmaDraft(text: string): Promise<void> {
  return keepDraft(() => setMeta(db, 'amaDraft', text));
}

export interface PendingAsk {
  question: string;
  parent: string | null;
  /** Exchanges with this question and parent stored before it was sent (not the new one). */
  before: ReadonlySet<string>;
}

/** What a new ask is recognised by once the worker stores it (see useConversation). */
export async function prepareAsk(question: string, parent: string | null): Promise<PendingAsk> {
  return { question, parent, before: await existingAskIds(question, parent) };
}

/** Asks through the worker; the exchange streams into db.amaChats. Resolves when it ends. */
export function ask(question: string, parent: string | null, agent: string | null): Promise<AmaAskResult> {
  return syncClient().ama.ask(question, parent, agent);
}

/** A page of history (12 exchanges, newest first), of one conversation or all, into db.amaChats. */
export function loadHistory(page: number, conversation: string | null = null): Promise<AmaHistoryResult> {
  return syncClient().ama.history(page, conversation);
}

/** An answer's stars and comment: on the row at once, sent when the network allows. */
export async function sendAmaFeedback(chat: string, feedback: string, rating: number): Promise<void> {
  await saveHereOrThrow(amaFeedback, { chat, feedback, rating });
}
