/**
 * POST /api/v1/sync/batch/ over the real app and a real PGlite: each mutation is applied in
 * order exactly as its own request (its validation, its Idempotency-Key: a replayed batch
 * changes nothing twice), only our mutating API may be reached, and a visitor is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { type BatchResponse, SYNC_BATCH_MAX } from '../../contract/outbox';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import { useCases } from '../content/schema';
import { useCaseIdOf } from '../content/testing';
import { createTestApi, type TestApi } from '../testing';

let api: TestApi;
let member: string;
let itemId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  member = (await api.login('member@example.org')).access;
  itemId = await useCaseIdOf(api, 'lesson-plan-generator');
});
afterAll(() => api?.close());

const voteOn = (vote_type: string | null, key: string) => ({
  method: 'POST',
  path: '/api/v1/vote/',
  body: { content_type: 'usecase', object_id: itemId, vote_type },
  idempotency_key: key,
});
const batch = (mutations: unknown[], token: string | null = member) =>
  api.call<BatchResponse>('POST', pathOf(SYNC_ENDPOINTS.batch), { ...(token ? { token } : {}), body: { mutations } });

async function score(): Promise<number> {
  const [row] = await api.database.db
    .select({ score: useCases.voteScore })
    .from(useCases)
    .where(eq(useCases.id, itemId));
  return row!.score;
}

describe('POST /api/v1/sync/batch/', () => {
  it('applies each mutation in order with its own key and outcome; a replay changes nothing', async () => {
    const before = await score();
    const mutations = [
      voteOn('upvote', 'batch-a'),
      voteOn('sideways', 'batch-b'),
      voteOn('downvote', 'batch-c'),
      {
        method: 'POST',
        path: '/api/v1/vote/',
        body: { content_type: 'usecase', object_id: 999_999, vote_type: null },
        idempotency_key: 'batch-d',
      },
    ];
    const first = await batch(mutations);
    expect(first.status).toBe(200);
    expect(first.body.results.map((result) => result.status)).toEqual([200, 400, 200, 404]);
    expect(first.body.results[2]?.body).toMatchObject({ user_vote: 'downvote' });
    expect(await score()).toBe(before - 1);
    const replay = await batch(mutations);
    expect(replay.body.results).toEqual(first.body.results);
    expect(await score()).toBe(before - 1);
    // The same key on its own request is answered from the same record.
    const alone = await api.call('POST', '/api/v1/vote/', {
      token: member,
      headers: { 'Idempotency-Key': 'batch-a' },
      body: mutations[0]!.body,
    });
    expect(alone.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await score()).toBe(before - 1);
  });

  it('reaches only the mutating API: no batch inside a batch, no sign-in, no path tricks', async () => {
    const paths = [
      pathOf(SYNC_ENDPOINTS.batch),
      '/api/v1/token/',
      '/api/v1/vote/../token/',
      '/api/v1/vote/%2e%2e/token/',
    ];
    const answer = await batch(
      paths.map((path, i) => ({ method: 'POST', path, body: {}, idempotency_key: `path-${i}` })),
    );
    expect(answer.body.results.map((result) => result.status)).toEqual([404, 404, 404, 404]);
  });

  it('refuses a visitor, an empty batch and an oversized one', async () => {
    expect((await batch([voteOn('upvote', 'visitor')], null)).status).toBe(401);
    expect((await batch([])).status).toBe(400);
    const many = Array.from({ length: SYNC_BATCH_MAX + 1 }, (_, i) => voteOn(null, `many-${i}`));
    expect((await batch(many)).status).toBe(400);
  });
});
