/** Wiring over the fake server, for the test files not yet moved to the real one (see real-network.ts). */
import type { SyncContext } from '../core/context';
import { type PortalDb, setMeta } from '../core/db';
import { createApiClient } from '../core/http';
import { pull } from '../core/pull';
import { fetchUpload } from '../core/upload';
import type { FakeServer } from './fake-server';
import { BASE_URL, testDb } from './fixtures';

/** Stores a session for `userId` as if the member had logged in. */
export async function signIn(db: PortalDb, server: FakeServer, userId = 1): Promise<void> {
  await setMeta(db, 'session', server.issueTokens(userId));
}

export function testContext(db: PortalDb, server: FakeServer, now: () => number = Date.now): SyncContext {
  return { db, api: createApiClient({ db, baseUrl: BASE_URL, fetch: server.fetch }), now, random: () => 0.5 };
}

/** Requests that carried a mutation (everything but reads). */
export function mutations(server: FakeServer) {
  return server.requests.filter((request) => request.method !== 'GET' && !request.path.includes('/token/'));
}

/** A signed-in device that has synced once, with the fetch transport for uploads. */
export async function syncedDevice(server: FakeServer) {
  const db = testDb();
  await signIn(db, server);
  const ctx = { ...testContext(db, server), upload: fetchUpload(BASE_URL, server.fetch) };
  await pull(ctx, { withMeta: false });
  return { db, ctx };
}
