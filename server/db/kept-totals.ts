/**
 * Totals of long lists. Up to EXACT_TOTAL_UP_TO matches are counted on every read, reading no
 * more than that many rows; a larger total (a tenant of thousands of members or jobs, a search
 * for a common word) is counted over every match once and kept for TOTAL_KEPT_MS, so each page
 * of the list costs the same at any size. While kept it is answered as it is: it may trail new
 * and removed rows by that long, which a list of thousands does not show.
 */
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from './client';

export const EXACT_TOTAL_UP_TO = 1_000;
const TOTAL_KEPT_MS = 30_000;

/** Counts the matches, at most `atMost` of them when given (reading no more rows than that). */
export type CountMatches = (atMost?: number) => Promise<number>;

/** The rows of `table` that `where` matches, counted as CountMatches asks. */
export function countRows(db: Db, table: PgTable, where: SQL | undefined): CountMatches {
  return async (atMost) => {
    const matching = db
      .select({ one: sql<number>`1`.as('one') })
      .from(table)
      .where(where);
    const matches = (atMost === undefined ? matching : matching.limit(atMost)).as('matches');
    const [row] = await db.select({ n: count() }).from(matches);
    return row?.n ?? 0;
  };
}

/** Large totals by key, per database (a test's database is its own, and so its totals). */
const keptTotals = new WeakMap<Db, LRUCache<string, number>>();

function keptTotalsOf(db: Db): LRUCache<string, number> {
  let kept = keptTotals.get(db);
  if (!kept) {
    // Keys carry search text: bounded in bytes, so many long searches cannot grow the process.
    kept = new LRUCache<string, number>({
      maxSize: 1024 * 1024,
      sizeCalculation: (_total, key) => key.length,
      ttl: TOTAL_KEPT_MS,
    });
    keptTotals.set(db, kept);
  }
  return kept;
}

/** The total of the list `key` names (its tenant, caller and filters): exact when small, else kept. */
export async function keptTotal(db: Db, key: string, count: CountMatches): Promise<number> {
  const kept = keptTotalsOf(db);
  const known = kept.get(key);
  if (known !== undefined) return known;
  const bounded = await count(EXACT_TOTAL_UP_TO + 1);
  if (bounded <= EXACT_TOTAL_UP_TO) return bounded;
  const total = await count();
  kept.set(key, total);
  return total;
}
