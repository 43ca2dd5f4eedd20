/**
 * A tenant for the server benchmarks: the demo seed (with `jobCount` jobs, and `crowd` more
 * members when given) in an in-memory PGlite on its own thread, vacuumed and analyzed as autovacuum keeps
 * Postgres, and the real app over it in-process.
 */
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { addCrowd } from '../../server/db/crowd';
import { seedDemo } from '../../server/db/seed';
import { DEMO_PASSWORD } from '../../server/db/seed-data';
import { createLogger } from '../../server/logger';

export interface BenchTenant {
  database: Database;
  app: ReturnType<typeof createApp>['app'];
  /** The headers of a signed-in demo person's requests. */
  signIn(email: string): Promise<Record<string, string>>;
}

export async function openBenchTenant(options: { jobCount?: number; crowd?: number } = {}): Promise<BenchTenant> {
  // On a thread of its own, as the server runs it (server/db/pglite-thread.ts).
  const database = await openDatabase({ inMemory: true, thread: true });
  await database.migrate();
  await seedDemo(database.db, options.jobCount === undefined ? {} : { jobCount: options.jobCount });
  if (options.crowd) await addCrowd(database.db, options.crowd);
  await database.db.execute(sql`vacuum analyze`);
  const { app } = createApp({
    db: database.db,
    secret: new TextEncoder().encode('bench-secret-of-at-least-32-bytes!!'),
    logger: createLogger('silent'),
  });
  async function signIn(email: string): Promise<Record<string, string>> {
    const res = await app.request('/api/v1/token/', {
      method: 'POST',
      headers: { Host: 'localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const { access } = (await res.json()) as { access: string };
    return { Host: 'localhost', Authorization: `Bearer ${access}` };
  }
  return { database, app, signIn };
}
