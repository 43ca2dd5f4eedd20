/**
 * The embedded PGlite has one session: a statement that never ends (a wait on a lock that a
 * torn data directory says is held spins there for good) would stop every request behind it.
 * It gets the same statement timeout as Postgres, while start-up work and upkeep run without,
 * in memory and in a data directory (on the database's own thread).
 * PGlite checks the timeout only where Postgres sleeps on a lock, so these tests read the
 * session's setting rather than time a statement.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type PgliteOptions } from './client';
import { rowsOf } from './raw-rows';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-timeout-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let opened = 0;
const places = {
  'in memory': (options: PgliteOptions) => openDatabase({ inMemory: true, ...options }),
  'in a data directory': (options: PgliteOptions) => {
    opened += 1;
    return openDatabase({ dataDir: join(dir, String(opened)), ...options });
  },
};

async function statementTimeout(db: Database): Promise<unknown> {
  return rowsOf(await db.db.execute(sql`show statement_timeout`))[0]?.['statement_timeout'];
}

describe.each(Object.entries(places))('the statement timeout of the embedded database %s', (_, open) => {
  it('is set on the session, lifted for start-up work and upkeep, and set again after', async () => {
    database = await open({ statementTimeoutMs: 1500 });
    const db = database;
    expect(await statementTimeout(db)).toBe('1500ms');
    expect(await db.exclusively(() => statementTimeout(db))).toBe('0');
    expect(await statementTimeout(db)).toBe('1500ms');
    await db.maintain?.();
    expect(await statementTimeout(db)).toBe('1500ms');
  });

  it('is set again when the start-up work fails', async () => {
    database = await open({ statementTimeoutMs: 1500 });
    await expect(database.exclusively(() => Promise.reject(new Error('seed failed')))).rejects.toThrow('seed failed');
    expect(await statementTimeout(database)).toBe('1500ms');
  });

  it('is not set unless asked (the tests and the bench open databases of their own)', async () => {
    database = await open({});
    expect(await statementTimeout(database)).toBe('0');
  });
});
