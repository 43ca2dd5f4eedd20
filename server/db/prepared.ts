/**
 * Reads whose SQL text is built once. Drizzle builds a query's text anew each time it runs,
 * asking of every part of it what kind of part it is; on the list reads that was a third to a
 * half of the server thread's time, more than the database took to answer them. A prepared
 * read is built once for each shape it takes (which of its optional parts it has) and each
 * database session, with `sql.placeholder` wherever a call's values go, and afterwards only
 * runs with those values.
 *
 * The session is the one `db` stands for when the read runs: the process's own, or the
 * transaction of the request (server/db/request-tx.ts), so a prepared read inside a
 * transaction runs in it, built again for it.
 */
import { type Placeholder, sql } from 'drizzle-orm';
import type { Reader } from './client';

interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

type Prepared<B extends Preparable> = ReturnType<B['prepare']>;
type Answer<B extends Preparable> = Awaited<ReturnType<Prepared<B>['execute']>>;

/**
 * A statement without a name: node-postgres sends it unnamed, so no connection keeps it past
 * the call and a migration that changes a table never meets a statement prepared before it.
 */
const UNNAMED = undefined as unknown as string;

/**
 * `build` writes the read for one shape, with placeholders (see `value`) for the values;
 * `shapeOf` names the shape, and must tell apart every two shapes whose SQL differs.
 */
export function preparedRead<S, B extends Preparable>(
  shapeOf: (shape: S) => string,
  build: (db: Reader, shape: S) => B,
): (db: Reader, shape: S, values: Record<string, unknown>) => Promise<Answer<B>> {
  const bySession = new WeakMap<object, Map<string, Prepared<B>>>();
  return (db, shape, values) => {
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = new Map();
      bySession.set(session, prepared);
    }
    const key = shapeOf(shape);
    let statement = prepared.get(key);
    if (!statement) {
      statement = build(db, shape).prepare(UNNAMED) as Prepared<B>;
      prepared.set(key, statement);
    }
    return statement.execute(values) as Promise<Answer<B>>;
  };
}

/** Where the call's value of `name` goes. */
export const value = (name: string): Placeholder => sql.placeholder(name);

/** Integers as one array value (for `= any(...::integer[])`), the same text on either driver. */
export const integerArray = (numbers: readonly number[]): string => `{${numbers.map((n) => Math.trunc(n)).join(',')}}`;

/** Strings as one array value (for `= any(...::text[])`), each quoted, so any text is one element. */
export const textArray = (texts: readonly string[]): string =>
  `{${texts.map((text) => `"${text.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
