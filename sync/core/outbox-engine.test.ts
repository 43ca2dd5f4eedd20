/**
 * The outbox engine against the real server (real app, real PGlite): the last intent for a
 * key wins whatever was in flight, failing entries reach needs-attention within the retry
 * limits without holding back the ones behind them, and 1,000 queued votes drain in batches.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES, SYNC_BATCH_MAX, type VoteType } from '../../contract';
import { pathOf } from '../../contract/endpoint';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import { careerTips, votes } from '../../server/content/schema';
import { users } from '../../server/db/schema';
import { createTestApi, type TestApi } from '../../server/testing';
import { testDb } from '../testing/fixtures';
import { setMeta } from './db';
import { createApiClient, type FetchFn } from './http';
import { mutate, needsAttention } from './outbox';
import { pushOutbox } from './push';
import { DEFAULT_PUSH_POLICY, type PushPolicy } from './push-policy';

const BASE = 'http://localhost:8080';
const MEMBER = 'member@example.org';
let api: TestApi;
let tipIds: number[] = [];

beforeAll(async () => {
  api = await createTestApi({ jobCount: 0, draftJobCount: 0, campusJobCount: 0 });
  const [author] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.org'))
    .orderBy(users.id);
  const rows = Array.from({ length: 1_010 }, (_, i) => ({
    tenantId: api.seeded.defaultTenantId,
    slug: `outbox-tip-${i}`,
    title: `Outbox tip ${i}`,
    content: '<p>Tip</p>',
    status: 'approved' as const,
    createdBy: author!.id,
  }));
  tipIds = (await api.database.db.insert(careerTips).values(rows).returning({ id: careerTips.id })).map((r) => r.id);
}, 120_000);
afterAll(() => api?.close());

/** The real app, with a hook that may answer for it (a failure) or act while a request is in flight. */
function serverFetch(
  hook: (path: string, body: string, signal?: AbortSignal | null) => Promise<Response | null> = async () => null,
): FetchFn & { requests: string[] } {
  const requests: string[] = [];
  const fetch: FetchFn = async (input, init) => {
    const path = new URL(input).pathname;
    requests.push(path);
    const answer = await hook(path, typeof init.body === 'string' ? init.body : '', init.signal);
    if (answer) return answer;
    const headers = new Headers(init.headers);
    headers.set('Host', 'localhost:8080');
    return api.app.request(input, { ...init, headers });
  };
  return Object.assign(fetch, { requests });
}

async function device(fetch: FetchFn, clock = { time: Date.now() }) {
  const db = testDb();
  await setMeta(db, 'session', await api.login(MEMBER));
  const ctx = { db, api: createApiClient({ db, baseUrl: BASE, fetch }), now: () => clock.time, random: () => 0.5 };
  return { db, ctx, clock };
}

/** The member's vote on a tip as the server holds it (null: none). */
async function serverVote(tipId: number): Promise<string | null> {
  const [member] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, MEMBER))
    .orderBy(users.id);
  const rows = await api.database.db
    .select({ type: votes.voteType })
    .from(votes)
    .where(and(eq(votes.userId, member!.id), eq(votes.objectId, tipId), eq(votes.contentType, 'careertip')));
  return rows[0]?.type ?? null;
}

