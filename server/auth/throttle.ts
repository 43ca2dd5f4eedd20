/**
 * Rate limits (DESIGN section 9) that every server process shares: fixed windows kept in
 * `rate_limit_buckets`, one row per limit and key (keys start with the limit's name and
 * the tenant id, so limits and tenants never share a budget).
 *
 * Each operation is ONE atomic SQL statement. A take is an `insert ... on conflict (key)
 * do update ... where ... returning`: it restarts a window that has passed, counts only
 * while under the limit, and answers a row only when it counted, so concurrent takes on
 * any number of processes can never exceed the budget (Postgres locks the conflicting row;
 * the embedded PGlite runs one statement at a time). Time is the database's `now()`, so
 * processes with drifting clocks still agree on a window.
 *
 * Several limits taken together (one per 30 s AND five per hour; a login's account,
 * address and account-and-address limits) pass all or count none. One upsert decides each
 * row on its own and cannot undo a sibling row, so they run as one transaction: each key's
 * take in key order (the upsert leaves its row locked until commit; one order for everyone
 * means no deadlock), rolled back when any limit refuses.
 *
 * rate-limiter-flexible was considered: it has a Postgres store but none for PGlite, and
 * the embedded database must behave the same, so it is this one upsert instead.
 */
import { and, eq, gt, inArray, lte, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rateLimitBuckets as buckets } from '../ops/schema';

export const MINUTE_SECONDS = 60;
export const HOUR_SECONDS = 60 * MINUTE_SECONDS;
/** A process deletes passed windows at most this often (rows are tiny; this keeps the table bounded). */
const SWEEP_EVERY_MS = 60_000;
/** Rows deleted per sweep at most, so one sweep never holds up a request for long. */
const SWEEP_BATCH = 1000;

export interface RateLimit {
  /** Unique per limit: the first part of every key it stores. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface Verdict {
  isAllowed: boolean;
  /** When refused: seconds until the key frees (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly limit: RateLimit;
  /** Counts one hit when under the limit and says so; when over it, counts nothing. */
  take(key: string): Promise<Verdict>;
  /** Whether the key has used its budget in the current window (counts nothing). */
  isBlocked(key: string): Promise<boolean>;
  /** Counts one hit whatever the budget says. */
  hit(key: string): Promise<void>;
  /** Gives one counted hit back (a try that turned out not to be a failure). */
  refund(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
}

const ALLOWED: Verdict = { isAllowed: true, retryAfterSeconds: 0 };
const isPassed = sql`${buckets.expiresAt} <= now()`;
const secondsLeft = sql<number>`greatest(1, ceil(extract(epoch from ${buckets.expiresAt} - now())))::int`;

/**
 * The upsert that counts a hit: a passed window restarts at 1, a live one grows by 1, and
 * with `isCapped` only while under the limit (else it changes nothing and returns no row).
 */
function upsertHit(db: Db | Tx, limit: RateLimit, key: string, isCapped: boolean) {
  return db
    .insert(buckets)
    .values({
      key: `${limit.name}:${key}`,
      windowStart: sql`now()`,
      hits: 1,
      expiresAt: sql`now() + make_interval(secs => ${limit.windowSeconds})`,
    })
    .onConflictDoUpdate({
      target: buckets.key,
      set: {
        windowStart: sql`case when ${isPassed} then now() else ${buckets.windowStart} end`,
        hits: sql`case when ${isPassed} then 1 else ${buckets.hits} + 1 end`,
        expiresAt: sql`case when ${isPassed} then excluded.expires_at else ${buckets.expiresAt} end`,
      },
      ...(isCapped ? { setWhere: sql`${isPassed} or ${buckets.hits} < ${limit.max}` } : {}),
    });
}

async function takeOne(db: Db | Tx, limit: RateLimit, key: string): Promise<Verdict> {
  const counted = await upsertHit(db, limit, key, true).returning({ hits: buckets.hits });
  if (counted.length > 0) return ALLOWED;
  const [row] = await db
    .select({ seconds: secondsLeft })
    .from(buckets)
    .where(eq(buckets.key, `${limit.name}:${key}`));
  // Refused means the row exists; should it have been swept since, a whole window is the safe answer.
  return { isAllowed: false, retryAfterSeconds: row?.seconds ?? limit.windowSeconds };
}

const lastSweep = new WeakMap<Db, number>();

/** Deletes windows that have passed (through the expires_at index); answers how many. */
export async function sweepRateLimits(db: Db): Promise<number> {
  lastSweep.set(db, Date.now());
  const passed = db.select({ key: buckets.key }).from(buckets).where(lte(buckets.expiresAt, sql`now()`));
  const deleted = await db
    .delete(buckets)
    .where(inArray(buckets.key, passed.limit(SWEEP_BATCH)))
    .returning({ key: buckets.key });
  return deleted.length;
}

async function sweepNowAndThen(db: Db): Promise<void> {
  if (Date.now() - (lastSweep.get(db) ?? 0) >= SWEEP_EVERY_MS) await sweepRateLimits(db);
}

export function createRateLimiter(db: Db, limit: RateLimit): RateLimiter {
  const ofKey = (key: string) => eq(buckets.key, `${limit.name}:${key}`);
  const isLive = gt(buckets.expiresAt, sql`now()`);
  return {
    limit,
    async take(key) {
      await sweepNowAndThen(db);
      return takeOne(db, limit, key);
    },
    async isBlocked(key) {
      const [row] = await db
        .select({ hits: buckets.hits })
        .from(buckets)
        .where(and(ofKey(key), isLive));
      return (row?.hits ?? 0) >= limit.max;
    },
    async hit(key) {
      await sweepNowAndThen(db);
      await upsertHit(db, limit, key, false);
    },
    async refund(key) {
      await db
        .update(buckets)
        .set({ hits: sql`${buckets.hits} - 1` })
        .where(and(ofKey(key), isLive, gt(buckets.hits, 0)));
    },
    async reset(key) {
      await db.delete(buckets).where(ofKey(key));
    },
  };
}

export interface LimitTake {
  limiter: RateLimiter;
  key: string;
}

/** Takes every limit or none, atomically; refused, it answers the longest wait among the refusals. */
export async function takeAll(db: Db, takes: readonly LimitTake[]): Promise<Verdict> {
  await sweepNowAndThen(db);
  const ordered = [...takes].sort((a, b) => {
    const [left, right] = [`${a.limiter.limit.name}:${a.key}`, `${b.limiter.limit.name}:${b.key}`];
    return left < right ? -1 : left > right ? 1 : 0;
  });
  const waits: number[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const { limiter, key } of ordered) {
        const one = await takeOne(tx, limiter.limit, key);
        if (!one.isAllowed) waits.push(one.retryAfterSeconds);
      }
      if (waits.length > 0) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return waits.length > 0 ? { isAllowed: false, retryAfterSeconds: Math.max(...waits) } : ALLOWED;
}

/** Several limits on one key (e.g. one per 30 s and five per hour): a take passes all or counts none. */
export function combineLimits(db: Db, ...limiters: RateLimiter[]): Pick<RateLimiter, 'take'> {
  return {
    take: (key) =>
      takeAll(
        db,
        limiters.map((limiter) => ({ limiter, key })),
      ),
  };
}
