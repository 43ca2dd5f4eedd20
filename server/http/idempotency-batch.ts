/**
 * The Idempotency-Keys of a sync batch on PGlite, where the whole batch is one request
 * transaction and each mutation a savepoint of it (sync-batch/routes.ts). The keys are
 * claimed in one statement before the first mutation runs, and the answers stored in one
 * statement after the last, in the same transaction as every effect: a crash anywhere leaves
 * neither effects nor records, and the client's retry runs each mutation once. Each mutation
 * still has its own outcome: a refusal or a 5xx undoes its savepoint only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { idempotency } from '../db/schema';

/** What the middleware needs of a claim: who made it, and its answer once there is one. */
export type KeyClaim = Pick<
  typeof idempotency.$inferSelect,
  'id' | 'method' | 'path' | 'status' | 'body' | 'contentType'
>;

export interface Answer {
  status: number;
  body: string;
  contentType: string | null;
}

export interface BatchKeys {
  tenantId: number;
  userId: number;
  /** The claim under each key of the batch; answered ones replay to a repeat of the key. */
  claims: Map<string, KeyClaim>;
  /** Answers of the mutations that ran, stored together by `storeAnswers`. */
  answers: Map<number, Answer>;
  /** Claims this batch made: one no mutation answered (refused before it ran) is removed. */
  fresh: Set<number>;
}

export interface KeyedRequest {
  key: string;
  method: string;
  path: string;
}

const scope = new AsyncLocalStorage<BatchKeys>();
const unanswered = { status: null, body: null, contentType: null };

/** Claims every key of the batch that is free, and reads the claims of the others. */
export async function claimBatch(
  db: Db,
  owner: { tenantId: number; userId: number },
  requests: readonly KeyedRequest[],
): Promise<BatchKeys> {
  const keys: BatchKeys = { ...owner, claims: new Map(), answers: new Map(), fresh: new Set() };
  if (requests.length === 0) return keys;
  // A key repeated in the batch is claimed for its first request; the others replay or mismatch.
  const byKey = new Map<string, KeyedRequest>();
  for (const request of requests) if (!byKey.has(request.key)) byKey.set(request.key, request);
  const result = await db.execute(sql`
    insert into ${idempotency} (tenant_id, user_id, key, method, path)
    select ${owner.tenantId}::integer, ${owner.userId}::integer, v.key, v.method, v.path
    from json_to_recordset(${JSON.stringify([...byKey.values()])}::json) as v (key text, method text, path text)
    on conflict do nothing
    returning id, key`);
  for (const row of rowsOf(result)) {
    const { id, key } = row;
    const request = typeof key === 'string' ? byKey.get(key) : undefined;
    if (typeof id !== 'number' || !request) throw new Error('Unexpected idempotency claim row.');
    keys.claims.set(request.key, { id, method: request.method, path: request.path, ...unanswered });
    keys.fresh.add(id);
  }
  const taken = [...byKey.keys()].filter((key) => !keys.claims.has(key));
  if (taken.length > 0) {
    const found = await db
      .select()
      .from(idempotency)
      .where(
        and(
          eq(idempotency.tenantId, owner.tenantId),
          eq(idempotency.userId, owner.userId),
          inArray(idempotency.key, taken),
        ),
      );
    for (const row of found) keys.claims.set(row.key, row);
  }
  return keys;
}

/** Runs the batch's mutations with its claims in reach of the middleware. */
export function withBatchKeys<T>(keys: BatchKeys, work: () => T): T {
  return scope.run(keys, work);
}

/** The claims of the enclosing batch, when it is this caller's. */
export function batchKeys(tenantId: number, userId: number): BatchKeys | undefined {
  const keys = scope.getStore();
  return keys && keys.tenantId === tenantId && keys.userId === userId ? keys : undefined;
}

/** Stores the answers of the batch's mutations on their claims, in one statement. */
export async function storeAnswers(db: Db, keys: BatchKeys): Promise<void> {
  const unused = [...keys.fresh].filter((id) => !keys.answers.has(id));
  if (unused.length > 0) await db.delete(idempotency).where(inArray(idempotency.id, unused));
  if (keys.answers.size === 0) return;
  const rows = [...keys.answers].map(([id, { status, body, contentType }]) => ({
    id,
    status,
    body,
    content_type: contentType,
  }));
  await db.execute(sql`
    update ${idempotency} set status = v.status, body = v.body, content_type = v.content_type
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as v (id integer, status integer, body text, content_type text)
    where ${idempotency.id} = v.id`);
}
