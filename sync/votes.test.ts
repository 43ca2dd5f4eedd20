/**
 * 'vote.set': final-state votes through the outbox against a stand-in server.
 * Three clicks offline send one request with the vote the member ended on and the server's
 * score lands; a refused vote goes back with CONTENT_MESSAGES.couldNotPerform; votes and
 * items from the change feed land unless a vote of the member is still waiting.
 */
import { describe, expect, it } from 'vitest';
import {
  type CareerTip,
  CONTENT_MESSAGES,
  contentKey,
  nextVote,
  type VoteContentType,
  type VoteType,
  voteKey,
} from '../contract';
import { putServerContents } from './content-local';
import type { PortalDb } from './db';
import { currentVote } from './mutators/vote';
import { mutate, needsAttention, pendingEntries } from './outbox';
import { pull } from './pull';
import { pushOutbox } from './push';
import { createFakeServer } from './testing/fake-server';
import { mutations, syncedDevice } from './testing/fixtures';

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

describe('vote.set', () => {
  it('three clicks offline send one request with the final vote; the server score lands', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [careerTip(5)], 1);

    await click(db, 'careertip', 5, 'upvote');
    expect(await tipRow(db, 5)).toMatchObject({ vote_score: 11, user_vote_type: 'upvote' });
    await click(db, 'careertip', 5, 'upvote');
    expect(await tipRow(db, 5)).toMatchObject({ vote_score: 10, user_vote_type: null });
    await click(db, 'careertip', 5, 'downvote');
    expect(await tipRow(db, 5)).toMatchObject({ vote_score: 9, user_vote_type: 'downvote' });
    expect(await pendingEntries(db)).toHaveLength(1);
    expect((await db.votes.get(voteKey('careertip', 5)))?.vote_type).toBe('downvote');

    // Back online: the server counts other members' votes too.
    server.failNext(
      { status: 200, body: { total_score: 7, user_vote: 'downvote' } },
      (r) => r.path === '/api/v1/vote/',
    );
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const sent = mutations(server).filter((request) => request.path === '/api/v1/vote/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ content_type: 'careertip', object_id: 5, vote_type: 'downvote' });
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(await tipRow(db, 5)).toMatchObject({ vote_score: 7, user_vote_type: 'downvote' });
    expect(await pendingEntries(db)).toEqual([]);
  });

  it('back to neutral is sent as null', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [careerTip(6, { vote_score: 3, user_vote_type: 'upvote' })], 1);
    await click(db, 'careertip', 6, 'upvote');
    expect(await tipRow(db, 6)).toMatchObject({ vote_score: 2, user_vote_type: null });
    server.failNext({ status: 200, body: { total_score: 2, user_vote: null } }, (r) => r.path === '/api/v1/vote/');
    await pushOutbox(ctx);
    expect(mutations(server).at(-1)?.body).toEqual({ content_type: 'careertip', object_id: 6, vote_type: null });
    expect((await db.votes.get(voteKey('careertip', 6)))?.vote_type).toBeNull();
  });

  it('a refused vote goes back to neutral and the score it had, with the message', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [careerTip(8)], 1);
    await click(db, 'careertip', 8, 'upvote');
    await click(db, 'careertip', 8, 'downvote');
    expect(await tipRow(db, 8)).toMatchObject({ vote_score: 9, user_vote_type: 'downvote' });
    server.failNext({ status: 404, body: { detail: 'Not found.' } }, (r) => r.path === '/api/v1/vote/');
    await pushOutbox(ctx);
    expect(await tipRow(db, 8)).toMatchObject({ vote_score: 10, user_vote_type: null });
    expect(await currentVote(db, 'careertip', 8)).toBeNull();
    expect((await needsAttention(db)).map((entry) => [entry.name, entry.error])).toEqual([
      ['vote.set', CONTENT_MESSAGES.couldNotPerform],
    ]);
  });

  it('a refused switch from an upvote the server had also resets to neutral', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [{ ...careerTip(9), user_vote_type: 'upvote' }], 1);
    await click(db, 'careertip', 9, 'downvote');
    expect(await tipRow(db, 9)).toMatchObject({ vote_score: 8, user_vote_type: 'downvote' });
    server.failNext({ status: 400, body: { detail: 'No.' } }, (r) => r.path === '/api/v1/vote/');
    await pushOutbox(ctx);
    expect(await tipRow(db, 9)).toMatchObject({ vote_score: 10, user_vote_type: null });
    expect(await currentVote(db, 'careertip', 9)).toBeNull();
  });

  it('a vote of an item not stored here still goes out (agent builders have no row)', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    await click(db, 'agentbuilder', 3, 'upvote');
    server.failNext({ status: 200, body: { total_score: 1, user_vote: 'upvote' } }, (r) => r.path === '/api/v1/vote/');
    await pushOutbox(ctx);
    expect((await db.votes.get(voteKey('agentbuilder', 3)))?.vote_type).toBe('upvote');
  });

  it('the feed brings votes from other devices, but never over a vote still waiting', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    await putServerContents(db, 'careertip', [careerTip(11), careerTip(12)], 1);
    server.record(
      {
        entity: 'vote',
        op: 'upsert',
        id: voteKey('careertip', 11),
        data: { content_type: 'careertip', object_id: 11, vote_type: 'upvote', total_score: 21 },
      },
      1,
    );
    await click(db, 'careertip', 12, 'downvote');
    server.record(
      {
        entity: 'vote',
        op: 'upsert',
        id: voteKey('careertip', 12),
        data: { content_type: 'careertip', object_id: 12, vote_type: 'upvote', total_score: 30 },
      },
      1,
    );
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect(await tipRow(db, 11)).toMatchObject({ vote_score: 21, user_vote_type: 'upvote' });
    expect(await tipRow(db, 12)).toMatchObject({ vote_score: 9, user_vote_type: 'downvote' });

    // A list fetched meanwhile keeps the waiting vote too.
    await putServerContents(db, 'careertip', [careerTip(12, { vote_score: 30, user_vote_type: 'upvote' })], 2);
    expect(await tipRow(db, 12)).toMatchObject({ vote_score: 9, user_vote_type: 'downvote' });
  });
});