const vote = (object_id: number, vote_type: VoteType | null) => ({
  content_type: 'careertip' as const,
  object_id,
  vote_type,
});
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the outbox engine over the real server', { timeout: 120_000 }, () => {
  it('up (fails in flight), down meanwhile, up after the failure: the server ends on up', async () => {
    const tip = tipIds[0]!;
    let isFirst = true;
    let db: Awaited<ReturnType<typeof device>>['db'] | undefined;
    const fetch = serverFetch(async (path) => {
      if (!isFirst || !path.endsWith('/vote/')) return null;
      isFirst = false;
      await mutate(db!, 'vote.set', vote(tip, 'downvote')); // clicked while "up" is on the wire
      return unreachable();
    });
    const phone = await device(fetch);
    db = phone.db;
    await mutate(phone.db, 'vote.set', vote(tip, 'upvote'));
    await pushOutbox(phone.ctx);
    await mutate(phone.db, 'vote.set', vote(tip, 'upvote')); // clicked after the failure
    phone.clock.time += 60_000;
    expect(await pushOutbox(phone.ctx)).toEqual({ kind: 'done' });
    phone.clock.time += 60_000;
    await pushOutbox(phone.ctx);
    expect(await serverVote(tip)).toBe('upvote');
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('a vote the server always fails reaches needs-attention at the limit; the ones behind it land', async () => {
    const [stuck, fine] = [tipIds[1]!, tipIds[2]!];
    const box = await device(
      serverFetch(async (_path, body) =>
        body.includes(`"object_id":${stuck},`) ? Response.json({ detail: 'Injected fault' }, { status: 500 }) : null,
      ),
    );
    const policy: PushPolicy = { ...DEFAULT_PUSH_POLICY, maxAttempts: 3 };
    await mutate(box.db, 'vote.set', vote(stuck, 'upvote'));
    await mutate(box.db, 'vote.set', vote(fine, 'downvote'));
    for (let round = 0; round < 3; round++) {
      await pushOutbox(box.ctx, policy);
      box.clock.time += 60_000;
    }
    expect(await serverVote(fine)).toBe('downvote'); // not held back by the failing one
    expect(await serverVote(stuck)).toBeNull();
    const attention = await needsAttention(box.db);
    expect(attention.map((entry) => [entry.args, entry.error])).toEqual([[vote(stuck, 'upvote'), 'Injected fault']]);
  });

  it('a request that hangs is cut off by the short timeout and the pass goes on', async () => {
    const [hung, fine] = [tipIds[4]!, tipIds[5]!];
    const hangs = (signal?: AbortSignal | null) =>
      new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const box = await device(
      serverFetch(async (_path, body, signal) => (body.includes(`"object_id":${hung},`) ? hangs(signal) : null)),
    );
    const seq = await mutate(box.db, 'vote.set', vote(hung, 'upvote'));
    await mutate(box.db, 'vote.set', vote(fine, 'upvote'));
    expect(await pushOutbox(box.ctx, { ...DEFAULT_PUSH_POLICY, timeoutMs: 100 })).toMatchObject({ kind: 'transient' });
    expect(await serverVote(fine)).toBe('upvote');
    expect(await box.db.outbox.get(seq)).toMatchObject({ status: 'pending', strikes: 1, sendingSince: null });
  });

  it('an entry older than the age limit is never sent and fails visibly', async () => {
    const tip = tipIds[3]!;
    const fetch = serverFetch();
    const phone = await device(fetch);
    const seq = await mutate(phone.db, 'vote.set', vote(tip, 'upvote'));
    await phone.db.outbox.update(seq, { keyedAt: phone.clock.time - DEFAULT_PUSH_POLICY.maxAgeMs - 1 });
    await pushOutbox(phone.ctx);
    expect(fetch.requests.filter((path) => path.endsWith('/vote/'))).toEqual([]);
    expect(await serverVote(tip)).toBeNull();
    expect((await needsAttention(phone.db)).map((entry) => entry.error)).toEqual([OUTBOX_MESSAGES.tooOld]);
  });

  it('1,000 queued votes drain in batches, each landing once, each batch settled in one transaction', async () => {
    const fetch = serverFetch();
    const phone = await device(fetch);
    const queued = tipIds.slice(10, 1_010);
    for (const [i, tip] of queued.entries())
      await mutate(phone.db, 'vote.set', vote(tip, i % 2 ? 'downvote' : 'upvote'));
    const policy: PushPolicy = { ...DEFAULT_PUSH_POLICY, batchMax: SYNC_BATCH_MAX };
    // Every committed outbox write runs the page's live queries again: one commit per batch.
    const settlings = new Set<unknown>();
    phone.db.outbox.hook('deleting', (_seq, _entry, transaction) => {
      settlings.add(transaction.idbtrans);
    });
    const started = performance.now();
    expect(await pushOutbox(phone.ctx, policy)).toEqual({ kind: 'done' });
    const ms = Math.round(performance.now() - started);
    // biome-ignore lint/suspicious/noConsole: the drain time is what this test reports
    console.info(
      `drained ${queued.length} votes in ${ms} ms with ${fetch.requests.length} requests, settled in ${settlings.size} transactions`,
    );
    const batches = fetch.requests.filter((path) => path === pathOf(SYNC_ENDPOINTS.batch)).length;
    expect(batches).toBe(queued.length / SYNC_BATCH_MAX);
    expect(settlings.size).toBe(batches);
    expect(await phone.db.outbox.count()).toBe(0);
    const scores = await api.database.db
      .select({ id: careerTips.id, score: careerTips.voteScore })
      .from(careerTips)
      .where(inArray(careerTips.id, queued));
    expect(scores.filter((row) => Math.abs(row.score) !== 1)).toEqual([]);
    expect(await Promise.all(queued.slice(0, 4).map(serverVote))).toEqual(['upvote', 'downvote', 'upvote', 'downvote']);
  }, 600_000);
});
