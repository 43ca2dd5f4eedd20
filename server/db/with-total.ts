/** A list's page and its total: the page's own query, and a count over the same rows when the page cannot tell it. */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Reader } from './client';

/** Where a page starts and how many rows it holds at most. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A select of a list's rows in its order, before its page is cut (a Drizzle select builder). */
export interface PagedSelect<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * The `window` of `rows` and how many rows of `table` match `where` in all. A page shorter than
 * its limit ends the list, so it tells the total itself (the rows before it and its own): the
 * count is read only after a full page, or a page past the end. A short list (a member's
 * bookmarks, most searches) then costs one statement, where the embedded database ran two one
 * after the other.
 */
export async function withTotal<Row>(
  db: Reader,
  table: PgTable,
  where: SQL | undefined,
  { limit, offset }: PageWindow,
  rows: PagedSelect<Row>,
): Promise<{ rows: Row[]; total: number }> {
  const page = await rows.limit(limit).offset(offset);
  if (page.length < limit && (page.length > 0 || offset === 0)) return { rows: page, total: offset + page.length };
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  return { rows: page, total: counted?.n ?? 0 };
}
