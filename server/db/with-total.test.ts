/**
 * A page and its total: right on every kind of page, and counted only when the page cannot
 * tell it (a full page, or one past the end).
 */
import { asc, gt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { withTotal } from './with-total';

const numbers = pgTable('with_total_numbers', { n: integer('n').primaryKey() });

describe('withTotal', () => {
  let database: Database;
  const statements: string[] = [];
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true, onQuery: (text) => statements.push(text) });
    await database.db.execute(sql`create table with_total_numbers (n integer primary key)`);
    await database.db.insert(numbers).values(Array.from({ length: 25 }, (_, i) => ({ n: i + 1 })));
  });
  afterAll(() => database?.close());

  /** The page of numbers above `above`, its total, and how many statements it took. */
  async function page(limit: number, offset: number, above = 0) {
    statements.length = 0;
    const where = gt(numbers.n, above);
    const { rows, total } = await withTotal(
      database.db,
      numbers,
      where,
      { limit, offset },
      database.db.select().from(numbers).where(where).orderBy(asc(numbers.n)),
    );
    return { ns: rows.map((row) => row.n), total, statements: statements.length };
  }

  it('counts after a full page, and a later page goes on from it', async () => {
    expect(await page(10, 0)).toEqual({ ns: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], total: 25, statements: 2 });
    expect(await page(10, 10)).toEqual({ ns: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], total: 25, statements: 2 });
  });

  it('tells the total from a short page without counting', async () => {
    expect(await page(10, 20)).toEqual({ ns: [21, 22, 23, 24, 25], total: 25, statements: 1 });
    expect(await page(10, 0, 22)).toEqual({ ns: [23, 24, 25], total: 3, statements: 1 });
    expect(await page(10, 0, 99)).toEqual({ ns: [], total: 0, statements: 1 });
  });

  it('counts for a page past the end, which shows nothing of the rows before it', async () => {
    expect(await page(10, 40)).toEqual({ ns: [], total: 25, statements: 2 });
    // A list that ends exactly at a full page: the next one is past the end.
    expect(await page(5, 25)).toEqual({ ns: [], total: 25, statements: 2 });
    expect(await page(5, 20)).toEqual({ ns: [21, 22, 23, 24, 25], total: 25, statements: 2 });
  });
});
