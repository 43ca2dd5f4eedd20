/**
 * Ask Anything history: a page of the member's exchanges (or one conversation's) into
 * db.amaChats. An exchange still streaming on this device, and feedback still queued here,
 * are newer than what the server holds, so they stay.
 */
import { AMA_ENDPOINTS, AMA_HISTORY_PAGE_SIZE, type AmaChat, AmaChatPage, MESSAGES, pathOf } from '../../contract';
import type { AmaHistoryResult } from '../core/api';
import { assertSession, SessionEndedError, type SyncContext } from '../core/context';
import { type LocalAmaChat, pendingEntriesOf } from '../core/db';
import { getJson } from '../core/http';

function historyPath(page: number, conversation: string | null): string {
  const search = new URLSearchParams({ page: String(page), page_size: String(AMA_HISTORY_PAGE_SIZE) });
  if (conversation) search.set('conversation', conversation);
  return `${pathOf(AMA_ENDPOINTS.chats)}?${search.toString()}`;
}

async function putChats(ctx: SyncContext, chats: AmaChat[]): Promise<void> {
  const { db } = ctx;
  await db.transaction('rw', [db.amaChats, db.outbox, db.meta], async () => {
    await assertSession(db);
    for (const chat of chats) {
      const local = await db.amaChats.get(chat.id);
      if (local?.status === 'streaming') continue;
      const queued = await pendingEntriesOf(db, `amaFeedback:${chat.id}`).count();
      const row: LocalAmaChat = {
        ...chat,
        feedback: queued > 0 && local ? local.feedback : chat.feedback,
        status: chat.is_error ? 'error' : 'done',
      };
      await db.amaChats.put(row);
    }
  });
}

export async function fetchAmaHistory(
  ctx: SyncContext,
  page: number,
  conversation: string | null,
): Promise<AmaHistoryResult> {
  const answer = await getJson(ctx.api, historyPath(page, conversation), AmaChatPage);
  if (answer.kind === 'transient') return { kind: 'offline' };
  if (answer.kind === 'rejected' && answer.status === 403) return { kind: 'upgrade' };
  if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
  if (answer.kind === 'unauthenticated') return { kind: 'failed', message: MESSAGES.couldNotComplete };
  const { data, pagination } = answer.data;
  try {
    await putChats(ctx, data);
  } catch (error) {
    if (error instanceof SessionEndedError) return { kind: 'failed', message: MESSAGES.couldNotComplete };
    throw error;
  }
  return { kind: 'done', ids: data.map((chat) => chat.id), count: pagination.count, next: pagination.next };
}
