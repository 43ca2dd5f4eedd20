/** Live queries of the chat dock over db.chatRooms, db.chatMessages and meta chatDrafts. */
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChatUser } from '../../../contract/chat';
import type { LocalChatMessage, LocalChatRoom } from '../../../sync/core/db';
import { getMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useIdentity } from '../session/queries';
import { sortMessages } from './message-order';

export interface ChatMe {
  user: ChatUser;
  canChat: boolean;
}

/** The signed-in member as a chat user, and whether their membership has one-to-one chat. */
export function useChatMe(): ChatMe | undefined {
  const identity = useIdentity();
  if (!identity) return undefined;
  const { profile } = identity;
  return {
    user: {
      id: identity.id,
      name: `${profile.first_name} ${profile.last_name}`.trim() || identity.email,
      image_path: profile.picture,
      type: 'user',
      slug: profile.name_slug,
    },
    canChat: identity.user_subscription.one_to_one_chat,
  };
}

/** Conversations, most recently active first; `undefined` while loading. */
export function useChatRooms(): LocalChatRoom[] | undefined {
  return useLiveQuery(() => db.chatRooms.orderBy('updated_at').reverse().toArray(), []);
}

export function useChatRoom(peerId: number): LocalChatRoom | null | undefined {
  return useLiveQuery(async () => (await db.chatRooms.get(peerId)) ?? null, [peerId]);
}

/** The conversation's messages in display order; `undefined` while loading. */
export function useRoomMessages(peerId: number): LocalChatMessage[] | undefined {
  return useLiveQuery(
    async () =>
      sortMessages(
        await db.chatMessages
          .where('[peer_id+timestamp]')
          .between([peerId, Dexie.minKey], [peerId, Dexie.maxKey])
          .toArray(),
      ),
    [peerId],
  );
}

export interface ChatNews {
  /** Something unread: an is_new message or a room with unread messages. */
  hasNew: boolean;
  /** Ids of incoming messages flagged new (the beep listens for additions). */
  newIds: string[];
  /** Those of them sent in the last two minutes: old unread ones a first sync brings are news, not a sound. */
  recentIds: string[];
}

/** A new message sent longer ago than this arrives silently (caught up, not live). */
const BEEP_WINDOW_MS = 2 * 60_000;

/** The new-messages indicator of the dock button and the top-bar button. */
export function useChatNews(): ChatNews | undefined {
  return useLiveQuery(async () => {
    const fresh = await db.chatMessages.filter((message) => message.is_new).toArray();
    const unreadRoom =
      fresh.length > 0 ? undefined : await db.chatRooms.filter((room) => room.unread_count > 0).first();
    const since = Date.now() - BEEP_WINDOW_MS;
    return {
      hasNew: fresh.length > 0 || unreadRoom !== undefined,
      newIds: fresh.map((message) => message.id),
      recentIds: fresh.filter((message) => Date.parse(message.timestamp) >= since).map((message) => message.id),
    };
  }, []);
}

/** The unsent text typed to this peer; `undefined` while loading. */
export function useChatDraft(peerId: number): string | undefined {
  return useLiveQuery(async () => (await getMeta(db, 'chatDrafts'))?.[String(peerId)] ?? '', [peerId]);
}

/** Offline people search: the people db.directory holds whose name matches (influencers take no messages). */
export async function searchLocalPeople(q: string, excludeId: number): Promise<ChatUser[]> {
  const needle = q.trim().toLowerCase();
  const rows = await db.directory.where('type').equals('user').toArray();
  return rows
    .filter((row) => row.id !== excludeId && !row.is_influencer && row.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => ({ id: row.id, name: row.name, image_path: row.image, type: 'user', slug: row.slug }));
}
