/**
 * A suite run on both databases: the embedded PGlite in memory, and a throwaway Postgres
 * (skipped, saying why, when this machine has none). `suite` is given how to open its database.
 */
import { afterAll, describe } from 'vitest';
import { findPostgresBin, NO_POSTGRES_REASON, startTestPostgres, type TestPostgres } from '../testing-postgres';
import { type Database, openDatabase } from './client';

export async function onBothDatabases(subject: string, suite: (open: () => Promise<Database>) => void): Promise<void> {
  const hasPostgres = Boolean(process.env['TEST_DATABASE_URL']) || (await findPostgresBin()) !== null;
  describe(`${subject} on the embedded database`, () => {
    suite(() => openDatabase({ inMemory: true }));
  });
  describe.skipIf(!hasPostgres)(
    `${subject} on Postgres${hasPostgres ? '' : ` (skipped: ${NO_POSTGRES_REASON})`}`,
    () => {
      let postgres: TestPostgres | null = null;
      afterAll(() => postgres?.stop());
      suite(async () => {
        postgres = await startTestPostgres();
        if (!postgres) throw new Error(NO_POSTGRES_REASON);
        return openDatabase({ databaseUrl: postgres.url });
      });
    },
  );
}
