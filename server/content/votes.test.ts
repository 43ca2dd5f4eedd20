/**
 * POST /api/v1/vote/ over the real app and a real PGlite: the score arithmetic with several
 * voters (up, switch to down, the same again, null), idempotent final states, unknown and
 * unapproved items refused, the stored rows and score, and the voter's 'vote' change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UseCase } from '../../contract/content';
import type { ChangesResponse } from '../../contract/sync';
import type { VoteResult } from '../../contract/votes';
import { createTestApi, type TestApi } from '../testing';
import { useCases, votes } from './schema';
import { useCaseIdOf } from './testing';

let api: TestApi;
let admin: string;
let member: string;
let student: string;
let itemId: number;

const vote = (token: string, body: Record<string, unknown>) =>
  api.call<VoteResult>('POST', '/api/v1/vote/', { token, body });

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 1, jobDemo: false });
  admin = (await api.login('admin@example.org')).access;
  member = (await api.login('member@example.org')).access;
  student = (await api.login('student@example.org')).access;
  itemId = await useCaseIdOf(api, 'lesson-plan-generator');
});
afterAll(() => api?.close());

describe('POST /api/v1/vote/', () => {
  it('adds up several voters, switches, returns to neutral, and is idempotent', async () => {
    const up = (token: string) => vote(token, { content_type: 'usecase', object_id: itemId, vote_type: 'upvote' });
    const down = (token: string) => vote(token, { content_type: 'usecase', object_id: itemId, vote_type: 'downvote' });
    const none = (token: string) => vote(token, { content_type: 'usecase', object_id: itemId, vote_type: null });

    expect((await up(member)).body).toEqual({ total_score: 1, user_vote: 'upvote' });
    expect((await up(student)).body).toEqual({ total_score: 2, user_vote: 'upvote' });
    // The same final state again changes nothing (a replayed outbox entry).
    expect((await up(student)).body).toEqual({ total_score: 2, user_vote: 'upvote' });
    expect((await up(admin)).body).toEqual({ total_score: 3, user_vote: 'upvote' });
    // Switching up -> down moves the score by 2.
    expect((await down(admin)).body).toEqual({ total_score: 1, user_vote: 'downvote' });
    expect((await down(admin)).body).toEqual({ total_score: 1, user_vote: 'downvote' });
    // null is neutral.
    expect((await none(student)).body).toEqual({ total_score: 0, user_vote: null });
    expect((await none(student)).body).toEqual({ total_score: 0, user_vote: null });

    const rows = await api.database.db
      .select({ voteType: votes.voteType })
      .from(votes)
      .where(and(eq(votes.contentType, 'usecase'), eq(votes.objectId, itemId)));
    expect(rows.map((row) => row.voteType).sort()).toEqual(['downvote', 'upvote']);
    const [item] = await api.database.db.select().from(useCases).where(eq(useCases.id, itemId));
    expect(item!.voteScore).toBe(0);

    const detail = await api.call<UseCase>('GET', `/api/v1/use-cases/${itemId}/`, { token: admin });
    expect(detail.body.vote_score).toBe(0);
    expect(detail.body.user_vote_type).toBe('downvote');
  });

  it('keeps seeded votes in the score', async () => {
    const tools = await api.call<{ data: { id: number; slug: string; vote_score: number }[] }>(
      'GET',
      '/api/v1/ai-tools/',
    );
    const chatgpt = tools.body.data.find((tool) => tool.slug === 'chatgpt')!;
    expect(chatgpt.vote_score).toBe(5);
    const res = await vote(member, { content_type: 'aitool', object_id: chatgpt.id, vote_type: 'downvote' });
    expect(res.body).toEqual({ total_score: 4, user_vote: 'downvote' });
  });

  it("tells the voter's other devices through the change feed", async () => {
    const feed = await api.call<ChangesResponse>('GET', '/api/v1/sync/changes/?cursor=0', { token: admin });
    const change = feed.body.changes.find((entry) => entry.id === `vote:usecase:${itemId}`);
    expect(change).toEqual({
      entity: 'vote',
      op: 'upsert',
      id: `vote:usecase:${itemId}`,
      data: { content_type: 'usecase', object_id: itemId, vote_type: 'downvote', total_score: 0 },
    });
    const others = await api.call<ChangesResponse>('GET', '/api/v1/sync/changes/?cursor=0', { token: student });
    const theirs = others.body.changes.find((entry) => entry.id === `vote:usecase:${itemId}`);
    expect(theirs).toMatchObject({ data: { vote_type: null } });
  });

  it('refuses unknown, unapproved and unsupported items, bad bodies and visitors', async () => {
    expect((await vote(member, { content_type: 'usecase', object_id: 999999, vote_type: 'upvote' })).status).toBe(404);
    const [pending] = await api.database.db
      .select({ id: useCases.id, score: useCases.voteScore })
      .from(useCases)
      .where(eq(useCases.slug, 'automated-job-alerts'));
    const refused = await vote(member, { content_type: 'usecase', object_id: pending!.id, vote_type: 'upvote' });
    expect(refused.status).toBe(404);
    const [after] = await api.database.db.select().from(useCases).where(eq(useCases.id, pending!.id));
    expect(after!.voteScore).toBe(pending!.score);
    expect((await vote(member, { content_type: 'agentbuilder', object_id: 1, vote_type: 'upvote' })).status).toBe(404);
    expect((await vote(member, { content_type: 'post', object_id: 1, vote_type: 'upvote' })).status).toBe(400);
    expect((await vote(member, { content_type: 'usecase', object_id: itemId, vote_type: 'sideways' })).status).toBe(
      400,
    );
    expect((await vote(member, { content_type: 'usecase', object_id: itemId })).status).toBe(400);
    const visitor = await api.call('POST', '/api/v1/vote/', {
      body: { content_type: 'usecase', object_id: itemId, vote_type: 'upvote' },
    });
    expect(visitor.status).toBe(401);
  });
});
