/**
 * The worker's chat calls (SyncApi['chat']): rooms, history pages and opening a
 * conversation, all written into db.chatRooms / db.chatMessages. Without one_to_one_chat
 * nothing is fetched at all ('upgrade').
 */
import * as v from 'valibot';
import {
  CHAT_ENDPOINTS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_ROOMS_PAGE_SIZE,
  ChatMessagesResponse,
  ChatRoom,
  ChatRoomsResponse,
  type ChatUser,
  pathOf,
} from '../../contract';
import type { ChatFetchResult, SyncApi } from '../core/api';
import { assertSession, SessionEndedError, type SyncContext } from '../core/context';
import { getMeta, setMeta } from '../core/db';
import { getJson, type JsonResult } from '../core/http';
import { loadNotifications } from '../notifications/notifications';
import { myUserId, putServerMessage, putServerRoom, readChatPending } from './chat-local';

/** Never follow more than this many room pages (50 rooms each). */
const MAX_ROOM_PAGES = 20;

const CHAT_TABLES = ['chatRooms', 'chatMessages', 'outbox', 'meta'] as const;

function fetchFailure(failure: Exclude<JsonResult<unknown>, { kind: 'data' }>): ChatFetchResult {
  if (failure.kind === 'transient') return 'offline';
  if (failure.kind === 'rejected' && failure.status === 403) return 'upgrade';
  return 'failed';
}

export async function canChat(ctx: SyncContext): Promise<boolean> {
  return (await getMeta(ctx.db, 'identity'))?.user_subscription.one_to_one_chat === true;
}

/** Every page of the member's rooms into db.chatRooms (and their last messages); sets meta chatLoaded. */
export async function fetchRooms(ctx: SyncContext): Promise<ChatFetchResult> {
  if (!(await canChat(ctx))) return 'upgrade';
  const { db } = ctx;
  let next: string | null = `${pathOf(CHAT_ENDPOINTS.rooms)}?page=1&page_size=${CHAT_ROOMS_PAGE_SIZE}`;
  for (let pages = 0; next !== null && pages < MAX_ROOM_PAGES; pages += 1) {
    const page: JsonResult<{ data: ChatRoom[]; pagination: { next: string | null } }> = await getJson(
      ctx.api,
      next,
      ChatRoomsResponse,
    );
    if (page.kind !== 'data') return fetchFailure(page);
    const rooms = page.data.data;
    await db.transaction('rw', [...CHAT_TABLES], async () => {
      await assertSession(db);
      const me = await myUserId(db);
      const pending = await readChatPending(db);
      for (const room of rooms) await putServerRoom(db, room, me, pending);
    });
    next = page.data.pagination.next;
  }
  await db.transaction('rw', db.meta, async () => {
    await assertSession(db);
    await setMeta(db, 'chatLoaded', true);
  });
  return 'ready';
}

/** The room's next older history page into db.chatMessages. */
export async function fetchHistory(ctx: SyncContext, peerId: number): Promise<ChatFetchResult> {
  if (!(await canChat(ctx))) return 'upgrade';
  const { db } = ctx;
  const room = await db.chatRooms.get(peerId);
  // No room on the server yet (a first message still queued), or the whole history is here.
  if (!room || room.id === null || room.next_page === null) return 'ready';
  const page = room.next_page;
  const path = `${pathOf(CHAT_ENDPOINTS.history, { id: room.id })}?page=${page}&page_size=${CHAT_HISTORY_PAGE_SIZE}`;
  const answer = await getJson(ctx.api, path, ChatMessagesResponse);
  if (answer.kind !== 'data') return fetchFailure(answer);
  await db.transaction('rw', [...CHAT_TABLES], async () => {
    await assertSession(db);
    const me = await myUserId(db);
    for (const message of answer.data.data) await putServerMessage(db, message, me, { isHistory: true });
    const current = await db.chatRooms.get(peerId);
    if (current) {
      await db.chatRooms.update(peerId, { next_page: answer.data.pagination.next === null ? null : page + 1 });
    }
  });
  return 'ready';
}

/** CHAT_ENDPOINTS.openRoom {user}: the room with this member, found or created, into db.chatRooms. */
export async function openRoom(ctx: SyncContext, peer: ChatUser): Promise<ChatFetchResult> {
  if (!(await canChat(ctx))) return 'upgrade';
  const { db } = ctx;
  const outcome = await ctx.api.request(CHAT_ENDPOINTS.openRoom.method, pathOf(CHAT_ENDPOINTS.openRoom), {
    body: { user: peer.id },
  });
  if (outcome.kind !== 'ok') return fetchFailure(outcome);
  const parsed = v.safeParse(ChatRoom, outcome.body);
  if (!parsed.success) return 'failed';
  await db.transaction('rw', [...CHAT_TABLES], async () => {
    await assertSession(db);
    await putServerRoom(db, parsed.output, await myUserId(db), await readChatPending(db));
  });
  return 'ready';
}

export function createChat(ctx: SyncContext): SyncApi['chat'] {
  const guarded =
    <A extends unknown[]>(call: (...args: A) => Promise<ChatFetchResult>) =>
    async (...args: A): Promise<ChatFetchResult> => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof SessionEndedError) return 'failed';
        throw error;
      }
    };
  return {
    rooms: guarded(() => fetchRooms(ctx)),
    history: guarded((peerId: number) => fetchHistory(ctx, peerId)),
    open: guarded((peer: ChatUser) => openRoom(ctx, peer)),
  };
}

/**
 * The member's rooms (with one_to_one_chat) and newest notifications, loaded by the bootstrap
 * and, once, by the pull of a device that synced before realtime existed (`onlyMissing`).
 * Extras: a failure waits for the next pull.
 */
export async function bootstrapRealtime(ctx: SyncContext, options: { onlyMissing: boolean }): Promise<void> {
  const { db } = ctx;
  const rooms = async () => {
    if (options.onlyMissing && (await getMeta(db, 'chatLoaded')) !== undefined) return;
    if (await canChat(ctx)) await fetchRooms(ctx);
  };
  const notifications = async () => {
    if (!options.onlyMissing || (await getMeta(db, 'notificationsLoaded')) === undefined) await loadNotifications(ctx);
  };
  await Promise.all([rooms(), notifications()]);
}
