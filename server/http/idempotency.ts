/**
 * Idempotency-Key on mutating calls of signed-in users (DESIGN section 5): the first
 * request claims the key, runs, and stores its response (status < 500); a replay with the
 * same key answers that stored response, marked `Idempotent-Replayed: true`, with no
 * second effect. A key still in flight answers 409; another request under a used key 422.
 *
 * The handler runs in a transaction of its own (db/request-tx.ts) that also writes the
 * stored response, so its effect and the record of it commit together: a crash at any point
 * leaves either both (a retry is replayed) or neither (a retry runs, once). The claim row is
 * committed before, and the running request holds a row lock on it: a claim nobody holds
 * belongs to a request that died, and is taken over at once. A 5xx rolls the effect back
 * and frees the key. Stored responses outlive the outbox's age limit, so any retry a client
 * may still send is answered from the record.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../../contract/messages';
import { OUTBOX_MAX_AGE_MS } from '../../contract/outbox';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { inRequestTransaction } from '../db/request-tx';
import { idempotency } from '../db/schema';
import { crashPoint, errorCodes } from './idempotency-support';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DAY_MS = 24 * 60 * 60 * 1000;
/** A client gives up on an entry after OUTBOX_MAX_AGE_MS; a day more covers clock skew. */
export const IDEMPOTENCY_KEEP_MS = OUTBOX_MAX_AGE_MS + DAY_MS;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
const LOCK_NOT_AVAILABLE = '55P03';
const IN_FAILED_TRANSACTION = '25P02';

type Row = typeof idempotency.$inferSelect;
type Outcome = { kind: 'ran' } | { kind: 'stored'; row: Row } | { kind: 'purged' };

/** A 5xx: the effect rolls back. */
class Rollback extends Error {}
/** A statement of the handler failed and left the transaction unusable: it rolls back. */
class Aborted extends Error {}

export function idempotencyKeys(db: Db) {
  let purgedAt = 0;
  /** Keys running in this process: PGlite has one connection, so its row locks cannot tell. */
  const running = new Set<string>();
  const crash = crashPoint();
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    const auth = c.var.auth;
    if (!key || !auth || !MUTATING.has(c.req.method)) return next();
    if (key.length > MAX_KEY_LENGTH) return c.json({ detail: 'Idempotency-Key is too long.' }, 400);
    if (Date.now() - purgedAt > PURGE_EVERY_MS) {
      purgedAt = Date.now();
      await db.delete(idempotency).where(lt(idempotency.createdAt, new Date(Date.now() - IDEMPOTENCY_KEEP_MS)));
    }
    const local = `${auth.tenantId}:${auth.userId}:${key}`;
    if (running.has(local)) return busy(c);
    running.add(local);
    try {
      return await claimAndRun(db, c, next, { tenantId: auth.tenantId, userId: auth.userId, key }, crash);
    } finally {
      running.delete(local);
    }
  });
}

async function claimAndRun(
  db: Db,
  c: Context<AppEnv>,
  next: () => Promise<void>,
  owner: { tenantId: number; userId: number; key: string },
  crash: ReturnType<typeof crashPoint>,
): Promise<Response | undefined> {
  const { tenantId, userId, key } = owner;
  const { method, path } = c.req;
  await db.insert(idempotency).values({ tenantId, userId, key, method, path }).onConflictDoNothing();
  const [claim] = await db
    .select()
    .from(idempotency)
    .where(and(eq(idempotency.tenantId, tenantId), eq(idempotency.userId, userId), eq(idempotency.key, key)));
  // Purged between the two statements: the client retries.
  if (!claim) return busy(c);
  if (claim.method !== method || claim.path !== path) {
    return c.json({ detail: 'This Idempotency-Key was already used for a different request.' }, 422);
  }
  if (claim.status !== null) return replay(claim);
  const outcome = await run(db, claim.id, c, next, crash);
  if (outcome === 'busy') return busy(c);
  if (outcome.kind === 'stored') return replay(outcome.row);
  crash('after-commit');
  return undefined;
}

/** The handler and the record of its answer, in one transaction; 'busy' while another holds the claim. */
async function run(
  db: Db,
  claimId: number,
  c: Context<AppEnv>,
  next: () => Promise<void>,
  crash: ReturnType<typeof crashPoint>,
): Promise<Outcome | 'busy'> {
  let locked = false;
  try {
    const outcome = await inRequestTransaction(db, async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select()
        .from(idempotency)
        .where(eq(idempotency.id, claimId))
        .for('update', { noWait: true });
      locked = true;
      // Finished (or purged) while this request waited for the lock.
      if (!row || row.status !== null) return row ? { kind: 'stored', row } : { kind: 'purged' };
      await next();
      crash('after-effect');
      if (c.res.status >= 500) throw new Rollback();
      const body = await c.res.clone().text();
      const contentType = c.res.headers.get('content-type');
      try {
        await tx
          .update(idempotency)
          .set({ status: c.res.status, body, contentType })
          .where(eq(idempotency.id, claimId));
      } catch (error) {
        throw errorCodes(error).includes(IN_FAILED_TRANSACTION) ? new Aborted() : error;
      }
      return { kind: 'ran' };
    });
    return outcome.kind === 'purged' ? 'busy' : outcome;
  } catch (error) {
    if (!locked && errorCodes(error).includes(LOCK_NOT_AVAILABLE)) return 'busy';
    if (error instanceof Aborted) return await afterAbort(db, claimId, c);
    await free(db, claimId);
    if (error instanceof Rollback) return { kind: 'ran' };
    throw error;
  }
}

/**
 * The handler answered after one of its statements failed; everything it wrote is rolled
 * back. A refusal (4xx) is still its answer and is stored; a success without its effect is not
 * one: the key is freed and the client, told 500, tries again.
 */
async function afterAbort(db: Db, claimId: number, c: Context<AppEnv>): Promise<Outcome> {
  const status = c.res.status;
  if (status < 400) {
    await free(db, claimId);
    c.res = c.json({ detail: MESSAGES.genericError }, 500);
    return { kind: 'ran' };
  }
  const body = await c.res.clone().text();
  const contentType = c.res.headers.get('content-type');
  await db.update(idempotency).set({ status, body, contentType }).where(eq(idempotency.id, claimId));
  return { kind: 'ran' };
}

/** Frees the key of a request that rolled back, unless another request holds it by now. */
async function free(db: Db, claimId: number): Promise<void> {
  await db
    .execute(
      sql`delete from ${idempotency} where ${idempotency.id} = (
        select ${idempotency.id} from ${idempotency}
        where ${idempotency.id} = ${claimId} and ${idempotency.status} is null
        for update skip locked)`,
    )
    .catch(() => {
      // An unclaimed row with no answer is taken over by the next request anyway.
    });
}

function replay(row: Row): Response {
  return new Response(row.body === '' ? null : row.body, {
    status: row.status ?? 409,
    headers: { 'Content-Type': row.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
  });
}

function busy(c: Context<AppEnv>): Response {
  return c.json({ detail: MESSAGES.idempotencyConflict }, 409);
}
