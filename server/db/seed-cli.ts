/**
 * `npm run db:seed`: migrates, then seeds the demo if the database is empty.
 * `npm run db:seed -- --jobs N` adds N more approved jobs to the default tenant instead
 * (for benchmarks), without touching anything else.
 */
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { databaseUrlFromEnv } from '../config';
import { openDatabase } from './client';
import { tenants } from './schema';
import { seedIfEmpty, seedJobs } from './seed';

const databaseUrl = databaseUrlFromEnv(process.env);
const database = await openDatabase(
  databaseUrl ? { databaseUrl } : { dataDir: resolve(process.env['DATA_DIR'] ?? './data', 'pglite') },
);
try {
  await database.migrate();
  const jobsFlag = process.argv.indexOf('--jobs');
  if (jobsFlag > 0) {
    const jobCount = Number(process.argv[jobsFlag + 1]);
    await seedIfEmpty(database.db);
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.name, 'Career Compass'));
    if (!tenant || !Number.isInteger(jobCount)) throw new Error('usage: db:seed -- --jobs N');
    const ids = await seedJobs(database.db, tenant.id, jobCount, { seed: Date.now() % 100_000 });
    console.log(`Added ${ids.length} jobs to ${tenant.name}.`);
  } else {
    const seeded = await seedIfEmpty(database.db);
    console.log(seeded ? 'Seeded the demo.' : 'The database already has tenants; nothing to seed.');
  }
} finally {
  await database.close();
}
