/**
 * The content area of the worker against the real server (real app, real PGlite with the
 * demo seed): lists and items land in db.contents, a member's vote round-trips through the
 * outbox, a contribution written as a draft becomes a pending item.
 */
import { describe, expect, it } from 'vitest';
import { type CareerTip, CONTENT_MESSAGES, contentKey, nextVote, voteKey } from '../../contract';
import { mutate, needsAttention, pendingEntries } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { realApiForFile } from '../testing/real-api';
import { realServerDevices } from '../testing/real-server';
import { currentVote } from '../votes/vote-mutator';
import { createContent } from './content';

const api = realApiForFile();

const device = realServerDevices(api);

describe('content over the real server', { timeout: 60_000 }, () => {
  it('a visitor lists use cases and opens one; a missing slug is missing', async () => {
    const { db, ctx } = await device(null);
    const content = createContent(ctx);
    const page = await content.list('usecase', { page: 1, page_size: 15 });
    if (page.kind !== 'done') throw new Error(`list: ${JSON.stringify(page)}`);
    expect(page.keys.length).toBeGreaterThan(0);
    const first = await db.contents.get(page.keys[0]!);
    expect(first?.status).toBe('approved');
    expect(await content.bySlug('usecase', first!.slug)).toBe('ready');
    expect(await content.bySlug('usecase', 'no-such-use-case')).toBe('missing');
  });

  it('a member votes on a career tip three times; one request, the server score lands', async () => {
    const { db, ctx } = await device('member@example.org');
    await pull(ctx, { withMeta: true });
    const content = createContent(ctx);
    const page = await content.list('careertip', { page: 1, page_size: 15 });
    if (page.kind !== 'done') throw new Error(`list: ${JSON.stringify(page)}`);
    const row = (await db.contents.get(page.keys[0]!))!;
    const tip = row.data as CareerTip;
    const click = async (clicked: 'upvote' | 'downvote') =>
      mutate(db, 'vote.set', {
        content_type: 'careertip',
        object_id: tip.id,
        vote_type: nextVote(await currentVote(db, 'careertip', tip.id), clicked),
      });
    await click('upvote');
    await click('upvote');
    await click('downvote');
    expect(await pendingEntries(db)).toHaveLength(1);
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await needsAttention(db)).toEqual([]);
    const stored = (await db.contents.get(contentKey('careertip', tip.id)))?.data as CareerTip;
    expect(stored.user_vote_type).toBe('downvote');
    const expected =
      tip.vote_score - (tip.user_vote_type === 'upvote' ? 1 : tip.user_vote_type === 'downvote' ? -1 : 0) - 1;
    expect(stored.vote_score).toBe(expected);
    // What the server now says to this member.
    expect(await content.bySlug('careertip', tip.slug)).toBe('ready');
    const again = await db.contents.get(contentKey('careertip', tip.id));
    expect((again?.data as CareerTip | undefined)?.user_vote_type).toBe('downvote');
    expect((await db.votes.get(voteKey('careertip', tip.id)))?.vote_type).toBe('downvote');
    // The feed's copy of the vote agrees.
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect((await db.votes.get(voteKey('careertip', tip.id)))?.vote_type).toBe('downvote');
    expect(((await db.contents.get(contentKey('careertip', tip.id)))?.data as CareerTip | undefined)?.vote_score).toBe(
      expected,
    );

    // A vote on an item the server does not have is refused: neutral again, with the message.
    await mutate(db, 'vote.set', { content_type: 'usecase', object_id: 999_999, vote_type: 'upvote' });
    await pushOutbox(ctx);
    expect(await currentVote(db, 'usecase', 999_999)).toBeNull();
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([CONTENT_MESSAGES.couldNotPerform]);
  });

  it('a career tip drafted by a member becomes a pending item; an empty one keeps its errors', async () => {
    const { db, ctx } = await device('student@example.org');
    await pull(ctx, { withMeta: true });
    const values = { title: 'Ask for feedback early', content: '<p>Every two weeks.</p>', group: null };
    await db.contentDrafts.put({
      id: 'tip-draft',
      kind: 'careertip',
      editingId: null,
      values,
      status: 'draft',
      errors: null,
      updatedAt: 1,
    });
    await mutate(db, 'content.submit', { draftId: 'tip-draft', kind: 'careertip' });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await db.contentDrafts.get('tip-draft')).toBeUndefined();
    const mine = await db.contents
      .where('kind')
      .equals('careertip')
      .filter((row) => row.status === 'pending')
      .toArray();
    expect(mine.map((row) => (row.data as CareerTip).title)).toEqual(['Ask for feedback early']);

    await db.contentDrafts.put({
      id: 'empty',
      kind: 'careertip',
      editingId: null,
      values: { title: '', content: '', group: null },
      status: 'draft',
      errors: null,
      updatedAt: 1,
    });
    await mutate(db, 'content.submit', { draftId: 'empty', kind: 'careertip' });
    await pushOutbox(ctx);
    const failed = await db.contentDrafts.get('empty');
    expect(failed?.status).toBe('failed');
    expect(Object.keys(failed?.errors ?? {})).toContain('title');
    expect(failed?.values).toEqual({ title: '', content: '', group: null });
  });
});
