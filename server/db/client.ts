/**
 * Opens the database: Postgres through node-postgres when a URL is given, else the
 * embedded PGlite (in a directory, or in memory for tests). Both speak the same SQL, so
 * the rest of the server sees one Drizzle type, `Db`.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as coreSchema from './schema';
import * as accountSchema from './schema-account';
import * as chatSchema from './schema-chat';
import * as contentSchema from './schema-content';
import * as groupSchema from './schema-groups';
import * as profileSchema from './schema-profile';

const schema = { ...coreSchema, ...accountSchema, ...profileSchema, ...groupSchema, ...contentSchema, ...chatSchema };

export type Db = PgDatabase<
  PgQueryResultHKT,
  typeof coreSchema &
    typeof accountSchema &
    typeof profileSchema &
    typeof groupSchema &
    typeof contentSchema &
    typeof chatSchema
>;
/** A transaction handle: it has every query method of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the generated SQL migrations in server/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** Closes the connection; for PGlite this flushes its files so they stay consistent. */
  close(): Promise<void>;
}

export type DatabaseOptions = { databaseUrl: string } | { dataDir: string } | { inMemory: true };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    await mkdir(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
