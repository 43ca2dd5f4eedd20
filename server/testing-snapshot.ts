/**
 * The seeded test database, made once per test run: creating a PGlite (initdb), migrating
 * and seeding the demo take seconds, loading a dump of the result takes a fraction of that.
 * The global setup (tests/setup/snapshots.ts) names a directory for the run; the first test
 * file that needs a seed writes its dump there and every later one loads it. Without that
 * directory (a single file run by hand, a script) each call seeds afresh, as before.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, openDatabase } from './db/client';
import { type SeedOptions, type SeedResult, seedDemo } from './db/seed';

export const SNAPSHOT_DIR_ENV = 'PORTAL_TEST_SNAPSHOT_DIR';

interface Snapshot {
  seeded: SeedResult;
  data: Blob;
}

async function seedFresh(seed: SeedOptions): Promise<{ database: Database; seeded: SeedResult }> {
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  return { database, seeded: await seedDemo(database.db, seed) };
}

async function readSnapshot(file: string): Promise<Snapshot | null> {
  try {
    const [data, seeded] = await Promise.all([readFile(`${file}.tar`), readFile(`${file}.json`, 'utf8')]);
    return { data: new Blob([data]), seeded: JSON.parse(seeded) as SeedResult };
  } catch {
    return null; // not made yet in this run
  }
}

/** Writes beside, then renames: a file that another worker reads is always whole. */
async function writeSnapshot(file: string, dump: Blob, seeded: SeedResult): Promise<void> {
  const partial = `${file}.${process.pid}`;
  await writeFile(`${partial}.tar`, Buffer.from(await dump.arrayBuffer()));
  await writeFile(`${partial}.json`, JSON.stringify(seeded));
  await rename(`${partial}.json`, `${file}.json`);
  await rename(`${partial}.tar`, `${file}.tar`);
}

/** A migrated, seeded in-memory database of its own (a copy: tests never share state). */
export async function seededDatabase(seed: SeedOptions): Promise<{ database: Database; seeded: SeedResult }> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  // A media storage writes files outside the database: such a seed cannot be copied.
  if (!dir || seed.storage) return seedFresh(seed);
  const file = join(dir, createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16));
  const snapshot = await readSnapshot(file);
  if (snapshot) {
    const database = await openDatabase({ inMemory: true, loadDataDir: snapshot.data });
    return { database, seeded: snapshot.seeded };
  }
  const fresh = await seedFresh(seed);
  const dump = await fresh.database.dump?.();
  if (dump) await writeSnapshot(file, dump, fresh.seeded);
  return fresh;
}
