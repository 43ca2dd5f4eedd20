/** The UI's handle on the local database. Only queries.ts and mutations.ts files import it. */
import { openDb } from '../../sync/core/db';

export const db = openDb();
