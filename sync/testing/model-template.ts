/**
 * A signed-in device that has synced, copied into a fresh database for each run of the
 * model-based test: a returning member's device, without paying for a full bootstrap per
 * run. The template catches up with the server (an incremental pull) before each copy.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { SyncContext } from '../core/context';
import { openDb, type Session, setMeta } from '../core/db';
import { createApiClient } from '../core/http';
import { pull } from '../core/pull';
import type { ServerRequest } from './controlled-fetch';

export const MODEL_BASE_URL = 'http://localhost:8080';

export function createDeviceTemplate(server: ServerRequest, session: Session) {
  const db = openDb(`portal-model-template-${Date.now()}`, { indexedDB, IDBKeyRange });
  const ctx: SyncContext = {
    db,
    api: createApiClient({
      db,
      baseUrl: MODEL_BASE_URL,
      fetch: async (input, init) => {
        const headers = new Headers(init.headers);
        headers.set('Host', 'localhost:8080');
        return server(input, { ...init, headers });
      },
    }),
    now: Date.now,
    random: () => 0.5,
  };
  let isSignedIn = false;

  return {
    /** Brings the template up to date and copies it into the database `name`. */
    async copyTo(name: string): Promise<void> {
      const withMeta = !isSignedIn;
      if (withMeta) await setMeta(db, 'session', session);
      isSignedIn = true;
      const pulled = await pull(ctx, { withMeta });
      if (pulled.kind !== 'done') throw new Error(`template pull: ${JSON.stringify(pulled)}`);
      const rows = await Promise.all(
        db.tables.map(async (table) => ({ name: table.name, rows: await table.toArray() })),
      );
      const copy = openDb(name, { indexedDB, IDBKeyRange });
      await copy.transaction('rw', copy.tables, async () => {
        for (const table of rows) await copy.table(table.name).bulkPut(table.rows);
      });
      copy.close();
    },
    close: () => db.delete(),
  };
}

export type DeviceTemplate = ReturnType<typeof createDeviceTemplate>;
