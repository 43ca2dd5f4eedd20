/**
 * The rows a page of items refers to (authors, groups, files, the caller's bookmarks...), read
 * in one statement: each lookup is a subquery answering a JSON array, and the statement has
 * one column a lookup. The embedded database runs one statement at a time, so a list that
 * asked each lookup apart paid a round trip and a turn in the queue for every one.
 */
import { type GetColumnData, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { rowsOf } from './raw-rows';

/**
 * One lookup: its subquery (`select json_agg(...) from ...`), or null when there is nothing to
 * ask (no ids), and how the array it answers (empty when none) becomes what the caller reads.
 */
export interface Lookup<T> {
  readonly query: SQL | null;
  read(rows: readonly unknown[]): T;
}

/** A lookup whose subquery answers elements of type `Row` (as JSON: numbers, strings, objects). */
export const lookup = <Row, T>(query: SQL | null, read: (rows: Row[]) => T): Lookup<T> => ({
  query,
  read: (rows) => read(rows as Row[]),
});

/** What lookUp answers for `L`: each lookup's value, by name. */
export type Found<L> = { [K in keyof L]: L[K] extends Lookup<infer T> ? T : never };

/** Every lookup of `lookups` in one statement (none when none asks for anything), by name. */
export async function lookUp<L extends Record<string, Lookup<unknown>>>(db: Db | Tx, lookups: L): Promise<Found<L>> {
  const asked = Object.entries(lookups).flatMap(([name, { query }]) =>
    query === null ? [] : [sql`coalesce((${query}), '[]'::json) as ${sql.identifier(name)}`],
  );
  const [row] = asked.length === 0 ? [] : rowsOf(await db.execute(sql`select ${sql.join(asked, sql`, `)}`));
  const found = Object.entries(lookups).map(([name, { read }]) => {
    const rows = row?.[name];
    return [name, read(Array.isArray(rows) ? rows : [])];
  });
  return Object.fromEntries(found) as Found<L>;
}

/** A timestamp as JSON answers it (ISO 8601 with an offset), as the Date a column would read. */
export const jsonDate = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** The count of rows `from` (a from and where clause) names. */
export const countOf = (from: SQL): Lookup<number> =>
  lookup(sql`select json_build_array(count(*)) ${from}`, (rows: number[]) => rows[0] ?? 0);

/** `json_build_object` of `fields` under their names (names written in our code, never input). */
export const jsonObject = (fields: Record<string, SQLWrapper>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;

/** A column's value as JSON answers it: a timestamp is a string (read it with jsonDate). */
type JsonValue<T> = T extends Date ? string : T;

/** What jsonObject answers for these columns. */
export type JsonRow<C extends Record<string, PgColumn>> = { [K in keyof C]: JsonValue<GetColumnData<C[K]>> };
