/**
 * One-to-one chat (spec part 1 sections 2, 3, 4, 6, 9). The spec names the entities but
 * not the calls; ours, in the style of the catalogue:
 * - GET  /api/v1/chat/rooms/?page=&page_size=        the member's rooms, most recently active first
 * - POST /api/v1/chat/rooms/ {user}                  the room with that member (found or created)
 * - GET  /api/v1/chat/rooms/{id}/messages/?page=&page_size=50   history, newest first
 * - POST /api/v1/chat/rooms/{id}/read/               everything in the room is read by the caller
 * - POST /api/v1/chat/messages/ {id, recipient, text} send; `id` is a client ULID the server
 *   deduplicates (a replay answers the stored message, never a second one)
 * All need `one_to_one_chat` on the caller's subscription (403 chatUpgrade otherwise).
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import { Id } from './ids';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';

/** Chat history page size in the dock (page 1 is the newest 50). */
export const CHAT_HISTORY_PAGE_SIZE = 50;
/** Rooms page size (the dock lists them all, page by page). */
export const CHAT_ROOMS_PAGE_SIZE = 50;
/** The last message preview in the conversation list is cut to this many characters. */
export const CHAT_PREVIEW_LENGTH = 30;
/** People search in the dock waits this long after typing. */
export const CHAT_SEARCH_DELAY_MS = 500;
/** Longest message text, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export const CHAT_MESSAGES = {
  upgradeTitle: 'Chat one-to-one with members',
  upgrade: 'Upgrade your membership to send messages to other members.',
  messageRequired: 'Message cannot be empty',
  messageTooLong: `Maximum ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  couldNotSend: 'Could not send message',
  cannotMessageSelf: 'You cannot send a message to yourself',
  noConversations: 'No conversations yet',
  noPeopleFound: 'No people found',
} as const;

/** A person in a chat (sender, recipient, room user). */
export const ChatUser = v.object({
  id: v.number(),
  name: v.string(),
  image_path: v.nullable(v.string()),
  type: v.literal('user'),
  /** The profile's name_slug (/profile/{slug}). */
  slug: v.string(),
});
export type ChatUser = v.InferOutput<typeof ChatUser>;

/** Typed parts of a message; one-to-one chat sends only text, the assistant (Ask Anything) the others too. */
export const ChatPart = v.variant('type', [
  v.object({ type: v.literal('text'), value: v.string() }),
  v.object({ type: v.literal('recommendations'), value: v.object({ items: v.array(v.unknown()) }) }),
  v.object({ type: v.literal('relevant_questions'), value: v.array(v.string()) }),
]);
export type ChatPart = v.InferOutput<typeof ChatPart>;

export const ChatMessage = v.object({
  /** The client-generated ULID the message was sent with. */
  id: v.string(),
  sender: ChatUser,
  recipient: ChatUser,
  /** Server receipt time (ISO); messages of a room are ordered by it. */
  timestamp: v.string(),
  room: v.number(),
  messages: v.array(ChatPart),
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

export const ChatRoom = v.object({
  id: v.number(),
  /** The other member's name, as the caller sees the room. */
  name: v.string(),
  type: v.literal('ONE_TO_ONE'),
  users: v.array(ChatUser),
  last_message: v.nullable(ChatMessage),
  /** Messages from the other member the caller has not read. */
  unread_count: v.number(),
  /** Last activity (ISO): the last message's time, else the room's creation. */
  updated_at: v.string(),
});
export type ChatRoom = v.InferOutput<typeof ChatRoom>;

export const ChatRoomsResponse = paged(ChatRoom);
export const ChatMessagesResponse = paged(ChatMessage);

export const ChatRoomInput = v.object({ user: Id });

/** ULIDs: 26 Crockford base32 characters. */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const ChatSendInput = v.object({
  id: v.pipe(v.string(), v.regex(ULID_PATTERN, 'Invalid message id')),
  recipient: Id,
  text: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, CHAT_MESSAGES.messageRequired),
    v.maxLength(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong),
  ),
});
export type ChatSendInput = v.InferOutput<typeof ChatSendInput>;

/** The text of a message (its text parts joined). */
export function chatText(message: Pick<ChatMessage, 'messages'>): string {
  return message.messages
    .flatMap((part) => (part.type === 'text' ? [part.value] : []))
    .join('\n')
    .trim();
}

/** The conversation list's preview: 30 characters, then an ellipsis. */
export function chatPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > CHAT_PREVIEW_LENGTH ? `${flat.slice(0, CHAT_PREVIEW_LENGTH)}…` : flat;
}

/** True when a message has something to send (never empty or whitespace). */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

export const ChatRoomsQuery = firstValues(
  v.object({ page: PageParam, page_size: PageSizeParam(CHAT_ROOMS_PAGE_SIZE, 100) }),
);
/** Read by its handler after the room check, so a room that is not the caller's stays a 404 whatever the query. */
export const ChatHistoryQuery = v.object({ page: PageParam, page_size: PageSizeParam(CHAT_HISTORY_PAGE_SIZE, 100) });

/**
 * The chat calls. The server guards all of /chat/ (a token, then one_to_one_chat) before any
 * route matches, so an unknown chat path or method answers 401/403 first like the rest.
 */
export const CHAT_ENDPOINTS = {
  rooms: endpoint({
    method: 'GET',
    path: '/api/v1/chat/rooms/',
    query: ChatRoomsQuery,
    output: ChatRoomsResponse,
    auth: 'token',
  }),
  openRoom: endpoint({
    method: 'POST',
    path: '/api/v1/chat/rooms/',
    body: ChatRoomInput,
    output: ChatRoom,
    auth: 'token',
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/v1/chat/rooms/:id{[0-9]+}/messages/',
    output: ChatMessagesResponse,
    auth: 'token',
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/v1/chat/rooms/:id{[0-9]+}/read/',
    output: ChatRoom,
    auth: 'token',
    batch: true,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/v1/chat/messages/',
    body: ChatSendInput,
    output: ChatMessage,
    auth: 'token',
  }),
} as const;
