/**
 * What the chat dock does: send (queued through the outbox, works offline), resend a refused
 * message with the same id, mark a room read, keep drafts, and ask the worker for rooms,
 * history pages, a new conversation and people.
 */
import { monotonicFactory } from 'ulid';
import { type ChatUser, chatText } from '../../../contract/chat';
import { chatRead } from '../../../sync/chat/chat-read-mutator';
import { chatSend } from '../../../sync/chat/chat-send-mutator';
import type { ChatFetchResult, DirectoryResult } from '../../../sync/core/api';
import { getMeta, type LocalChatMessage, setMeta } from '../../../sync/core/db';
import { needsAttention } from '../../../sync/core/outbox';
import { db } from '../../db/db';
import { discardMutation } from '../sync/mutations';
import { keepDraft, saveHere, saveHereOrThrow } from '../sync/save-here';
import { syncClient } from '../sync/sync-client';

// Monotonic: two messages written in the same millisecond keep the order they were typed in.
const messageId = monotonicFactory();

/** Queues a message to `recipient`; it shows at once as Sending. Answers its id. */
export async function sendChatMessage(sender: ChatUser, recipient: ChatUser, text: string): Promise<string> {
  const id = messageId();
  await saveHereOrThrow(chatSend, { id, sender, recipient, text: text.trim() });
  return id;
}

/** A refused message, again: its failed outbox entry goes, and it is queued with the same id and text. */
export async function resendChatMessage(message: LocalChatMessage): Promise<void> {
  const failed = await needsAttention(db);
  for (const entry of failed) {
    const args = entry.args as { id?: unknown } | null;
    if (entry.name === chatSend.name && entry.seq !== undefined && args?.id === message.id) {
      await discardMutation(entry.seq);
    }
  }
  await saveHereOrThrow(chatSend, {
    id: message.id,
    sender: message.sender,
    recipient: message.recipient,
    text: chatText(message),
  });
}

/** Everything in the conversation is read (the room exists on the server). */
export async function markRoomRead(peerId: number, roomId: number): Promise<void> {
  await saveHere(chatRead, { peer_id: peerId, room_id: roomId });
}

/** Keeps the unsent text typed to a peer (empty text removes it). */
export function saveChatDraft(peerId: number, text: string): Promise<void> {
  return keepDraft(() =>
    db.transaction('rw', db.meta, async () => {
      const drafts = { ...((await getMeta(db, 'chatDrafts')) ?? {}) };
      if (text === '') delete drafts[String(peerId)];
      else drafts[String(peerId)] = text;
      await setMeta(db, 'chatDrafts', drafts);
    }),
  );
}

export function fetchChatRooms(): Promise<ChatFetchResult> {
  return syncClient().chat.rooms();
}

export function fetchChatHistory(peerId: number): Promise<ChatFetchResult> {
  return syncClient().chat.history(peerId);
}

/** The conversation with this member on the server (found or created). */
export function openChatRoom(peer: ChatUser): Promise<ChatFetchResult> {
  return syncClient().chat.open(peer);
}

/**
 * People whose name matches, from the server (the items are also cached for offline search).
 * Influencers take no messages (spec part 1 section 6), so they are not offered.
 */
export function searchChatPeople(q: string): Promise<DirectoryResult> {
  return syncClient().directory.search({ type: 'user', q, is_influencer: false, page: 1, page_size: 12 });
}
