/**
 * People, messages and notifications the chat sync tests need on the real server: a new
 * member (with or without one_to_one_chat, signing in with the demo password) whom no other
 * test has written to, messages stored as the send route stores them (what another member's
 * device sends), notifications inserted as their producers insert them, and what the server
 * holds afterwards. Every write appends the change rows the real routes append.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import { CHAT_ENDPOINTS, type ChatMessage, type ChatUser, type Notification, pathOf } from '../../contract';
import { sendChatMessage } from '../../server/chat/messages';
import { chatMessages, notifications } from '../../server/chat/schema';
import { loadChatUsers, toChatMessage } from '../../server/chat/serialize';
import { users } from '../../server/db/schema';
import { makePerson } from '../../server/groups/membership-testing';
import { insertNotifications } from '../../server/notifications/create';
import { serializeNotification } from '../../server/notifications/serialize';
import type { TestApi } from '../../server/testing';
import { pull } from '../core/pull';
import { signIn, testContext, testDb } from './fixtures';
import { userIdOf } from './real-api';
import { type RealNetwork, realNetwork } from './real-network';

export const chatId = monotonicFactory();

export interface Chatter {
  id: number;
  email: string;
  /** How the server shows this member in chat. */
  user: ChatUser;
}

/** A new member; `chat` false: a subscription without one_to_one_chat. */
export async function newChatter(api: TestApi, chat = true): Promise<Chatter> {
  const db = api.database.db;
  const person = await makePerson(api, { professionalField: null });
  // The demo password's hash, so the engine can sign in as this member with DEMO_PASSWORD.
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, await userIdOf(api, 'member@example.org')));
  await db.update(users).set({ oneToOneChat: chat, passwordHash: demo!.hash }).where(eq(users.id, person.id));
  const user = (await loadChatUsers(db, api.seeded.defaultTenantId, [person.id])).get(person.id);
  if (!user) throw new Error('the new member has no chat user');
  return { id: person.id, email: person.email, user };
}

/** The member's subscription gains or loses one_to_one_chat. */
export async function setChat(api: TestApi, member: Chatter, chat: boolean): Promise<void> {
  await api.database.db.update(users).set({ oneToOneChat: chat }).where(eq(users.id, member.id));
}

/** A message stored as the server stores a send (the other member's device sent it). */
export async function storeMessage(
  api: TestApi,
  input: { id: string; sender: Chatter; recipient: Chatter; text: string },
): Promise<ChatMessage> {
  const { message } = await sendChatMessage(api.deps, api.seeded.defaultTenantId, {
    id: input.id,
    senderId: input.sender.id,
    recipientId: input.recipient.id,
    text: input.text,
  });
  return message;
}

/** The messages between two members as the server holds them, oldest first. */
export async function storedMessages(api: TestApi, a: Chatter, b: Chatter): Promise<ChatMessage[]> {
  const db = api.database.db;
  const pair = [a.id, b.id];
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(inArray(chatMessages.senderId, pair), inArray(chatMessages.recipientId, pair)))
    .orderBy(asc(chatMessages.seq));
  const people = await loadChatUsers(db, api.seeded.defaultTenantId, pair);
  return rows.map((row) => toChatMessage(row, people));
}

/** A notification for the member, inserted as the producers insert one (a new follower). */
export async function storeNotification(
  api: TestApi,
  member: Chatter,
  message = 'Someone followed you',
): Promise<Notification> {
  const tenantId = api.seeded.defaultTenantId;
  const [id] = await api.database.db.transaction((tx) =>
    insertNotifications(tx, tenantId, [
      {
        userId: member.id,
        type: 'user_connection',
        notificationType: 'new_follower',
        message,
        data: { name_slug: 'someone', name: 'Someone' },
      },
    ]),
  );
  const [row] = await api.database.db.select().from(notifications).where(eq(notifications.id, id!));
  return serializeNotification(row!);
}

/** The member's notifications as the server holds them, oldest first. */
export async function notificationsOf(api: TestApi, member: Chatter): Promise<Notification[]> {
  const rows = await api.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, member.id))
    .orderBy(asc(notifications.id));
  return rows.map(serializeNotification);
}

/** Two new members (both with one_to_one_chat unless told) and a recording network to the server. */
export async function chatPair(api: TestApi, chat: { me?: boolean; peer?: boolean } = {}) {
  const me = await newChatter(api, chat.me ?? true);
  const peer = await newChatter(api, chat.peer ?? true);
  const server = realNetwork(api);
  const stored = () => storedMessages(api, me, peer);
  return { server, me, peer, stored };
}

/** A signed-in device of `member` that has synced once (identity included). */
export async function chatDevice(server: RealNetwork, member: Chatter, now: () => number = Date.now) {
  const db = testDb();
  await signIn(db, server, member.email);
  const ctx = testContext(db, server, now);
  const synced = await pull(ctx, { withMeta: true });
  if (synced.kind !== 'done') throw new Error(`the first pull answered ${synced.kind}`);
  return { db, ctx };
}

/** The sends that left the device. */
export const chatPosts = (server: RealNetwork) =>
  server.requests.filter((request) => request.method === 'POST' && request.path === pathOf(CHAT_ENDPOINTS.send));

/** The arguments of a 'chat.send' from `me` to `peer`. */
export const sendArgs = (me: Chatter, peer: Chatter, text: string, id = chatId()) => ({
  id,
  sender: me.user,
  recipient: peer.user,
  text,
});
