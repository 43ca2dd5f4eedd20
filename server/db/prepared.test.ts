/**
 * Prepared reads and lookups on both databases: built once a shape, run with each call's
 * values, inside the request's transaction when there is one, and array values that arrive
 * whole.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client';
import { countOf, countQuery, inSlot, lookUp, lookup, lookupQuery, nothing } from './lookups';
import { integerArray, preparedRead, textArray, value } from './prepared';
import { inRequestTransaction } from './request-tx';
import { onBothDatabases } from './testing-databases';

const things = pgTable('prepared_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
});

const namesQuery = lookupQuery(
  (slot) => sql`select json_agg(${things.name} order by ${things.id}) from ${things} where ${inSlot(things.id, slot)}`,
);
const namesOf = (ids: number[]) => lookup(namesQuery, { ids: integerArray(ids) }, (rows: string[]) => rows);
const kindCount = countQuery((slot) => sql`from ${things} where ${things.kind} = ${slot('kind')}`);

function suite(open: () => Promise<Database>) {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.db.execute(sql`drop table if exists prepared_things`);
    await database.db.execute(
      sql`create table prepared_things (id integer primary key, name text not null, kind text not null)`,
    );
    await database.db.insert(things).values([
      { id: 1, name: 'plain', kind: 'a' },
      { id: 2, name: 'with "quotes"', kind: 'a' },
      { id: 3, name: 'back\\slash, comma', kind: 'b' },
      { id: 4, name: '{braces}', kind: 'b' },
      { id: 5, name: 'NULL', kind: 'c' },
    ]);
  });
  afterAll(() => database?.close());

  const built: string[] = [];
  const read = preparedRead(
    (shape: { kind: boolean }) => (shape.kind ? 'kind' : 'all'),
    (db, shape) => {
      built.push(shape.kind ? 'kind' : 'all');
      return db
        .select({ id: things.id, name: things.name })
        .from(things)
        .where(and(sql`${things.id} >= ${value('from')}`, shape.kind ? eq(things.kind, value('kind')) : undefined))
        .orderBy(asc(things.id))
        .limit(value('limit'));
    },
  );

  it('builds a read once a shape, and runs it with the values of each call', async () => {
    built.length = 0;
    const { db } = database;
    expect(await read(db, { kind: false }, { from: 2, limit: 2 })).toEqual([
      { id: 2, name: 'with "quotes"' },
      { id: 3, name: 'back\\slash, comma' },
    ]);
    expect((await read(db, { kind: false }, { from: 4, limit: 10 })).map((row) => row.id)).toEqual([4, 5]);
    expect((await read(db, { kind: true }, { from: 1, limit: 10, kind: 'b' })).map((row) => row.id)).toEqual([3, 4]);
    expect((await read(db, { kind: true }, { from: 4, limit: 10, kind: 'b' })).map((row) => row.id)).toEqual([4]);
    expect(built).toEqual(['all', 'kind']);
  });

  it('asks lookups in one statement, each with values of its own, one query under two names too', async () => {
    const { db } = database;
    const ask = () =>
      lookUp(db, {
        first: namesOf([5, 1]),
        second: namesOf([4]),
        none: nothing(() => 'nothing asked'),
        count: countOf(kindCount, { kind: 'b' }),
      });
    const expected = { first: ['plain', 'NULL'], second: ['{braces}'], none: 'nothing asked', count: 2 };
    expect(await ask()).toEqual(expected);
    expect(await ask()).toEqual(expected);
    expect(await lookUp(db, { first: namesOf([3]), count: countOf(kindCount, { kind: 'c' }) })).toEqual({
      first: ['back\\slash, comma'],
      count: 1,
    });
  });

  it('runs inside the request transaction, seeing what it wrote, and nothing of it after a rollback', async () => {
    const { db } = database;
    const seen = await inRequestTransaction(db, async () => {
      await db.insert(things).values({ id: 6, name: 'uncommitted', kind: 'd' });
      const found = await lookUp(db, { names: namesOf([6]), count: countOf(kindCount, { kind: 'd' }) });
      expect(found).toEqual({ names: ['uncommitted'], count: 1 });
      return read(db, { kind: true }, { from: 1, limit: 10, kind: 'd' });
    });
    expect(seen).toEqual([{ id: 6, name: 'uncommitted' }]);
    await expect(
      inRequestTransaction(db, async () => {
        await db.insert(things).values({ id: 7, name: 'undone', kind: 'e' });
        expect(await read(db, { kind: true }, { from: 1, limit: 10, kind: 'e' })).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await read(db, { kind: true }, { from: 1, limit: 10, kind: 'e' })).toEqual([]);
  });

  it('passes a list of integers or of any text as one array value', async () => {
    const { db } = database;
    const names = ['with "quotes"', 'back\\slash, comma', '{braces}', 'NULL', 'absent'];
    const byName = await db
      .select({ id: things.id })
      .from(things)
      .where(sql`${things.name} = any(${textArray(names)}::text[])`)
      .orderBy(asc(things.id));
    expect(byName.map((row) => row.id)).toEqual([2, 3, 4, 5]);
    const byId = await db
      .select({ id: things.id })
      .from(things)
      .where(sql`${things.id} = any(${integerArray([5, 1, 99])}::integer[])`)
      .orderBy(asc(things.id));
    expect(byId.map((row) => row.id)).toEqual([1, 5]);
    expect(
      await db
        .select({ id: things.id })
        .from(things)
        .where(sql`${things.id} = any(${integerArray([])}::integer[])`),
    ).toEqual([]);
  });
}

await onBothDatabases('prepared reads', suite);
