/**
 * A row read as one JSON array is the row Drizzle's own select reads, for every kind of
 * column the schema uses, on both databases.
 */
import { asc, sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client';
import { at, ints, texts } from './columns';
import { rowAsJson } from './json-rows';
import { onBothDatabases } from './testing-databases';

const kinds = pgTable('json_row_kinds', {
  id: integer('id').primaryKey(),
  name: text('name'),
  small: smallint('small'),
  big: bigint('big', { mode: 'number' }),
  ratio: real('ratio'),
  flag: boolean('flag'),
  day: date('day', { mode: 'string' }),
  when: at('when'),
  ids: ints('ids'),
  words: texts('words'),
  extra: jsonb('extra').$type<unknown>(),
});

function suite(open: () => Promise<Database>) {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.db.execute(sql`drop table if exists json_row_kinds`);
    await database.db.execute(sql`create table json_row_kinds (id integer primary key, name text, small smallint,
      big bigint, ratio real, flag boolean, day date, "when" timestamptz,
      ids integer[] not null default '{}', words text[] not null default '{}', extra jsonb)`);
    await database.db.insert(kinds).values([
      {
        id: 1,
        name: 'quote " backslash \\ and ünïcødé',
        small: -3,
        big: 9_007_199_254_740_991,
        ratio: 0.1,
        flag: true,
        day: '2026-02-28',
        when: new Date('2026-12-07T15:04:05.678Z'),
        ids: [3, 1, 2],
        words: ['a, b', '"quoted"', 'NULL', ''],
        extra: { nested: [1, 'two', null], text: '123' },
      },
      { id: 2, extra: '123' },
      { id: 3, extra: [true, 1.5] },
    ]);
  });
  afterAll(() => database?.close());

  it('decodes to what a select of the columns reads', async () => {
    const { db } = database;
    const json = rowAsJson(kinds);
    const asColumns = await db.select().from(kinds).orderBy(asc(kinds.id));
    const asJson = (await db.select({ cells: json.cells }).from(kinds).orderBy(asc(kinds.id))).map((row) =>
      json.decode(row.cells),
    );
    expect(asColumns[0]?.when).toEqual(new Date('2026-12-07T15:04:05.678Z'));
    expect([asJson[0], asJson[2]]).toEqual([asColumns[0], asColumns[2]]);
    // A JSON column holding a string that reads as JSON: Drizzle's own select parses it once
    // more (the string "123" becomes the number 123); the row as JSON keeps the stored string.
    expect(asJson[1]).toEqual({ ...asColumns[1], extra: '123' });
  });
}

await onBothDatabases('rows as JSON', suite);
