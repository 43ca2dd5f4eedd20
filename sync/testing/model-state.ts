/**
 * What the model-based test compares: the member's last intent per key (the model), what
 * the screen reads from Dexie, and what the server stored. The items come from the demo
 * seed; each run starts from what the server holds (where the run before it ended).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChatUser, VoteState } from '../../contract';
import { bookmarkKey, contentKey, followKey } from '../../contract';
import { chatMessages } from '../../server/chat/schema';
import { careerTips, useCases, votes } from '../../server/content/schema';
import { bookmarks, users } from '../../server/db/schema';
import { follows } from '../../server/profiles/schema';
import type { TestApi } from '../../server/testing';
import { voteFieldsOf } from '../content/content-local';
import { getMeta, type PortalDb } from '../core/db';
import { currentVote } from '../votes/vote-mutator';

export interface ModelTargets {
  tenantId: number;
  me: ChatUser;
  peer: ChatUser;
  /** Career tips to vote on. */
  tips: number[];
  /** Use cases to bookmark. */
  useCases: number[];
  /** Members to follow. */
  people: number[];
}

/** The member's last intent on every key the commands touch. */
export interface DeviceModel {
  votes: VoteState[];
  bookmarks: boolean[];
  follows: boolean[];
  title: string;
  /** Chat message ids in the order they were sent. */
  chat: string[];
  tabs: number;
}

/** The model of a run that starts from what the server holds now (the last run's final state). */
export function initialModel(server: ServerState): DeviceModel {
  return {
    votes: server.votes.map((vote) => (vote === 'doubled' ? null : vote)),
    bookmarks: server.bookmarks.map((count) => count > 0),
    follows: server.follows.map((count) => count > 0),
    title: server.title ?? '',
    chat: [],
    tabs: 1,
  };
}

async function chatUser(api: TestApi, email: string): Promise<ChatUser> {
  const [user] = await api.database.db.select().from(users).where(eq(users.email, email)).orderBy(users.id);
  if (!user) throw new Error(`no seeded ${email}`);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    image_path: null,
    type: 'user',
    slug: user.nameSlug,
  };
}

export async function findTargets(api: TestApi): Promise<ModelTargets> {
  const { db } = api.database;
  const [member] = await db.select().from(users).where(eq(users.email, 'member@example.org')).orderBy(users.id);
  if (!member) throw new Error('no seeded member');
  const tips = await db
    .select({ id: careerTips.id })
    .from(careerTips)
    .where(and(eq(careerTips.tenantId, member.tenantId), eq(careerTips.status, 'approved')))
    .orderBy(asc(careerTips.id))
    .limit(2);
  const cases = await db
    .select({ id: useCases.id })
    .from(useCases)
    .where(and(eq(useCases.tenantId, member.tenantId), eq(useCases.status, 'approved')))
    .orderBy(asc(useCases.id))
    .limit(2);
  const student = await chatUser(api, 'student@example.org');
  const peer = await chatUser(api, 'admin@example.org');
  return {
    tenantId: member.tenantId,
    me: await chatUser(api, 'member@example.org'),
    peer,
    tips: tips.map((row) => row.id),
    useCases: cases.map((row) => row.id),
    people: [peer.id, student.id],
  };
}

/** What the screen reads: the member's vote, bookmark and follow state, profile title, chat messages. */
export async function screenState(db: PortalDb, targets: ModelTargets, chat: readonly string[]) {
  const rows = await db.chatMessages.bulkGet([...chat]);
  return {
    votes: await Promise.all(targets.tips.map((id) => currentVote(db, 'careertip', id))),
    bookmarks: await Promise.all(
      targets.useCases.map(async (id) => (await db.bookmarks.get(bookmarkKey('usecase', id))) !== undefined),
    ),
    follows: await Promise.all(
      targets.people.map(async (id) => (await db.follows.get(followKey('user', id))) !== undefined),
    ),
    title: (await getMeta(db, 'profile'))?.title,
    chat: rows.map((row) => row?.status ?? 'missing'),
  };
}

/** The score and the member's vote on each tip as the stored item shows them (null: not stored). */
export async function storedTipVotes(db: PortalDb, targets: ModelTargets) {
  return Promise.all(
    targets.tips.map(async (id) => {
      const row = await db.contents.get(contentKey('careertip', id));
      return row ? voteFieldsOf(row.data) : null;
    }),
  );
}

/** What the server stored for the member, with every row counted (a doubled effect shows). */
export async function serverState(api: TestApi, targets: ModelTargets, chat: readonly string[]) {
  const { db } = api.database;
  const { tenantId } = targets;
  const memberId = targets.me.id;
  const voteRows = await db
    .select()
    .from(votes)
    .where(and(eq(votes.tenantId, tenantId), eq(votes.userId, memberId), inArray(votes.objectId, targets.tips)));
  const scores = await db
    .select({ id: careerTips.id, score: careerTips.voteScore })
    .from(careerTips)
    .where(inArray(careerTips.id, targets.tips));
  const marks = await db
    .select()
    .from(bookmarks)
    .where(
      and(eq(bookmarks.userId, memberId), eq(bookmarks.type, 'usecase'), inArray(bookmarks.objectId, targets.useCases)),
    );
  const followRows = await db
    .select()
    .from(follows)
    .where(
      and(eq(follows.followerId, memberId), eq(follows.targetType, 'user'), inArray(follows.targetId, targets.people)),
    );
  const [me] = await db.select({ title: users.title }).from(users).where(eq(users.id, memberId));
  const sent =
    chat.length === 0
      ? []
      : await db
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(inArray(chatMessages.id, [...chat]))
          .orderBy(asc(chatMessages.seq));
  return {
    votes: targets.tips.map((id) => {
      const mine = voteRows.filter((row) => row.objectId === id && row.contentType === 'careertip');
      return mine.length > 1 ? ('doubled' as const) : (mine[0]?.voteType ?? null);
    }),
    scores: targets.tips.map((id) => scores.find((row) => row.id === id)?.score ?? null),
    bookmarks: targets.useCases.map((id) => marks.filter((row) => row.objectId === id).length),
    follows: targets.people.map((id) => followRows.filter((row) => row.targetId === id).length),
    title: me?.title,
    chat: sent.map((row) => row.id),
  };
}

export type ServerState = Awaited<ReturnType<typeof serverState>>;

const weight = (vote: VoteState) => (vote === 'upvote' ? 1 : vote === 'downvote' ? -1 : 0);

/** Each tip's score with the member's vote `votes[i]` (other members do not vote during a run). */
export function scoresWith(start: ServerState, votes: readonly VoteState[]): number[] {
  return start.scores.map((score, index) => {
    const was = start.votes[index];
    return (score ?? 0) - weight(was === 'doubled' || was === undefined ? null : was) + weight(votes[index] ?? null);
  });
}
