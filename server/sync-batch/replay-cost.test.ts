/**
 * What a replayed outbox costs the server, and what that cost may never buy back. Over the
 * real app on a real PGlite: a bookmark replayed through the batch endpoint or alone costs a
 * bounded number of SQL statements (counted at PGlite's own query queue); the claim of its
 * key lives in the request's transaction, so a claim left without an answer is taken over and
 * runs once; a handler's own transaction is a savepoint that undoes only its writes; and the
 * change log's append holds the tenant's lock until the commit.
 */
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import type { BatchResponse } from '../../contract/outbox';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import { appendChanges, CHANGES_LOCK } from '../changes/log';
import { careerTips } from '../content/schema';
import { inRequestTransaction } from '../db/request-tx';
import { bookmarks, idempotency, jobs, users } from '../db/schema';
import { createTestApi, type TestApi } from '../testing';

/**
 * Statements of a bookmark in a batch on PGlite: a savepoint, the row (with its visibility
 * test and its change-log entry), the savepoint's release. The batch adds four of its own:
 * its transaction's two, the claim of every key, and the store of every answer.
 */
const STATEMENTS_PER_BATCHED_BOOKMARK = 3;
const STATEMENTS_PER_BATCH = 4;
/** A bookmark on its own request: transaction, key claim, row, answer. */
const STATEMENTS_PER_BOOKMARK = 5;

let api: TestApi;
let member: string;
let memberId: number;
let jobIds: number[];
let statements = 0;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 24, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  member = (await api.login('member@example.org')).access;
  const [owner] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'member@example.org'))
    .orderBy(users.id);
  memberId = owner!.id;
  jobIds = (
    await api.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.tenantId, api.seeded.defaultTenantId), eq(jobs.jobStatus, 'approved')))
  ).map((row) => row.id);
  const client: PGlite = Reflect.get(api.database.db, '$client');
  const run = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = (work) => {
    statements += 1;
    return run(work);
  };
});
afterAll(() => api?.close());

const bookmarked = async () =>
  (await api.database.db.select({ objectId: bookmarks.objectId }).from(bookmarks)).map((row) => row.objectId);

describe('a replayed bookmark on PGlite', () => {
  it('costs a bounded number of statements through the batch endpoint, each with its own record', async () => {
    const ids = jobIds.slice(0, 10);
    const mutations = ids.map((id) => ({
      method: 'POST',
      path: `/api/v1/bookmark/job/${id}/`,
      idempotency_key: `cost-batch-${id}`,
    }));
    const body = { mutations };
    // The first keyed request of a process also purges old records and checks the member once.
    await api.call('POST', `/api/v1/bookmark/job/${jobIds[23]}/`, {
      token: member,
      headers: { 'Idempotency-Key': 'cost-first' },
    });
    statements = 0;
    const res = await api.call<BatchResponse>('POST', pathOf(SYNC_ENDPOINTS.batch), { token: member, body });
    const spent = statements;
    expect(res.body.results.map((result) => result.status)).toEqual(ids.map(() => 201));
    expect(spent).toBeLessThanOrEqual(ids.length * STATEMENTS_PER_BATCHED_BOOKMARK + STATEMENTS_PER_BATCH);
    expect(await bookmarked()).toEqual(expect.arrayContaining(ids));
    const records = await api.database.db.select().from(idempotency).where(sql`${idempotency.key} like 'cost-batch-%'`);
    expect(records.map((row) => row.status)).toEqual(ids.map(() => 201));
    // A replay of the batch is answered from the records, with no second effect.
    const replay = await api.call<BatchResponse>('POST', pathOf(SYNC_ENDPOINTS.batch), { token: member, body });
    expect(replay.body.results).toEqual(res.body.results);
  });

  it('keeps each mutation of a batch to its own outcome: a refusal, a repeated key, a success', async () => {
    const [kept, later] = [jobIds[15]!, jobIds[16]!];
    const mutations = [
      { method: 'POST', path: `/api/v1/bookmark/job/${kept}/`, idempotency_key: 'own-kept' },
      { method: 'POST', path: '/api/v1/bookmark/job/999999/', idempotency_key: 'own-missing' },
      { method: 'POST', path: `/api/v1/bookmark/job/${kept}/`, idempotency_key: 'own-kept' },
      { method: 'POST', path: '/api/v1/bookmark/job/not-a-number/', idempotency_key: 'own-bad' },
      { method: 'DELETE', path: `/api/v1/unbookmark/job/${later}/`, idempotency_key: 'own-kept' },
      { method: 'POST', path: `/api/v1/bookmark/job/${later}/`, idempotency_key: 'own-later' },
    ];
    const res = await api.call<BatchResponse>('POST', pathOf(SYNC_ENDPOINTS.batch), {
      token: member,
      body: { mutations },
    });
    expect(res.body.results.map((result) => result.status)).toEqual([201, 404, 201, 404, 422, 201]);
    // The repeat of a key is answered with the first answer, not run again.
    expect(res.body.results[2]).toEqual(res.body.results[0]);
    expect(await bookmarked()).toEqual(expect.arrayContaining([kept, later]));
    const records = await api.database.db
      .select({ key: idempotency.key, status: idempotency.status })
      .from(idempotency)
      .where(sql`${idempotency.key} like 'own-%'`);
    expect(records.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'own-bad', status: 404 },
      { key: 'own-kept', status: 201 },
      { key: 'own-later', status: 201 },
      { key: 'own-missing', status: 404 },
    ]);
    const replay = await api.call<BatchResponse>('POST', pathOf(SYNC_ENDPOINTS.batch), {
      token: member,
      body: { mutations },
    });
    expect(replay.body.results).toEqual(res.body.results);
  });

  it('costs as few statements on its own request', async () => {
    const id = jobIds[10]!;
    statements = 0;
    const res = await api.call('POST', `/api/v1/bookmark/job/${id}/`, {
      token: member,
      headers: { 'Idempotency-Key': `cost-alone-${id}` },
    });
    expect(res.status).toBe(201);
    expect(statements).toBeLessThanOrEqual(STATEMENTS_PER_BOOKMARK);
  });
});

