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
 * A list's total once its page is read: a page shorter than its limit ends the list, so it
 * tells the total itself (the rows before it and its own); after a full page, or a page past
 * the end, `count` works it out.
 */
export function totalAfter(
  { limit, offset }: PageWindow,
  shown: number,
  count: () => Promise<number>,
): Promise<number> {
  return shown < limit && (shown > 0 || offset === 0) ? Promise.resolve(offset + shown) : count();
}

/**
 * The `window` of `rows` and how many rows of `table` match `where` in all, counted only when
 * the page cannot tell (totalAfter). A short list (a member's bookmarks, most searches) then
 * costs one statement, where the embedded database ran two one after the other.
 */
export async function withTotal<Row>(
  db: Reader,
  table: PgTable,
  where: SQL | undefined,
  { limit, offset }: PageWindow,
  rows: PagedSelect<Row>,
): Promise<{ rows: Row[]; total: number }> {
  const page = await rows.limit(limit).offset(offset);
  const total = await totalAfter({ limit, offset }, page.length, async () => {
    const [counted] = await db.select({ n: count() }).from(table).where(where);
    return counted?.n ?? 0;
  });
  return { rows: page, total };
}
