/**
 * The rows a page of items refers to (authors, groups, files, the caller's bookmarks...), read
 * in one statement: each lookup is a subquery answering a JSON array, and the statement has
 * one column a lookup. The embedded database runs one statement at a time, so a list that
 * asked each lookup apart paid a round trip and a turn in the queue for every one.
 *
 * A lookup's subquery is written once, where it is defined (`lookupQuery`), with slots for
 * the values of each call; the statement of each set of lookups asked together is built once
 * and afterwards only runs with the values (as prepared reads do, db/prepared.ts).
 */
import { type GetColumnData, type Query, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { value } from './prepared';
import { rowsOf } from './raw-rows';

/** Where the value of `name` goes in a lookup's subquery. */
export type Slot = (name: string) => SQLWrapper;

/**
 * A lookup's subquery (`select json_agg(...) from ...`), written with a slot wherever a call's
 * value goes. It is written at its definition, so it cannot depend on a call's values.
 */
export interface LookupQuery {
  readonly id: number;
  write(slot: Slot): SQL;
}

let queries = 0;

export const lookupQuery = (write: (slot: Slot) => SQL): LookupQuery => {
  queries += 1;
  return { id: queries, write };
};

/**
 * One lookup: its subquery and the values of its slots, or null when there is nothing to ask
 * (no ids), and how the array it answers (empty when none) becomes what the caller reads.
 */
export interface Lookup<T> {
  readonly query: LookupQuery | null;
  readonly values: Readonly<Record<string, unknown>>;
  read(rows: readonly unknown[]): T;
}

/** A lookup whose subquery answers elements of type `Row` (as JSON: numbers, strings, objects). */
export const lookup = <Row, T>(
  query: LookupQuery | null,
  values: Readonly<Record<string, unknown>>,
  read: (rows: Row[]) => T,
): Lookup<T> => ({ query, values, read: (rows) => read(rows as Row[]) });

/** A lookup that asks nothing and always reads `empty`. */
export const nothing = <T>(empty: () => T): Lookup<T> => lookup(null, {}, empty);

/** What lookUp answers for `L`: each lookup's value, by name. */
export type Found<L> = { [K in keyof L]: L[K] extends Lookup<infer T> ? T : never };

const dialect = new PgDialect();
/** The statement of each set of lookups asked together, by their names and subqueries. */
const statements = new Map<string, Query>();
/**
 * Past this many sets the statements are built again: the sets a program asks are a few
 * dozen, and only a lookup query made anew on each call (never kept) would grow the map.
 */
const KEPT_STATEMENTS = 1_000;

/** Every lookup of `lookups` in one statement (none when none asks for anything), by name. */
export async function lookUp<L extends Record<string, Lookup<unknown>>>(db: Db | Tx, lookups: L): Promise<Found<L>> {
  const asked = Object.entries(lookups).flatMap(([name, { query, values }]) =>
    query === null ? [] : [{ name, query, values }],
  );
  let row: Record<string, unknown> | undefined;
  if (asked.length > 0) {
    const key = asked.map(({ name, query }) => `${name}:${query.id}`).join(',');
    let statement = statements.get(key);
    if (!statement) {
      const columns = asked.map(
        ({ name, query }) =>
          sql`coalesce((${query.write((slot) => value(`${name}.${slot}`))}), '[]'::json) as ${sql.identifier(name)}`,
      );
      statement = dialect.sqlToQuery(sql`select ${sql.join(columns, sql`, `)}`);
      if (statements.size >= KEPT_STATEMENTS) statements.clear();
      statements.set(key, statement);
    }
    const values: Record<string, unknown> = {};
    for (const { name, values: own } of asked) {
      for (const [slot, v] of Object.entries(own)) values[`${name}.${slot}`] = v;
    }
    [row] = rowsOf(await db._.session.prepareQuery(statement, undefined, undefined, false).execute(values));
  }
  const found = Object.entries(lookups).map(([name, { read }]) => {
    const rows = row?.[name];
    return [name, read(Array.isArray(rows) ? rows : [])];
  });
  return Object.fromEntries(found) as Found<L>;
}

/** A timestamp as JSON answers it (ISO 8601 with an offset), as the Date a column would read. */
export const jsonDate = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** `column` is one of the integers in the slot `name` (a value made by integerArray). */
export const inSlot = (column: SQLWrapper, slot: Slot, name = 'ids'): SQL =>
  sql`${column} = any(${slot(name)}::integer[])`;

/** The subquery of how many rows `from` (a from and where clause, with slots) names. */
export const countQuery = (from: (slot: Slot) => SQL): LookupQuery =>
  lookupQuery((slot) => sql`select json_build_array(count(*)) ${from(slot)}`);

/** The count a countQuery answers for these values. */
export const countOf = (query: LookupQuery, values: Readonly<Record<string, unknown>>): Lookup<number> =>
  lookup(query, values, (rows: number[]) => rows[0] ?? 0);

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
