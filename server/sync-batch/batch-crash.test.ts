/**
 * Exactly once through a crash in the middle of a sync batch: a real server process, armed
 * with a test-only crash point, is killed (SIGKILL) after the second of five mutations took
 * effect, or after the batch's last commit and before its answer. A process restarted on the
 * same data answers the client's retry of the same batch (same keys): every mutation is
 * applied once (its rows, its change-log entries, the item's score) and each has its own
 * outcome, the ones that had committed answered from their records. On a PGlite data
 * directory always; on a throwaway Postgres when this machine has one (skipped, saying why,
 * when not).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkKey } from '../../contract/bookmarks';
import { pathOf } from '../../contract/endpoint';
import type { BatchResponse } from '../../contract/outbox';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import { voteKey } from '../../contract/votes';
import { useCases } from '../content/schema';
import { type DatabaseOptions, openDatabase } from '../db/client';
import { bookmarks, changes, users } from '../db/schema';
import { CRASH_POINT_ENV, type CrashPoint } from '../http/idempotency-support';
import { type ChildServer, call, signIn, startChildServer } from '../testing-child';
import { findPostgresBin, NO_POSTGRES_REASON, startTestPostgres, type TestPostgres } from '../testing-postgres';

const JWT_SECRET = 'a-batch-crash-test-secret-of-32-bytes!!!';
const hasPostgres = (await findPostgresBin()) !== null || Boolean(process.env['TEST_DATABASE_URL']);
const MEMBER = 'member@example.org';

interface Backend {
  env: Record<string, string>;
  /** How to open the data while no server runs on it. */
  database: DatabaseOptions;
}

/**
 * Three approved use cases the member has neither bookmarked nor voted on, from `offset` on:
 * tests on one database take different ones (an earlier test's removed bookmark looks untouched).
 */
async function untouchedUseCases(server: ChildServer, access: string, offset: number): Promise<number[]> {
  const res = await call(server.port, 'GET', '/api/v1/use-cases/?page_size=50', { token: access });
  expect(res.status).toBe(200);
  const { data } = JSON.parse(res.text) as {
    data: { id: number; is_bookmarked: boolean; user_vote_type: string | null }[];
  };
  const ids = data.filter((item) => !item.is_bookmarked && item.user_vote_type === null).map((item) => item.id);
  expect(ids.length).toBeGreaterThanOrEqual(offset + 3);
  return ids.slice(offset, offset + 3);
}

/** Five mutations: bookmark a and b, upvote a, bookmark c, remove the bookmark of b. */
function mutationsOn([a, b, c]: number[], at: CrashPoint) {
  return [
    { method: 'POST', path: `/api/v1/bookmark/usecase/${a}/` },
    { method: 'POST', path: `/api/v1/bookmark/usecase/${b}/` },
    { method: 'POST', path: '/api/v1/vote/', body: { content_type: 'usecase', object_id: a, vote_type: 'upvote' } },
    { method: 'POST', path: `/api/v1/bookmark/usecase/${c}/` },
    { method: 'DELETE', path: `/api/v1/unbookmark/usecase/${b}/` },
  ].map((mutation, i) => ({ ...mutation, idempotency_key: `${at}-${i}` }));
}

/** What the member's batch left in the database: bookmarks, change-log entries, the score. */
async function storedState(options: DatabaseOptions, ids: number[]) {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER)).orderBy(users.id);
    const userId = member!.id;
    const keys = [...ids.map((id) => bookmarkKey('usecase', id)), voteKey('usecase', ids[0]!)];
    const marked = await db
      .select({ objectId: bookmarks.objectId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.type, 'usecase'), inArray(bookmarks.objectId, ids)));
    const logged = await db
      .select({ entityId: changes.entityId, op: changes.op })
      .from(changes)
      .where(and(eq(changes.userId, userId), inArray(changes.entityId, keys)))
      .orderBy(changes.seq);
    const [scored] = await db.select({ score: useCases.voteScore }).from(useCases).where(eq(useCases.id, ids[0]!));
    return {
      bookmarked: marked.map((row) => row.objectId).sort((x, y) => x - y),
      changes: logged.map((row) => `${row.op} ${row.entityId}`),
      score: scored!.score,
    };
  } finally {
    await database.close();
  }
}

