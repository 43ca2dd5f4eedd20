/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the PGlite in DATA_DIR. */
import { resolve } from 'node:path';
import { databaseUrlFromEnv } from '../config';
import { openDatabase } from './client';

const databaseUrl = databaseUrlFromEnv(process.env);
const database = await openDatabase(
  databaseUrl ? { databaseUrl } : { dataDir: resolve(process.env['DATA_DIR'] ?? './data', 'pglite') },
);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
