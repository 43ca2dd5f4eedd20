/**
 * The embedded PGlite is one connection: a statement that never ends (a wait on a lock that a
 * torn data directory says is held spins for good) would stop every request that needs the
 * database. It gets the same statement timeout as Postgres, while start-up work and upkeep run
 * without.
 * PGlite checks the timeout only where Postgres sleeps on a lock, so these tests read the
 * session's setting rather than time a statement.
 */

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedDatabase } from '../testing-snapshot';
import type { Database } from './client';
import { rowsOf } from './raw-rows';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function statementTimeout(db: Database): Promise<unknown> {
  return rowsOf(await db.db.execute(sql`show statement_timeout`))[0]?.['statement_timeout'];
}

describe('the statement timeout of the embedded database', () => {
  it('is set on the session, lifted for start-up work and upkeep, and set again after', async () => {
    database = await migratedDatabase({ statementTimeoutMs: 1500 });
    const db = database;
    expect(await statementTimeout(db)).toBe('1500ms');
    expect(await db.exclusively(() => statementTimeout(db))).toBe('0');
    expect(await statementTimeout(db)).toBe('1500ms');
    await db.maintain?.();
    expect(await statementTimeout(db)).toBe('1500ms');
  });

  it('is set again when the start-up work fails', async () => {
    database = await migratedDatabase({ statementTimeoutMs: 1500 });
    await expect(database.exclusively(() => Promise.reject(new Error('seed failed')))).rejects.toThrow('seed failed');
    expect(await statementTimeout(database)).toBe('1500ms');
  });

  it('is not set unless asked (the tests and the bench open databases of their own)', async () => {
    database = await migratedDatabase();
    expect(await statementTimeout(database)).toBe('0');
  });
});