/** Sends the batch, the process dies at `at`; a restarted process answers the same batch, twice. */
async function crashThenRetry(backend: () => Backend, at: CrashPoint) {
  const armed = await startChildServer({ ...backend().env, [CRASH_POINT_ENV]: at });
  const access = await signIn(armed, MEMBER);
  const ids = await untouchedUseCases(armed, access, at === 'mid-batch' ? 0 : 3);
  const [a, b, c] = ids as [number, number, number];
  const mutations = mutationsOn(ids, at);
  const send = (server: ChildServer) =>
    call(server.port, 'POST', pathOf(SYNC_ENDPOINTS.batch), { token: access, body: { mutations } });
  await expect(send(armed)).rejects.toThrow();
  expect(await armed.exited).toBe('SIGKILL');
  const scoreBefore = (await storedState(backend().database, ids)).score;

  const restarted = await startChildServer(backend().env);
  let first: BatchResponse;
  try {
    const retry = await send(restarted);
    expect(retry.status).toBe(200);
    first = JSON.parse(retry.text) as BatchResponse;
    const again = await send(restarted);
    expect(again.status).toBe(200);
    expect((JSON.parse(again.text) as BatchResponse).results).toEqual(first.results);
  } finally {
    await restarted.stop();
  }
  // Each mutation's own outcome: a bookmark applied twice would answer 200 (already there).
  expect(first.results.map((result) => result.status)).toEqual([201, 201, 200, 201, 204]);
  expect(first.results[2]?.body).toMatchObject({ user_vote: 'upvote' });
  const state = await storedState(backend().database, ids);
  expect(state.bookmarked).toEqual([a, c].sort((x, y) => x - y));
  expect(state.changes).toEqual([
    `upsert usecase:${a}`,
    `upsert usecase:${b}`,
    `upsert vote:usecase:${a}`,
    `upsert usecase:${c}`,
    `delete usecase:${b}`,
  ]);
  // A batch that committed before the crash counted its upvote already; one that did not, now.
  expect(state.score).toBe(at === 'after-batch-commit' ? scoreBefore : scoreBefore + 1);
}

describe('a server killed mid-batch, on a PGlite data directory', () => {
  let dir: string;
  const backend = (): Backend => ({
    env: { DATA_DIR: dir, JWT_SECRET },
    database: { dataDir: join(dir, 'pglite') },
  });
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-batch-crash-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    'after two of five mutations, uncommitted: the retry applies each once',
    () => crashThenRetry(backend, 'mid-batch'),
    300_000,
  );
  it(
    'after the commit, before the answer: the retry answers each from its record',
    () => crashThenRetry(backend, 'after-batch-commit'),
    300_000,
  );
});

describe.skipIf(!hasPostgres)(
  `a server killed mid-batch, on Postgres${hasPostgres ? '' : ` (skipped: ${NO_POSTGRES_REASON})`}`,
  () => {
    let postgres: TestPostgres | null = null;
    let dir: string;
    const backend = (): Backend => ({
      env: { DATABASE_URL: postgres!.url, DATA_DIR: dir, JWT_SECRET },
      database: { databaseUrl: postgres!.url },
    });
    beforeAll(async () => {
      postgres = await startTestPostgres();
      dir = await mkdtemp(join(tmpdir(), 'portal-batch-crash-pg-'));
    }, 120_000);
    afterAll(async () => {
      await postgres?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it(
      'after two of five mutations, committed: the retry answers those from their records, runs the rest once',
      () => crashThenRetry(backend, 'mid-batch'),
      300_000,
    );
    it(
      'after the last commit, before the answer: the retry answers each from its record',
      () => crashThenRetry(backend, 'after-batch-commit'),
      300_000,
    );
  },
);
