/**
 * Idempotency-Key on mutating calls of signed-in users (DESIGN section 5): the first
 * request claims the key, runs, and stores its response (status < 500); a replay with the
 * same key answers that stored response, marked `Idempotent-Replayed: true`, with no
 * second effect. A key still in flight answers 409; another request under a used key 422.
 *
 * The handler runs in a transaction of its own (db/request-tx.ts) that also writes the
 * stored response, so its effect and the record of it commit together: a crash at any point
 * leaves either both (a retry is replayed) or neither (a retry runs, once). A 5xx rolls the
 * effect back and frees the key. Stored responses outlive the outbox's age limit, so any
 * retry a client may still send is answered from the record.
 *
 * How a request in flight is told apart depends on the database. On Postgres, processes
 * share it: the claim row is committed before the handler runs and the running request
 * holds a row lock on it, so a claim nobody holds belongs to a request that died and is
 * taken over at once. On PGlite this process is the only one and its transactions run one
 * at a time: the claim is made inside the request's transaction (a crash leaves none), no
 * lock is needed, and the keys running in this process are the ones in flight. A sync batch
 * on PGlite claims and answers all its keys at once (idempotency-batch.ts).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../../contract/messages';
import { OUTBOX_MAX_AGE_MS } from '../../contract/outbox';
import type { AppEnv } from '../app-env';
import type { Db, Tx } from '../db/client';
import { inRequestTransaction, isSingleConnection } from '../db/request-tx';
import { idempotency } from '../db/schema';
import { type BatchKeys, batchKeys, type KeyClaim } from './idempotency-batch';
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
/** 'busy': in flight elsewhere (or purged meanwhile: the client retries). */
type Outcome = { kind: 'ran' } | { kind: 'stored'; row: KeyClaim } | { kind: 'busy' } | { kind: 'mismatch' };
interface Owner {
  tenantId: number;
  userId: number;
  key: string;
}
type Crash = ReturnType<typeof crashPoint>;
type Claim = (db: Db, c: Context<AppEnv>, next: () => Promise<void>, owner: Owner, crash: Crash) => Promise<Outcome>;

/** A 5xx: the effect rolls back. */
class Rollback extends Error {}
/** A statement of the handler failed and left the transaction unusable: it rolls back. */
class Aborted extends Error {}

export function idempotencyKeys(db: Db) {
  let purgedAt = 0;
  /** Keys running in this process: PGlite has one connection, so its row locks cannot tell. */
  const running = new Set<string>();
  const crash = crashPoint();
  const claimAndRun: Claim = isSingleConnection(db) ? claimAndRunAlone : claimAndRunShared;
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
    const batch = batchKeys(auth.tenantId, auth.userId);
    const batchClaim = batch?.claims.get(key);
    let outcome: Outcome;
    try {
      outcome =
        batch && batchClaim
          ? await runInBatch(db, c, next, { batch, claim: batchClaim, key }, crash)
          : await claimAndRun(db, c, next, { tenantId: auth.tenantId, userId: auth.userId, key }, crash);
    } finally {
      running.delete(local);
    }
    if (outcome.kind === 'stored') return replay(outcome.row);
    if (outcome.kind === 'busy') return busy(c);
    if (outcome.kind === 'mismatch') {
      return c.json({ detail: 'This Idempotency-Key was already used for a different request.' }, 422);
    }
    // A batch's mutations commit with the batch, after the last one.
    if (!batch) crash('after-commit');
    return undefined;
  });
}

const ownedKey = ({ tenantId, userId, key }: Owner) =>
  and(eq(idempotency.tenantId, tenantId), eq(idempotency.userId, userId), eq(idempotency.key, key));

/** The row of a claim made just now, or the one found under the key; undefined if purged meanwhile. */
async function claim(db: Db | Tx, owner: Owner, method: string, path: string): Promise<Row | undefined> {
  const [fresh] = await db
    .insert(idempotency)
    .values({ ...owner, method, path })
    .onConflictDoNothing()
    .returning();
  if (fresh) return fresh;
  const [found] = await db.select().from(idempotency).where(ownedKey(owner));
  return found;
}

/** The claim's id when the handler may run under it, else what to answer. */
function settled(row: KeyClaim | undefined, method: string, path: string): number | Outcome {
  if (!row) return { kind: 'busy' };
  if (row.method !== method || row.path !== path) return { kind: 'mismatch' };
  return row.status === null ? row.id : { kind: 'stored', row };
}

/** PGlite: claim, handler and answer in one transaction; `running` tells the requests in flight. */
async function claimAndRunAlone(
  db: Db,
  c: Context<AppEnv>,
  next: () => Promise<void>,
  owner: Owner,
  crash: Crash,
): Promise<Outcome> {
  const { method, path } = c.req;
  try {
    return await inRequestTransaction(db, async (tx): Promise<Outcome> => {
      // A claim with no answer that nobody here runs was left by a process that died: taken over.
      const claimId = settled(await claim(tx, owner, method, path), method, path);
      return typeof claimId === 'number' ? await runAndRecord(tx, claimId, c, next, crash) : claimId;
    });
  } catch (error) {
    if (error instanceof Rollback) return { kind: 'ran' };
    // The rollback took a fresh claim with it; one taken over stays for the next request.
    if (error instanceof Aborted) return await afterAbort(db, c, owner, async () => {});
    throw error;
  }
}

