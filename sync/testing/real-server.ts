/**
 * A device talking to the real server app in-process (real routes, real PGlite), for the
 * sync tests that check the worker against what the server really answers. The tenant
 * comes from the Host header, as behind the real proxy.
 */
import type { TestApi } from '../../server/testing';
import type { SyncContext } from '../core/context';
import { type PortalDb, setMeta } from '../core/db';
import { createApiClient, type FetchFn } from '../core/http';
import { fetchUpload } from '../core/upload';
import { testDb } from './fixtures';
import { realApiForFile } from './real-api';

const BASE = 'http://localhost:8080';

export type RealDevice = { db: PortalDb; ctx: SyncContext & { upload: ReturnType<typeof fetchUpload> } };

/** `device(email)` signs in as that demo account (null: a visitor) on the app `api()` answers. */
export function realServerDevices(api: () => TestApi) {
  const serverFetch: FetchFn = (input, init) => {
    const headers = new Headers(init.headers);
    headers.set('Host', 'localhost:8080');
    return Promise.resolve(api().app.request(input, { ...init, headers }));
  };
  return async function device(email: string | null): Promise<RealDevice> {
    const db = testDb();
    if (email) await setMeta(db, 'session', await api().login(email));
    const ctx = {
      db,
      api: createApiClient({ db, baseUrl: BASE, fetch: serverFetch }),
      now: Date.now,
      random: () => 0.5,
      upload: fetchUpload(BASE, serverFetch),
    };
    return { db, ctx };
  };
}

/**
 * The usual fixture of a sync test file that reads jobs: one real server app with two demo
 * jobs for the whole file, and its devices. `server()` is the app (for its own calls).
 */
export function realServerFile() {
  const server = realApiForFile({ jobCount: 2, draftJobCount: 0, campusJobCount: 0 });
  return { server, device: realServerDevices(server) };
}
