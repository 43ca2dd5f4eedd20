import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedPGlite } from './pglite-prepared';

let db: PreparedPGlite;
/** PGlite's own query on the same database, to compare answers with. */
let unprepared: PGlite['query'];

beforeAll(async () => {
  db = await PreparedPGlite.open({});
  unprepared = PGlite.prototype.query.bind(db);
  await db.exec(`
    create table notes (id integer primary key, title text not null, tags text[], body jsonb, at timestamptz);
    insert into notes values
      (1, 'First', '{a,b}', '{"n": 1}', '2026-01-02T03:04:05Z'),
      (2, 'Second', null, null, null);
  `);
});
afterAll(() => db?.close());

/** The statements Postgres holds prepared for this connection, by their text. */
async function preparedTexts(): Promise<string[]> {
  const { rows } = await unprepared<{ statement: string }>('select statement from pg_prepared_statements');
  return rows.map((row) => row.statement);
}

describe('PGlite with prepared statements', () => {
  it('answers as PGlite itself does: rows, fields and types, in both row modes, with nulls, arrays and JSON', async () => {
    const text = 'select * from notes where id = any($1) and (title = $2 or $2 is null) order by id';
    for (const params of [
      [[1, 2], null],
      [[2], 'Second'],
      [[1], 'First'],
    ]) {
      for (const rowMode of ['object', 'array'] as const) {
        const mine = await db.query(text, params, { rowMode });
        const theirs = await unprepared(text, params, { rowMode });
        expect(mine.rows).toEqual(theirs.rows);
        expect(mine.fields).toEqual(theirs.fields);
      }
    }
    const [first] = (await db.query<{ tags: string[]; body: unknown; at: Date }>(text, [[1], null])).rows;
    expect(first).toMatchObject({ tags: ['a', 'b'], body: { n: 1 } });
    expect(first?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
    const written = await db.query('update notes set title = $1 where id = $2', ['Second!', 2]);
    expect(written.affectedRows).toBe(1);
    await db.query('update notes set title = $1 where id = $2', ['Second', 2]);
  });

  it('parses a statement once however often it runs', async () => {
    const text = 'select title from notes where id = $1';
    for (const id of [1, 2, 1, 2, 1, 2, 1]) await db.query(text, [id]);
    await db.transaction(async (tx) => {
      expect((await tx.query(text, [2])).rows).toEqual([{ title: 'Second' }]);
    });
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('goes on after a failed statement, in a transaction and outside one', async () => {
    const divide = 'select 10 / $1::int as quotient';
    await expect(db.query(divide, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await db.query(divide, [5])).rows).toEqual([{ quotient: 2 }]);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (id, title) values ($1, $2)', [3, 'Third']);
        await tx.query(divide, [0]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    // The transaction's insert is gone; its statement, prepared inside it, still serves.
    expect((await db.query('select count(*)::int as n from notes where id = $1', [3])).rows).toEqual([{ n: 0 }]);
    await db.query('insert into notes (id, title) values ($1, $2)', [3, 'Third']);
    await db.query('delete from notes where id = $1', [3]);
  });

  it('refuses a closed transaction as PGlite does', async () => {
    let kept: Parameters<Parameters<PreparedPGlite['transaction']>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept?.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('prepares a statement again once its table changed the columns it answers', async () => {
    await db.exec('create table shapes (id integer)');
    const text = 'select * from shapes';
    expect((await db.query(text)).fields.map((field) => field.name)).toEqual(['id']);
    await db.exec('alter table shapes add column name text');
    // Postgres refuses the kept statement once; the next call prepares the new shape.
    await expect(db.query(text)).rejects.toMatchObject({ code: '0A000' });
    expect((await db.query(text)).fields.map((field) => field.name)).toEqual(['id', 'name']);
  });

  it('keeps at most 300 statements prepared, closing the least recently used', async () => {
    const kept = 'select title from notes where id = $1 and true';
    await db.query(kept, [1]);
    for (let n = 0; n < 320; n += 1) {
      await db.query(`select ${n} as n`);
      // Used all along: never the least recently used one.
      if (n % 50 === 0) await db.query(kept, [1]);
    }
    const texts = await preparedTexts();
    expect(texts.length).toBeLessThanOrEqual(300);
    expect(texts).toContain(kept);
    expect(texts).toContain('select 319 as n');
    expect(texts).not.toContain('select 0 as n');
    expect((await db.query('select 0 as n')).rows).toEqual([{ n: 0 }]);
  });
});
