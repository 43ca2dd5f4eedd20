/** A list's page and its total, read together: the page's own query and a count over the same rows. */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Reader } from './client';

/** `page`'s rows and how many rows of `table` match `where` in all. */
export async function withTotal<Row>(
  db: Reader,
  table: PgTable,
  where: SQL | undefined,
  page: PromiseLike<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [counted]] = await Promise.all([page, db.select({ n: count() }).from(table).where(where)]);
  return { rows, total: counted?.n ?? 0 };
}
