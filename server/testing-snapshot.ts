/**
 * The seeded test database, made once per test run: creating a PGlite (initdb), migrating
 * and seeding the demo take seconds, loading a dump of the result takes a fraction of that.
 * The global setup (tests/setup/snapshots.ts) names a directory for the run; the first test
 * file that needs a seed writes its dump there and every later one loads it (a worker that
 * asks while another makes it waits, see testing-once.ts). Every seed starts from one
 * migrated, empty database, kept across runs while the migrations and PGlite stay the same.
 * Without that directory (a single file run by hand, a script) each call seeds afresh.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from './db/client';
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

/** A name for the migrated database: the PGlite version and every migration file. */
async function baseKey(): Promise<string> {
  const digest = createHash('sha256');
  digest.update(await readFile(PGLITE_PACKAGE));
  for (const file of await filesIn(MIGRATIONS_FOLDER))
    digest.update(relative(MIGRATIONS_FOLDER, file)).update(await readFile(file));
  return digest.digest('hex').slice(0, 16);
}

/** A fresh PGlite with every migration applied, from the shared dump when there is one. */
async function migratedDatabase(useCache: boolean): Promise<Database> {
  if (!useCache) {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    return database;
  }
  await mkdir(BASE_CACHE_DIR, { recursive: true });
  const file = join(BASE_CACHE_DIR, `${await baseKey()}.tar`);
  const base = await readOrMake(file, async () => {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    const dump = await database.dump?.();
    if (dump) await writeWhole(file, new Uint8Array(await dump.arrayBuffer()));
    return database;
  });
  return base.made ?? openDatabase({ inMemory: true, loadDataDir: new Blob([base.data]) });
}

async function seedFresh(seed: SeedOptions, useCache: boolean): Promise<{ database: Database; seeded: SeedResult }> {
  const database = await migratedDatabase(useCache);
  return { database, seeded: await seedDemo(database.db, seed) };
}

/** A migrated, seeded in-memory database of its own (a copy: tests never share state). */
export async function seededDatabase(seed: SeedOptions): Promise<{ database: Database; seeded: SeedResult }> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  // A media storage writes files outside the database: such a seed cannot be copied.
  if (!dir || seed.storage) return seedFresh(seed, Boolean(dir));
  const file = join(dir, createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16));
  const result = await readOrMake(`${file}.tar`, async () => {
    const fresh = await seedFresh(seed, true);
    const dump = await fresh.database.dump?.();
    if (dump) {
      await writeWhole(`${file}.json`, JSON.stringify(fresh.seeded));
      await writeWhole(`${file}.tar`, new Uint8Array(await dump.arrayBuffer()));
    }
    return fresh;
  });
  if (result.made) return result.made;
  const seeded = JSON.parse(await readFile(`${file}.json`, 'utf8')) as SeedResult;
  const database = await openDatabase({ inMemory: true, loadDataDir: new Blob([result.data]) });
  return { database, seeded };
}
