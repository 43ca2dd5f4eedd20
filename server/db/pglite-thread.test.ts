/**
 * The embedded database on a thread of its own (pglite-thread.ts): the server reads and writes
 * through it as through PGlite on its own thread (the same values, transactions and errors),
 * its data stays in its directory across a restart, and while it works the server's thread
 * goes on answering.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratedDump } from '../testing-snapshot';
import { type Database, openDatabase } from './client';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';
import { rowsOf } from './raw-rows';
import { inRequestTransaction } from './request-tx';

let dir: string;
const opened: Database[] = [];

/** In memory, a database starts from the tests' migrated dump: creating an empty PGlite costs seconds more. */
async function open(options: Parameters<typeof openDatabase>[0]): Promise<Database> {
  const fromDump = 'inMemory' in options && !options.loadDataDir;
  const database = await openDatabase(fromDump ? { ...options, loadDataDir: await migratedDump() } : options);
  opened.push(database);
  return database;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-pglite-thread-'));
});

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

const NOTES = sql`create table notes (slug text primary key)`;
const note = (slug: string) => sql`insert into notes values (${slug})`;
async function slugsIn(database: Database): Promise<unknown[]> {
  return rowsOf(await database.db.execute(sql`select slug from notes order by slug`)).map((row) => row['slug']);
}

/** A statement of every kind of value the schema stores, as the driver hands it back. */
const VALUES = sql`select timestamptz '2026-01-02 03:04:05+00' as at, date '2026-01-02' as day,
  9007199254740993::int8 as big, '\\x00ff'::bytea as bytes, '{"a":[1,"b"]}'::jsonb as doc,
  array['x', null]::text[] as list, 1.5::numeric as amount, true as yes, null::text as nothing`;

describe('the embedded database on its own thread', () => {
  it('hands back the same values as PGlite on the server thread', async () => {
    const here = await open({ inMemory: true });
    const threaded = await open({ inMemory: true, thread: true });
    const expected = rowsOf(await here.db.execute(VALUES));
    expect(rowsOf(await threaded.db.execute(VALUES))).toEqual(expected);
    expect(expected[0]?.['at']).toBe('2026-01-02 03:04:05+00');
    expect(expected[0]?.['bytes']).toEqual(new Uint8Array([0, 255]));
  });

  it('commits, rolls back on a throw, undoes a failed savepoint, and reports Postgres errors with their codes', async () => {
    const database = await open({ dataDir: dir });
    const { db } = database;
    await db.execute(NOTES);

    await expect(
      db.transaction(async (tx) => {
        await tx.execute(note('undone'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await inRequestTransaction(db, async (tx) => {
      await tx.execute(note('kept'));
      await expect(
        db.transaction(async (inner) => {
          await inner.execute(note('inner'));
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    expect(await slugsIn(database)).toEqual(['kept']);

    const duplicate = await db.execute(note('kept')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    // The database goes on after a failed statement.
    await db.execute(note('later'));
    expect(await slugsIn(database)).toEqual(['kept', 'later']);
  });

  it('keeps its data in its directory across a restart, and its dump loads elsewhere', async () => {
    const first = await open({ dataDir: dir });
    await first.db.execute(NOTES);
    await first.db.execute(note('lasting'));
    const dump = await first.dump?.();
    await first.close();

    expect(await slugsIn(await open({ dataDir: dir }))).toEqual(['lasting']);
    if (!dump) throw new Error('a PGlite database dumps');
    expect(await slugsIn(await open({ inMemory: true, thread: true, loadDataDir: dump }))).toEqual(['lasting']);
  });

  it("runs a query of work a request left running once the request's transaction is over, on either thread", async () => {
    for (const thread of [true, false]) {
      const database = await open({ inMemory: true, thread });
      const { db } = database;
      await db.execute(NOTES);
      let leftRunning: Promise<unknown> = Promise.resolve();
      await inRequestTransaction(db, async (tx) => {
        await tx.execute(note('answered'));
        // A stream or a timer the handler started: it queries after the handler returned,
        // while the transaction commits (a round trip away when the database has a thread).
        leftRunning = new Promise((resolve) => setImmediate(resolve)).then(() => db.execute(note('afterwards')));
      });
      await leftRunning;
      expect(await slugsIn(database)).toEqual(['afterwards', 'answered']);
    }
  });

  it('leaves the server thread free while a statement runs, where PGlite on that thread holds it', async () => {
    /** How often a 10 ms timer fired on this thread while the database slept for half a second. */
    async function ticksDuringSleep(database: Database): Promise<number> {
      let ticks = 0;
      const timer = setInterval(() => {
        ticks += 1;
      }, 10);
      await database.db.execute(sql`select pg_sleep(0.5)`);
      clearInterval(timer);
      return ticks;
    }
    expect(await ticksDuringSleep(await open({ inMemory: true, thread: true }))).toBeGreaterThanOrEqual(20);
    expect(await ticksDuringSleep(await open({ inMemory: true }))).toBeLessThanOrEqual(1);
  });

  it('answers a query after close as a database gone (503), never hangs', async () => {
    const database = await open({ inMemory: true, thread: true });
    await database.close();
    const error = await database.db.execute(sql`select 1`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
