/**
 * A throwaway Postgres for tests that need the real thing (the LISTEN/NOTIFY event bus,
 * several server processes, surviving a restart):
 * - TEST_DATABASE_URL set: a fresh database in that server, dropped on stop (no restart:
 *   the server is not ours);
 * - else initdb/pg_ctl on PATH or in /usr/lib/postgresql/<version>/bin: a new cluster in a
 *   temporary directory on a free loopback port, removed on stop (as root, the cluster is
 *   run by the `postgres` system user, since Postgres refuses to run as root);
 * - else null: the caller skips and says why.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../tests/e2e/support/server';

const run = promisify(execFile);

export interface TestPostgres {
  url: string;
  /** Runs one statement on a connection of its own, as the superuser; its rows. */
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** pg_terminate_backend on every idle connection to the database but this one's; how many. */
  terminateIdle(): Promise<number>;
  /**
   * `pg_ctl restart -m fast` (stop fast, then start): every connection is dropped and the
   * server refuses connections meanwhile; `whileDown` runs between the stop and the start.
   * null when the server is not ours (TEST_DATABASE_URL).
   */
  restart: ((whileDown?: () => Promise<void>) => Promise<void>) | null;
  stop(): Promise<void>;
}

type Abilities = Pick<TestPostgres, 'query' | 'terminateIdle'>;

function abilities(url: string): Abilities {
  async function query<T extends Record<string, unknown>>(text: string, values?: unknown[]) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
  return {
    query,
    async terminateIdle() {
      const [row] = await query<{ n: number }>(
        `select count(*)::int as n from (
           select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'
         ) terminated`,
      );
      return row?.n ?? 0;
    },
  };
}

export const NO_POSTGRES_REASON = 'no Postgres: set TEST_DATABASE_URL or install the server binaries (initdb, pg_ctl)';

/** The directory holding initdb and pg_ctl: PATH first, then the newest Debian layout. */
export async function findPostgresBin(): Promise<string | null> {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const version of versions) {
    const dir = join(root, version, 'bin');
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

async function freshDatabase(baseUrl: string): Promise<TestPostgres> {
  const name = `portal_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    ...abilities(url.toString()),
    restart: null,
    async stop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function throwawayCluster(bin: string): Promise<TestPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-pg-'));
  const data = join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  // Postgres refuses to run as root: as root, run it as the postgres system user.
  const as = async (command: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  try {
    if (isRoot) {
      const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
      const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
      await chown(dir, uid, gid);
    }
    await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const port = await freePort();
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const start = () => as('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
    await start();
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      ...abilities(url),
      async restart(whileDown) {
        await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        try {
          await whileDown?.();
        } finally {
          await start();
        }
      },
      async stop() {
        await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A Postgres to test against, or null when this machine has none (the test skips). */
export async function startTestPostgres(): Promise<TestPostgres | null> {
  const base = process.env['TEST_DATABASE_URL'];
  if (base) return freshDatabase(base);
  const bin = await findPostgresBin();
  return bin ? throwawayCluster(bin) : null;
}
