/**
 * 'chat.send': a one-to-one chat message, append-only with a client ULID the server
 * deduplicates (a replay answers the stored message, never a second one). On screen at once
 * as a pending message in its room (the room row is created here when this is the first
 * message to that member); queued messages keep their order (lane 'chat'). Refused: the
 * message stays, status 'failed' with the server's message (nothing typed is lost; Resend
 * is a retry of the needs-attention entry).
 */
import * as v from 'valibot';
import { CHAT_ENDPOINTS, CHAT_MESSAGES, ChatMessage, ChatSendInput, ChatUser, pathOf } from '../../contract';
import type { LocalChatMessage } from '../core/db';
import { defineMutator, type MutationRequest } from '../core/mutator-types';
import { myUserId, putServerMessage, touchRoom } from './chat-local';

/** The server's input (the same id and text rules), with both members whole for the optimistic row. */
export const ChatSendArgs = v.object({
  id: ChatSendInput.entries.id,
  sender: ChatUser,
  recipient: ChatUser,
  text: ChatSendInput.entries.text,
});
export type ChatSendArgs = v.InferOutput<typeof ChatSendArgs>;

/** The message the send wrote (it stays on rejection, marked failed). */
export interface ChatSendUndo {
  id: string;
}

const sendRequest = (args: ChatSendArgs): MutationRequest => ({
  method: CHAT_ENDPOINTS.send.method,
  path: pathOf(CHAT_ENDPOINTS.send),
  body: { id: args.id, recipient: args.recipient.id, text: args.text },
});

export const chatSend = defineMutator<ChatSendArgs, ChatSendUndo>({
  name: 'chat.send',
  version: 1,
  priority: 0,
  args: ChatSendArgs,
  tables: ['chatMessages', 'chatRooms', 'meta'],
  key: () => null,
  lane: () => 'chat',
  async apply(db, args) {
    const existing = await db.chatMessages.get(args.id);
    if (existing?.status === 'sent') return { id: args.id };
    const room = await db.chatRooms.get(args.recipient.id);
    const row: LocalChatMessage = {
      id: args.id,
      peer_id: args.recipient.id,
      room: room?.id ?? null,
      sender: args.sender,
      recipient: args.recipient,
      timestamp: new Date().toISOString(),
      messages: [{ type: 'text', value: args.text }],
      status: 'pending',
      error: null,
      is_new: false,
    };
    await db.chatMessages.put(row);
    await touchRoom(db, row, args.recipient);
    return { id: args.id };
  },
  async revert(db, undo) {
    const row = await db.chatMessages.get(undo.id);
    if (!row || row.status === 'sent') return;
    const failed: LocalChatMessage = { ...row, status: 'failed', error: row.error ?? CHAT_MESSAGES.couldNotSend };
    await db.chatMessages.put(failed);
    const room = await db.chatRooms.get(row.peer_id);
    if (room?.last_message?.id === row.id) await db.chatRooms.update(row.peer_id, { last_message: failed });
  },
  request: sendRequest,
  async send(ctx, args, idempotencyKey) {
    const { method, path, body } = sendRequest(args);
    const outcome = await ctx.api.request(method, path, { body, idempotencyKey });
    // The refusal's own message (e.g. the upgrade text) is shown on the message; revert marks it failed.
    if (outcome.kind === 'rejected') await ctx.db.chatMessages.update(args.id, { error: outcome.message });
    return outcome;
  },
  async accepted(db, args, body) {
    const parsed = v.safeParse(ChatMessage, body);
    if (parsed.success) {
      await putServerMessage(db, parsed.output, await myUserId(db));
      return;
    }
    const row = await db.chatMessages.get(args.id);
    if (row && row.status !== 'sent') await db.chatMessages.put({ ...row, status: 'sent', error: null });
  },
});
