/**
 * PGlite in a data directory runs on a thread of its own: while it works on a long query the
 * server's thread goes on (HTTP answers, websocket messages, cached pages), where PGlite on
 * the server's thread held it for the whole query. Writes outlive a close and a new open, and
 * a closed database leaves no thread or socket behind.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { rowsOf } from './raw-rows';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-thread-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** A query that keeps PGlite busy for a second or more (it sleeps on no lock, it computes). */
const LONG_QUERY = sql`select count(*) as n from generate_series(1, 20000000)`;

/** Whether `query` is still running when this thread's next timer fires, 50 ms on. */
async function runningAfterATimer(db: Database): Promise<boolean> {
  let finished = false;
  const query = db.db.execute(LONG_QUERY).then(() => {
    finished = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const running = !finished;
  await query;
  return running;
}

/** The socket directories of open databases (each is removed when its database closes). */
async function socketDirs(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith('portal-db-'));
}

describe('PGlite in a data directory', () => {
  it('leaves the server thread free while it runs a long query', async () => {
    database = await openDatabase({ dataDir: join(dir, 'free') });
    expect(await runningAfterATimer(database)).toBe(true);
  });

  it('in memory, by contrast, holds the thread until the query ends', async () => {
    database = await openDatabase({ inMemory: true });
    expect(await runningAfterATimer(database)).toBe(false);
  });

  it('keeps what was written through a close and a new open, and leaves no socket behind', async () => {
    const before = await socketDirs();
    const dataDir = join(dir, 'kept');
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (${'written in a transaction'})`);
    });
    expect((await socketDirs()).length).toBe(before.length + 1);
    await first.close();
    expect(await socketDirs()).toEqual(before);

    database = await openDatabase({ dataDir });
    expect(rowsOf(await database.db.execute(sql`select note from kept`))).toEqual([
      { note: 'written in a transaction' },
    ]);
  });

  it('fails to open, leaving no socket behind, when the directory holds no usable database', async () => {
    const before = await socketDirs();
    const dataDir = join(dir, 'broken');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'PG_VERSION'), 'not a version\n');
    await expect(openDatabase({ dataDir })).rejects.toThrow();
    expect(await socketDirs()).toEqual(before);
  });
});
