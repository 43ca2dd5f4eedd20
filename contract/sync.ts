import * as v from 'valibot';
import { Bookmark } from './bookmarks';
import { CareerEntry } from './career';
import { ChatMessage, ChatRoom } from './chat';
import { Follow } from './connect';
import { AiTool, CareerTip, Post, Resource, UseCase } from './content';
import { Group } from './groups';
import { JobApplication } from './job-applications';
import { Job } from './jobs';
import { Notification } from './notifications';
import { Profile } from './profile';
import { MemberVote } from './votes';

/** An entity's upsert: its key (the client's local key) and the item as the caller sees it. */
const upsert = <const E extends string, T extends v.GenericSchema>(entity: E, data: T) =>
  v.object({ entity: v.literal(entity), op: v.literal('upsert'), id: v.string(), data });

/** An entity's upsert, or its tombstone: the key of an item gone or no longer visible. */
const upsertOrDelete = <const E extends string, T extends v.GenericSchema>(entity: E, data: T) =>
  v.union([upsert(entity, data), v.object({ entity: v.literal(entity), op: v.literal('delete'), id: v.string() })]);

/**
 * The incremental change feed: GET /api/v1/sync/changes/?cursor=N.
 * Without a cursor it answers only the current head cursor and `reset: true`, and the
 * client bootstraps from the list endpoints; with one it answers every upsert and
 * tombstone after it that the caller may see, oldest first.
 */
export const JobChange = upsertOrDelete('job', Job);
export const BookmarkChange = upsertOrDelete('bookmark', Bookmark);
/** The member's own profile: id is the user id. Only the owner receives it. */
export const ProfileChange = upsert('profile', Profile);
/** The member's own career entries: id is the entry's UUID. */
export const CareerEntryChange = upsertOrDelete('career_entry', CareerEntry);
/** The member's follows: id is `type:target_id` (contract followKey); unfollow is a tombstone. */
export const FollowChange = upsertOrDelete('follow', Follow);
/**
 * A group as the caller sees it (with their membership): id is String(group id). Sent to a
 * member whose membership changed (joined, accepted, rejected, removed, invited) and to
 * everyone when the group itself is edited; a delete when it is gone or no longer visible.
 */
export const GroupChange = upsertOrDelete('group', Group);
/** The member's own job applications: id is String(job_id); a withdrawn one is a tombstone. */
export const JobApplicationChange = upsertOrDelete('job_application', JobApplication);
/**
 * Content the caller made (their submissions as moderation changes them) or was told of:
 * id is contentKey(kind, id), user-scoped to the creator. Public content is not in the
 * feed: lists and details are cached when seen.
 */
export const ContentItem = v.variant('kind', [
  v.object({ kind: v.literal('resource'), item: Resource }),
  v.object({ kind: v.literal('post'), item: Post }),
  v.object({ kind: v.literal('careertip'), item: CareerTip }),
  v.object({ kind: v.literal('usecase'), item: UseCase }),
  v.object({ kind: v.literal('aitool'), item: AiTool }),
]);
export type ContentItem = v.InferOutput<typeof ContentItem>;
export const ContentChange = upsertOrDelete('content', ContentItem);
export const VoteChange = upsert('vote', MemberVote);

/**
 * Chat, user-scoped to both members of the room: a message (id is its ULID), and
 * the room as the receiving member sees it (id String(room id): last message, unread count).
 */
export const ChatMessageChange = upsert('chat_message', ChatMessage);
export const ChatRoomChange = upsert('chat_room', ChatRoom);
/** The member's notifications (id String(notification id)): new ones and read changes. */
export const NotificationChange = upsert('notification', Notification);

export const Change = v.union([
  JobChange,
  BookmarkChange,
  ProfileChange,
  CareerEntryChange,
  FollowChange,
  GroupChange,
  JobApplicationChange,
  ContentChange,
  VoteChange,
  ChatMessageChange,
  ChatRoomChange,
  NotificationChange,
]);
export type Change = v.InferOutput<typeof Change>;

/** A page of a feed of `change`s after the cursor asked for, up to `cursor`. */
const changesPage = <T extends v.GenericSchema>(change: T) =>
  v.object({ changes: v.array(change), cursor: v.number(), has_more: v.boolean(), reset: v.boolean() });

export const ChangesResponse = changesPage(Change);
export type ChangesResponse = v.InferOutput<typeof ChangesResponse>;

/**
 * The public part of the feed, GET /api/v1/sync/jobs/?cursor=N: the board's job changes,
 * which every visitor may see. A visitor's device that holds the whole board pulls these
 * instead of downloading it again; without a cursor it answers the head and `reset: true`.
 */
export const JobChangesResponse = changesPage(JobChange);
export type JobChangesResponse = v.InferOutput<typeof JobChangesResponse>;

/** Most changes answered per pull page. */
export const CHANGES_PAGE_SIZE = 500;

/**
 * Messages on the websocket /ws/events/{token}/: a `changes` poke (pull now), and the two
 * live events, which the change feed also carries (so a client that missed one while
 * disconnected catches up by pulling). A poke sent to many sockets at once carries
 * `spread_ms`: each client pulls at a random moment within it, so the pulls do not all
 * reach the server in the same instant.
 */
export const WsEvent = v.variant('type', [
  v.object({
    type: v.literal('changes'),
    spread_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  }),
  v.object({ type: v.literal('notification'), data: Notification }),
  v.object({ type: v.literal('chat_message'), data: ChatMessage }),
]);
export type WsEvent = v.InferOutput<typeof WsEvent>;

/** GET /api/v1/sync/changes/ query: without a cursor the feed answers only its head (`reset: true`). */
export const ChangesQuery = v.object({
  /** A change's seq (bigserial), so at most the largest whole number JS holds exactly. */
  cursor: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
});
