/**
 * The database-backed limiter on its own (auth/throttle.ts): windows that restart, limits
 * taken together all or none, passed windows swept, and the same exact budget under 100
 * concurrent takes on the embedded PGlite and on a real Postgres through pg pools (one pool
 * per process). The Postgres suite skips, saying why, on a machine without Postgres.
 */

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { rateLimitBuckets as buckets } from '../ops/schema';
import { findPostgresBin, NO_POSTGRES_REASON, startTestPostgres, type TestPostgres } from '../testing-postgres';
import { migratedDatabase } from '../testing-snapshot';
import { combineLimits, createRateLimiter, type RateLimit, sweepRateLimits, takeAll } from './throttle';

const hasPostgres = Boolean(process.env['TEST_DATABASE_URL']) || (await findPostgresBin()) !== null;
/** Said in the name of the skipped suite, so a run without Postgres shows why. */
const skipped = hasPostgres ? '' : ` (skipped: ${NO_POSTGRES_REASON})`;

const TEN_A_MINUTE: RateLimit = { name: 'test-ten', max: 10, windowSeconds: 60 };
const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));
const allowed = (verdicts: readonly { isAllowed: boolean }[]) => verdicts.filter((v) => v.isAllowed).length;

async function hitsOf(database: Database, key: string): Promise<number | null> {
  const [row] = await database.db.select({ hits: buckets.hits }).from(buckets).where(eq(buckets.key, key));
  return row?.hits ?? null;
}

/** Moves a stored window into the past, as if its time had run out. */
async function age(database: Database, key: string) {
  await database.db
    .update(buckets)
    .set({ windowStart: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 second'` })
    .where(eq(buckets.key, key));
}

/** The checks both databases must pass; `second` is another process's connection to the same data. */
function sharedChecks(first: () => Database, second: () => Database) {
  it('takes exactly the budget under 100 concurrent takes, split over two processes', async () => {
    const one = createRateLimiter(first().db, TEN_A_MINUTE);
    const two = createRateLimiter(second().db, TEN_A_MINUTE);
    const verdicts = await times(100, (i) => (i % 2 === 0 ? one : two).take('race'));
    expect(allowed(verdicts)).toBe(10);
    expect(await hitsOf(first(), 'test-ten:race')).toBe(10);
    const refused = verdicts.find((v) => !v.isAllowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('takes limits together all or none under concurrency, whatever order they are named in', async () => {
    const limitsOn = (database: Database) => ({
      wide: createRateLimiter(database.db, { name: 'test-wide', max: 5, windowSeconds: 60 }),
      narrow: createRateLimiter(database.db, { name: 'test-narrow', max: 3, windowSeconds: 60 }),
    });
    const [here, there] = [limitsOn(first()), limitsOn(second())];
    const verdicts = await times(60, (i) =>
      i % 2 === 0
        ? combineLimits(first().db, here.wide, here.narrow).take('both')
        : takeAll(second().db, [
            { limiter: there.narrow, key: 'both' },
            { limiter: there.wide, key: 'both' },
          ]),
    );
    expect(allowed(verdicts)).toBe(3);
    expect(await hitsOf(first(), 'test-wide:both')).toBe(3);
    expect(await hitsOf(first(), 'test-narrow:both')).toBe(3);
  });
}

describe('the limiter on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedDatabase();
  });
  afterAll(() => database?.close());

  sharedChecks(
    () => database,
    () => database,
  );

  it('restarts a window that has passed', async () => {
    const limiter = createRateLimiter(database.db, { name: 'test-restart', max: 2, windowSeconds: 60 });
    expect(allowed(await times(3, () => limiter.take('k')))).toBe(2);
    expect(await limiter.isBlocked('k')).toBe(true);
    await age(database, 'test-restart:k');
    expect(await limiter.isBlocked('k')).toBe(false);
    expect((await limiter.take('k')).isAllowed).toBe(true);
    expect(await hitsOf(database, 'test-restart:k')).toBe(1);
  });

  it('hits, refunds and resets', async () => {
    const limiter = createRateLimiter(database.db, { name: 'test-ops', max: 2, windowSeconds: 60 });
    await limiter.hit('k');
    await limiter.hit('k');
    await limiter.hit('k');
    expect(await hitsOf(database, 'test-ops:k')).toBe(3);
    expect(await limiter.isBlocked('k')).toBe(true);
    await limiter.refund('k');
    await limiter.refund('k');
    expect(await limiter.isBlocked('k')).toBe(false);
    await limiter.reset('k');
    expect(await hitsOf(database, 'test-ops:k')).toBeNull();
    await limiter.refund('k');
    expect(await hitsOf(database, 'test-ops:k')).toBeNull();
  });

  it('sweeps windows that have passed and keeps live ones', async () => {
    const limiter = createRateLimiter(database.db, { name: 'test-sweep', max: 2, windowSeconds: 60 });
    await limiter.take('old');
    await limiter.take('live');
    await age(database, 'test-sweep:old');
    expect(await sweepRateLimits(database.db)).toBeGreaterThanOrEqual(1);
    expect(await hitsOf(database, 'test-sweep:old')).toBeNull();
    expect(await hitsOf(database, 'test-sweep:live')).toBe(1);
  });
});

describe.skipIf(!hasPostgres)(`the limiter on a real Postgres, two pools as two processes${skipped}`, () => {
  let postgres: TestPostgres | null = null;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    postgres = await startTestPostgres();
    if (!postgres) throw new Error(NO_POSTGRES_REASON);
    first = await openDatabase({ databaseUrl: postgres.url });
    await first.migrate();
    second = await openDatabase({ databaseUrl: postgres.url });
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await postgres?.stop();
  });

  sharedChecks(
    () => first,
    () => second,
  );

  it('takes exactly the budget under 100 concurrent takes through one pool', async () => {
    const limiter = createRateLimiter(first.db, { name: 'test-one-pool', max: 10, windowSeconds: 60 });
    expect(allowed(await times(100, () => limiter.take('race')))).toBe(10);
    expect(await hitsOf(first, 'test-one-pool:race')).toBe(10);
  });
});
