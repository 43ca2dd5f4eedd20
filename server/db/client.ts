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
import * as agentSchema from './schema-agents';
import * as chatSchema from './schema-chat';
import * as contentSchema from './schema-content';
import * as groupSchema from './schema-groups';
import * as opsSchema from './schema-ops';
import * as paymentSchema from './schema-payments';
import * as profileSchema from './schema-profile';

const schema = {
  ...coreSchema,
  ...accountSchema,
  ...profileSchema,
  ...groupSchema,
  ...contentSchema,
  ...chatSchema,
  ...agentSchema,
  ...paymentSchema,
  ...opsSchema,
};

export type Db = PgDatabase<
  PgQueryResultHKT,
  typeof coreSchema &
    typeof accountSchema &
    typeof profileSchema &
    typeof groupSchema &
    typeof contentSchema &
    typeof chatSchema &
    typeof agentSchema &
    typeof paymentSchema &
    typeof opsSchema
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
  /**
   * Runs start-up work (migrate, seed) alone: on Postgres several server processes may
   * start at once on one database, so they take turns under an advisory lock.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

/** Advisory lock key of start-up work (any constant bigint). */
const STARTUP_LOCK = 0x706f7274616c;

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
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
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
    // One process owns a PGlite directory: nothing to take turns with.
    exclusively: (work) => work(),
  };
}
