/**
 * The seeded test database, made once per test run: creating a PGlite (initdb), migrating
 * and seeding the demo take seconds, loading a dump of the result takes a fraction of that.
 * The global setup (tests/setup/snapshots.ts) names a directory for the run; the first test
 * file that needs a seed writes its dump there and every later one loads it (a worker that
 * asks while another makes it waits, see testing-once.ts). Every seed starts from one
 * migrated, empty database, kept across runs while the migrations and PGlite stay the same.
 * Without that directory (a single file run by hand, a script) each call seeds afresh from it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_FOLDER, openDatabase, type PgliteOptions } from './db/client';
import { type SeedOptions, type SeedResult, seedDemo } from './db/seed';
import { readOrMake, writeWhole } from './testing-once';

export const SNAPSHOT_DIR_ENV = 'PORTAL_TEST_SNAPSHOT_DIR';

/** Survives the run's directory: the migrated database depends only on what its name hashes. */
const BASE_CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/portal-test-db', import.meta.url));
/** Read as a file: the package's exports do not include its package.json. */
const PGLITE_PACKAGE = new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url);

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A name for the migrated database: the PGlite version, every migration file, and the
 * version of how the dump is made (bumped when that changes, so an old dump is not reused).
 */
async function baseKey(): Promise<string> {
  const digest = createHash('sha256');
  digest.update('without-templates');
  digest.update(await readFile(PGLITE_PACKAGE));
  for (const file of await filesIn(MIGRATIONS_FOLDER))
    digest.update(relative(MIGRATIONS_FOLDER, file)).update(await readFile(file));
  return digest.digest('hex').slice(0, 16);
}

/**
 * Drops the template databases: a test never creates a database, and without them a dump is
 * 29 MB instead of 44, which every load unpacks again (about 0.4 s of CPU less each time).
 */
async function dropTemplates(database: Database): Promise<void> {
  await database.db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await database.db.execute(sql`drop database template1`);
  await database.db.execute(sql`drop database template0`);
}

/**
 * The dump of an empty PGlite with every migration applied, made once and kept across runs
 * (its name changes with the migrations): creating a PGlite and migrating it costs about
 * 3 s of CPU, loading this dump a fifth of that.
 */
export async function migratedDump(): Promise<Blob> {
  await mkdir(BASE_CACHE_DIR, { recursive: true });
  const file = join(BASE_CACHE_DIR, `${await baseKey()}.tar`);
  const base = await readOrMake(file, async () => {
    const database = await openDatabase({ inMemory: true });
    try {
      await database.migrate();
      await dropTemplates(database);
      const dump = await database.dump?.();
      if (!dump) throw new Error('a PGlite database dumps');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      await writeWhole(file, bytes);
      return bytes;
    } finally {
      await database.close();
    }
  });
  return new Blob([base.made ?? base.data]);
}

/**
 * A PGlite of its own in memory, migrated and empty, for a test that seeds it itself or
 * needs options of its own (a query listener, a statement timeout, a thread).
 */
export async function migratedDatabase(
  options: { onQuery?: (query: string, params: unknown[]) => void } & PgliteOptions = {},
): Promise<Database> {
  return openDatabase({ inMemory: true, ...options, loadDataDir: await migratedDump() });
}

async function seedFresh(seed: SeedOptions): Promise<{ database: Database; seeded: SeedResult }> {
  const database = await migratedDatabase();
  return { database, seeded: await seedDemo(database.db, seed) };
}

interface Snapshot {
  dump: Blob;
  seeded: SeedResult;
  /** The database the dump was made of, when this worker made it (one load fewer). */
  database?: Database;
}

/** The seeded snapshot of `seed` (made once per run), or none when no run names a directory. */
async function seededSnapshot(seed: SeedOptions): Promise<Snapshot | null> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (!dir) return null;
  const file = join(dir, createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16));
  const result = await readOrMake(`${file}.tar`, async (): Promise<Snapshot> => {
    const { database, seeded } = await seedFresh(seed);
    const dump = await database.dump?.();
    if (!dump) throw new Error('a PGlite database dumps');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    await writeWhole(`${file}.json`, JSON.stringify(seeded));
    await writeWhole(`${file}.tar`, bytes);
    return { dump: new Blob([bytes]), seeded, database };
  });
  if (result.made) return result.made;
  const seeded = JSON.parse(await readFile(`${file}.json`, 'utf8')) as SeedResult;
  return { dump: new Blob([result.data]), seeded };
}

/** A migrated, seeded in-memory database of its own (a copy: tests never share state). */
export async function seededDatabase(seed: SeedOptions): Promise<{ database: Database; seeded: SeedResult }> {
  // A media storage writes files outside the database: such a seed cannot be copied.
  const snapshot = seed.storage ? null : await seededSnapshot(seed);
  if (!snapshot) return seedFresh(seed);
  const database = snapshot.database ?? (await openDatabase({ inMemory: true, loadDataDir: snapshot.dump }));
  return { database, seeded: snapshot.seeded };
}
