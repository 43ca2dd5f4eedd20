/**
 * Opens the database: Postgres through node-postgres when a URL is given, else the
 * embedded PGlite (in a directory on a thread of its own, or in memory for tests). Both speak
 * the same SQL, so the rest of the server sees one Drizzle type, `Db`.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as accountSchema from '../account/schema';
import * as agentSchema from '../agents/schema';
import * as chatSchema from '../chat/schema';
import * as contentSchema from '../content/schema';
import * as groupSchema from '../groups/schema';
import type { Logger } from '../logger';
import * as opsSchema from '../ops/schema';
import * as paymentSchema from '../payments/schema';
import * as profileSchema from '../profiles/schema';
import { PreparedPGlite } from './pglite-prepared';
import { PgliteThread } from './pglite-thread';
import { requestScoped } from './request-tx';
import * as coreSchema from './schema';

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
/** The database or a transaction: what a function takes when it may run inside either. */
export type Reader = Db | Tx;

export interface Database {
  /** Follows the request's transaction while one is open (see request-tx.ts). */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the generated SQL migrations in server/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** The whole database as a tar file (PGlite only): what `loadDataDir` starts from. */
  dump?: () => Promise<Blob>;
  /**
   * PGlite only: what autovacuum does on Postgres (PGlite runs no background workers), so
   * that index-only scans stay cheap and the planner knows how large each table has grown.
   */
  maintain?: () => Promise<void>;
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

/** Postgres connections of one process. */
export const DEFAULT_POOL_MAX = 10;
/** A statement running longer is cancelled (57014, answered 503). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** A request waits at most this long for a connection, so it fails fast while Postgres is down. */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;

export interface PostgresOptions {
  databaseUrl: string;
  /** DATABASE_POOL_MAX. @default 10 */
  poolMax?: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS; 0 turns it off. Migrations and start-up work run without it. @default 30000 */
  statementTimeoutMs?: number;
  /** Waiting for a connection (a new one, or a free one of the pool). @default 5000 */
  connectionTimeoutMs?: number;
  /** Where lost connections are reported (they never stop the process). */
  logger?: Logger;
}

export type DatabaseOptions =
  | PostgresOptions
  | ({ dataDir: string } & PgliteOptions)
  /**
   * loadDataDir: start from a dump of another PGlite (`dumpDataDir`), as the tests' seeded snapshot.
   * onQuery: hears every statement with its parameters (the query plan test explains them).
   */
  | ({ inMemory: true; loadDataDir?: Blob; onQuery?: (query: string, params: unknown[]) => void } & PgliteOptions);

export interface PgliteOptions {
  /**
   * A statement running longer is cancelled (57014, answered 503), as on Postgres. PGlite is
   * one connection, so a statement that never ends (a wait on a lock that a torn data directory
   * says is held) would otherwise stop every request that needs the database, for good.
   * Start-up work and upkeep run without it. @default no limit
   */
  statementTimeoutMs?: number;
  /**
   * Run PGlite on a worker thread of its own (pglite-thread.ts), so a statement never holds up
   * the requests, websockets and cached answers of the server's thread. Always so for a data
   * directory (the server); an in-memory database (a test, a benchmark) runs on the caller's
   * thread unless this is set. @default false
   */
  thread?: boolean;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A pool that survives its database: a connection Postgres drops (restart, failover,
 * pg_terminate_backend) is reported and replaced, never thrown as an unhandled 'error' event;
 * queries on it fail and are answered 503 (see errors.ts).
 */
function createPool(options: PostgresOptions, max: number, statementTimeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    // A connection that died silently (a host gone, a dropped NAT entry) is noticed.
    keepAlive: true,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'database connection lost'));
  // An idle connection's error reaches the pool; a checked-out one (in a transaction,
  // between statements) has only its own listeners: without one the process dies. Its
  // next query fails, and that failure is what gets answered and logged.
  pool.on('connect', (client) =>
    client.on('error', (error) => options.logger?.debug({ err: error }, 'database connection lost in use')),
  );
  return pool;
}

/**
 * Drizzle's transaction on a pool (0.45) takes a connection and runs BEGIN before the
 * try/finally that gives it back: a BEGIN that fails (Postgres dropping the connection in a
 * restart or a failover) kept that connection checked out for good. Each such failure made the
 * pool one smaller until every request waited for a connection, and `pool.end()` on shutdown
 * waited forever. Here a transaction takes its connection itself and always gives it back;
 * drizzle runs BEGIN, COMMIT, ROLLBACK and savepoints on that one connection. A connection
 * that died is dropped by the pool when given back (pg marks it unusable).
 */
function releasingTransaction(pool: pg.Pool): NodePgDatabase<typeof schema>['transaction'] {
  return async (work, config) => {
    const connection = await pool.connect();
    try {
      return await drizzleNodePg({ client: connection, schema }).transaction(work, config);
    } finally {
      connection.release();
    }
  };
}

function openPostgres(options: PostgresOptions): Database {
  const pool = createPool(
    options,
    options.poolMax ?? DEFAULT_POOL_MAX,
    options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
  );
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: requestScoped(Object.assign(db, { transaction: releasingTransaction(pool) })),
    kind: 'postgres',
    async migrate() {
      // A migration may rewrite a large table: no statement timeout on its own connection.
      const untimed = createPool(options, 1, 0);
      try {
        await migrateNodePg(drizzleNodePg({ client: untimed }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await untimed.end();
      }
    },
    close: () => pool.end(),
    async exclusively(work) {
      const client = await pool.connect();
      try {
        // Waits for another process's migration and seed, however long they take.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        // Not back to the pool: its session has no statement timeout (ending it also frees the lock).
        client.release(true);
      }
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options);
  const client = await openPglite(options);
  const onQuery = 'onQuery' in options ? options.onQuery : undefined;
  // The thread's client has every method Drizzle's PGlite driver calls (query, exec, transaction).
  const driverClient = client as PGlite;
  const db = drizzlePglite({ client: driverClient, schema, ...(onQuery ? { logger: { logQuery: onQuery } } : {}) });
  const timeoutMs = options.statementTimeoutMs ?? 0;
  const setTimeoutMs = (ms: number) => client.exec(`set statement_timeout = ${Math.trunc(ms)}`);
  /** Runs `work` without the statement timeout (the one connection is the session). */
  const untimed = async <T>(work: () => Promise<T>): Promise<T> => {
    if (timeoutMs === 0) return work();
    await setTimeoutMs(0);
    try {
      return await work();
    } finally {
      await setTimeoutMs(timeoutMs);
    }
  };
  if (timeoutMs > 0) await setTimeoutMs(timeoutMs);
  return {
    db: requestScoped(db),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => (client instanceof PgliteThread ? client.dumpDataDir() : client.dumpDataDir('none')),
    maintain: () => untimed(() => client.exec('vacuum analyze').then(() => undefined)),
    // One process owns a PGlite directory: nothing to take turns with.
    exclusively: untimed,
  };
}

/** PGlite in its data directory (on a thread of its own), or in memory (on this thread unless asked). */
async function openPglite(options: Exclude<DatabaseOptions, PostgresOptions>): Promise<PGlite | PgliteThread> {
  if ('dataDir' in options) {
    await mkdir(options.dataDir, { recursive: true });
    return PgliteThread.start({ dataDir: options.dataDir });
  }
  if (options.thread) {
    const dump = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    return PgliteThread.start(dump ? { loadDataDir: dump } : {});
  }
  // The extensions the migrations create (Postgres ships them as contrib modules).
  const extensions = { pg_trgm };
  return PreparedPGlite.open({ extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
}
