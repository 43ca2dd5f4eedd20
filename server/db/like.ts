import { type Column, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { SEARCH_MIN_CHARS } from '../../contract/jobs';

/**
 * Text a person typed, made safe for ILIKE: `%`, `_` and the backslash match themselves, not
 * any text (Postgres's default escape character is the backslash).
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `%text%` for ILIKE: rows that contain the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * Rows whose `lowered` text (a column kept lowercased) matches `pattern` (a containsPattern, or
 * a placeholder for one), ignoring case: LIKE on a lowercased pattern, where ILIKE would
 * lowercase every row's text again.
 */
export const likeLowered = (lowered: Column | SQL, pattern: string | SQLWrapper): SQL =>
  sql`${lowered} like lower(${pattern})`;

/**
 * Rows where any of `columns` contains the typed text, ignoring case; undefined (no condition)
 * when the trimmed text is shorter than SEARCH_MIN_CHARS, so a short search lists everything.
 */
export function textSearch(search: string | undefined, ...columns: Column[]): SQL | undefined {
  const text = search?.trim() ?? '';
  if (text.length < SEARCH_MIN_CHARS) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
