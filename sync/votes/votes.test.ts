/**
 * 'vote.set': final-state votes through the outbox against the real server.
 * Three clicks offline send one request with the vote the member ended on and the server's
 * score lands; a refused vote goes back with CONTENT_MESSAGES.couldNotPerform; votes and
 * items from the change feed land unless a vote of the member is still waiting.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type CareerTip,
  CONTENT_MESSAGES,
  contentKey,
  nextVote,
  type VoteContentType,
  type VoteType,
  voteKey,
} from '../../contract';
import { careerTips } from '../../server/content/schema';
import { users } from '../../server/db/schema';
import { putServerContents } from '../content/content-local';
import type { PortalDb } from '../core/db';
import { mutate, needsAttention, pendingEntries } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { MEMBER, mutations, syncedDevice } from '../testing/fixtures';
import { realApiForFile, sessionOf } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';
import { currentVote } from './vote-mutator';

const api = realApiForFile();

/** Approved career tips on the server, fresh for each test. */
async function serverTips(count: number): Promise<number[]> {
  const db = api().database.db;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.org'))
    .orderBy(users.id);
  const stamp = `${Date.now()}-${Math.random()}`;
  const rows = Array.from({ length: count }, (_, i) => ({
    tenantId: api().seeded.defaultTenantId,
    slug: `vote-tip-${stamp}-${i}`,
    title: `Vote tip ${i}`,
    content: '<p>Tip</p>',
    status: 'approved' as const,
    createdBy: author!.id,
  }));
  return (await db.insert(careerTips).values(rows).returning({ id: careerTips.id })).map((row) => row.id);
}