/** Postgres: the claim is committed first, and its row lock, held until the commit, marks it running. */
async function claimAndRunShared(
  db: Db,
  c: Context<AppEnv>,
  next: () => Promise<void>,
  owner: Owner,
  crash: Crash,
): Promise<Outcome> {
  const { method, path } = c.req;
  const claimId = settled(await claim(db, owner, method, path), method, path);
  if (typeof claimId !== 'number') return claimId;
  let locked = false;
  try {
    return await inRequestTransaction(db, async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select()
        .from(idempotency)
        .where(eq(idempotency.id, claimId))
        .for('update', { noWait: true });
      locked = true;
      // Finished (or purged) while this request waited for the lock.
      if (!row || row.status !== null) return row ? { kind: 'stored', row } : { kind: 'busy' };
      return await runAndRecord(tx, claimId, c, next, crash);
    });
  } catch (error) {
    if (!locked && errorCodes(error).includes(LOCK_NOT_AVAILABLE)) return { kind: 'busy' };
    if (error instanceof Aborted) return await afterAbort(db, c, owner, () => free(db, claimId));
    await free(db, claimId);
    if (error instanceof Rollback) return { kind: 'ran' };
    throw error;
  }
}

/** Runs the handler and stores its answer on the claim, in the caller's transaction. */
async function runAndRecord(
  tx: Tx,
  claimId: number,
  c: Context<AppEnv>,
  next: () => Promise<void>,
  crash: Crash,
): Promise<Outcome> {
  await next();
  crash('after-effect');
  if (c.res.status >= 500) throw new Rollback();
  try {
    await tx
      .update(idempotency)
      .set(await answerOf(c))
      .where(eq(idempotency.id, claimId));
  } catch (error) {
    throw errorCodes(error).includes(IN_FAILED_TRANSACTION) ? new Aborted() : error;
  }
  return { kind: 'ran' };
}

/**
 * A mutation of a batch (idempotency-batch.ts): its key was claimed with the batch's, it runs
 * under a savepoint, and its answer is stored with the others at the end. A 5xx, or a success
 * whose statement failed, undoes the savepoint and frees the key; a refusal is its answer.
 */
async function runInBatch(
  db: Db,
  c: Context<AppEnv>,
  next: () => Promise<void>,
  { batch, claim, key }: { batch: BatchKeys; claim: KeyClaim; key: string },
  crash: Crash,
): Promise<Outcome> {
  const claimId = settled(claim, c.req.method, c.req.path);
  if (typeof claimId !== 'number') return claimId;
  const freeClaim = async () => {
    batch.claims.delete(key);
    batch.fresh.delete(claimId);
    await db.delete(idempotency).where(eq(idempotency.id, claimId));
  };
  try {
    await inRequestTransaction(db, async () => {
      await next();
      crash('after-effect');
      if (c.res.status >= 500) throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) {
      await freeClaim();
      return { kind: 'ran' };
    }
    // The savepoint could not be released: a statement of the handler failed and was undone.
    if (!errorCodes(error).includes(IN_FAILED_TRANSACTION)) throw error;
    if (c.res.status < 400) {
      await freeClaim();
      c.res = c.json({ detail: MESSAGES.genericError }, 500);
      return { kind: 'ran' };
    }
  }
  const answer = await answerOf(c);
  batch.answers.set(claimId, answer);
  batch.claims.set(key, { ...claim, ...answer });
  return { kind: 'ran' };
}

async function answerOf(c: Context<AppEnv>) {
  return { status: c.res.status, body: await c.res.clone().text(), contentType: c.res.headers.get('content-type') };
}

/**
 * The handler answered after one of its statements failed; everything it wrote is rolled
 * back. A refusal (4xx) is still its answer and is stored; a success without its effect is not
 * one: the key is freed and the client, told 500, tries again.
 */
async function afterAbort(db: Db, c: Context<AppEnv>, owner: Owner, freeClaim: () => Promise<void>): Promise<Outcome> {
  if (c.res.status < 400) {
    await freeClaim();
    c.res = c.json({ detail: MESSAGES.genericError }, 500);
    return { kind: 'ran' };
  }
  const answer = await answerOf(c);
  const { method, path } = c.req;
  await db
    .insert(idempotency)
    .values({ ...owner, method, path, ...answer })
    .onConflictDoUpdate({
      target: [idempotency.tenantId, idempotency.userId, idempotency.key],
      set: answer,
      setWhere: sql`${idempotency.status} is null`,
    });
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

function replay(row: KeyClaim): Response {
  return new Response(row.body === '' ? null : row.body, {
    status: row.status ?? 409,
    headers: { 'Content-Type': row.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
  });
}

function busy(c: Context<AppEnv>): Response {
  return c.json({ detail: MESSAGES.idempotencyConflict }, 409);
}