describe('the key claim inside the request transaction', () => {
  it('takes over a claim left without an answer (its process died) and runs the handler once', async () => {
    await api.database.db.insert(idempotency).values({
      tenantId: api.seeded.defaultTenantId,
      userId: memberId,
      key: 'left-by-a-dead-process',
      method: 'POST',
      path: '/api/v1/career-tips/',
    });
    const tip = () =>
      api.call('POST', '/api/v1/career-tips/', {
        token: member,
        headers: { 'Idempotency-Key': 'left-by-a-dead-process' },
        body: { title: 'Taken over once', content: 'Write down what you learned.', group: null },
      });
    const first = await tip();
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await tip();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    const titled = await api.database.db.select().from(careerTips).where(eq(careerTips.title, 'Taken over once'));
    expect(titled).toHaveLength(1);
  });
});

describe('transactions inside a request transaction', () => {
  it('a nested transaction that throws undoes only its own writes; one that succeeds keeps them', async () => {
    const db = api.database.db;
    const [a, b, c] = jobIds.slice(12, 15) as [number, number, number];
    const mark = (objectId: number) =>
      db.insert(bookmarks).values({ tenantId: api.seeded.defaultTenantId, userId: memberId, type: 'job', objectId });
    await inRequestTransaction(db, async () => {
      await mark(a);
      await expect(
        db.transaction(async () => {
          await mark(b);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      // A failed statement inside the nested one leaves the outer transaction usable.
      await expect(db.transaction(() => mark(a))).rejects.toThrow();
      await db.transaction(() => mark(c));
    });
    const kept = await bookmarked();
    expect(kept).toEqual(expect.arrayContaining([a, c]));
    expect(kept).not.toContain(b);
  });

  it('the change log append holds the tenant lock until the commit', async () => {
    const tenantId = api.seeded.defaultTenantId;
    const held = await inRequestTransaction(api.database.db, async (tx) => {
      await appendChanges(tx, [{ tenantId, userId: null, entity: 'job', entityId: '1', op: 'upsert' }]);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_locks`)
        .where(
          sql`locktype = 'advisory' and classid = ${CHANGES_LOCK} and objid = ${tenantId} and objsubid = 2 and granted`,
        );
      return row?.n;
    });
    expect(held).toBe(1);
  });
});