/** A vote cast through the real API by a demo account (another member, or the member elsewhere). */
async function voteAs(email: string, objectId: number, voteType: VoteType | null): Promise<void> {
  const token = (await sessionOf(api(), email)).access;
  const res = await api().call('POST', '/api/v1/vote/', {
    token,
    body: { content_type: 'careertip', object_id: objectId, vote_type: voteType },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(res.status).toBe(200);
}

/** An id no career tip has: the server refuses votes on it. */
const MISSING = 2_000_000_000;

function careerTip(id: number, patch: Partial<CareerTip> = {}): CareerTip {
  return {
    id,
    slug: `tip-${id}`,
    title: `Tip ${id}`,
    content: '<p>Keep a learning log</p>',
    group: null,
    group_detail: null,
    status: 'approved',
    vote_score: 10,
    user_vote_type: null,
    created_by: { id: 2, name: 'Bob', name_slug: 'bob', image: null },
    created_at: '2026-03-01T00:00:00.000Z',
    can_edit: false,
    can_moderate: false,
    is_bookmarked: false,
    ...patch,
  };
}

/** What castVote does: the next state from the current one, queued as the final state. */
async function click(db: PortalDb, type: VoteContentType, id: number, clicked: VoteType) {
  await mutate(db, 'vote.set', {
    content_type: type,
    object_id: id,
    vote_type: nextVote(await currentVote(db, type, id), clicked),
  });
}

const tipRow = async (db: PortalDb, id: number) =>
  (await db.contents.get(contentKey('careertip', id)))?.data as CareerTip;

describe('vote.set', { timeout: 30_000 }, () => {
  it('three clicks offline send one request with the final vote; the server score lands', async () => {
    const server = realNetwork(api());
    const [tip = 0] = await serverTips(1);
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [careerTip(tip)], 1);

    await click(db, 'careertip', tip, 'upvote');
    expect(await tipRow(db, tip)).toMatchObject({ vote_score: 11, user_vote_type: 'upvote' });
    await click(db, 'careertip', tip, 'upvote');
    expect(await tipRow(db, tip)).toMatchObject({ vote_score: 10, user_vote_type: null });
    await click(db, 'careertip', tip, 'downvote');
    expect(await tipRow(db, tip)).toMatchObject({ vote_score: 9, user_vote_type: 'downvote' });
    expect(await pendingEntries(db)).toHaveLength(1);
    expect((await db.votes.get(voteKey('careertip', tip)))?.vote_type).toBe('downvote');

    // Meanwhile two other members voted up: the server's count is 2 - 1.
    await voteAs('admin@example.org', tip, 'upvote');
    await voteAs('student@example.org', tip, 'upvote');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const sent = mutations(server).filter((request) => request.path === '/api/v1/vote/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ content_type: 'careertip', object_id: tip, vote_type: 'downvote' });
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(await tipRow(db, tip)).toMatchObject({ vote_score: 1, user_vote_type: 'downvote' });
    expect(await pendingEntries(db)).toEqual([]);
  });

  it('back to neutral is sent as null', async () => {
    const server = realNetwork(api());
    const [tip = 0] = await serverTips(1);
    await voteAs(MEMBER, tip, 'upvote');
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [careerTip(tip, { vote_score: 3, user_vote_type: 'upvote' })], 1);
    await click(db, 'careertip', tip, 'upvote');
    expect(await tipRow(db, tip)).toMatchObject({ vote_score: 2, user_vote_type: null });
    await pushOutbox(ctx);
    expect(mutations(server).at(-1)?.body).toEqual({ content_type: 'careertip', object_id: tip, vote_type: null });
    expect((await db.votes.get(voteKey('careertip', tip)))?.vote_type).toBeNull();
    expect(await tipRow(db, tip)).toMatchObject({ vote_score: 0, user_vote_type: null });
  });

  it('a refused vote goes back to neutral and the score it had, with the message', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [careerTip(MISSING)], 1);
    await click(db, 'careertip', MISSING, 'upvote');
    await click(db, 'careertip', MISSING, 'downvote');
    expect(await tipRow(db, MISSING)).toMatchObject({ vote_score: 9, user_vote_type: 'downvote' });
    await pushOutbox(ctx);
    expect(await tipRow(db, MISSING)).toMatchObject({ vote_score: 10, user_vote_type: null });
    expect(await currentVote(db, 'careertip', MISSING)).toBeNull();
    expect((await needsAttention(db)).map((entry) => [entry.name, entry.error])).toEqual([
      ['vote.set', CONTENT_MESSAGES.couldNotPerform],
    ]);
  });

  it('a refused switch from an upvote the server had also resets to neutral', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [{ ...careerTip(MISSING + 1), user_vote_type: 'upvote' }], 1);
    await click(db, 'careertip', MISSING + 1, 'downvote');
    expect(await tipRow(db, MISSING + 1)).toMatchObject({ vote_score: 8, user_vote_type: 'downvote' });
    await pushOutbox(ctx);
    expect(await tipRow(db, MISSING + 1)).toMatchObject({ vote_score: 10, user_vote_type: null });
    expect(await currentVote(db, 'careertip', MISSING + 1)).toBeNull();
  });

  it('a vote of an item not stored here still goes out', async () => {
    const server = realNetwork(api());
    const [tip = 0] = await serverTips(1);
    const { db, ctx } = await syncedDevice(server);
    await click(db, 'careertip', tip, 'upvote');
    await pushOutbox(ctx);
    expect(await pendingEntries(db)).toEqual([]);
    expect((await db.votes.get(voteKey('careertip', tip)))?.vote_type).toBe('upvote');
  });

  it('the feed brings votes from other devices, but never over a vote still waiting', async () => {
    const server = realNetwork(api());
    const [first = 0, second = 0] = await serverTips(2);
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [careerTip(first), careerTip(second)], 1);
    await voteAs(MEMBER, first, 'upvote'); // on the member's laptop
    await click(db, 'careertip', second, 'downvote');
    await voteAs(MEMBER, second, 'upvote');
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect(await tipRow(db, first)).toMatchObject({ vote_score: 1, user_vote_type: 'upvote' });
    expect(await tipRow(db, second)).toMatchObject({ vote_score: 9, user_vote_type: 'downvote' });

    // A list fetched meanwhile keeps the waiting vote too.
    await putServerContents(db, 'careertip', [careerTip(second, { vote_score: 30, user_vote_type: 'upvote' })], 2);
    expect(await tipRow(db, second)).toMatchObject({ vote_score: 9, user_vote_type: 'downvote' });
  });
});
