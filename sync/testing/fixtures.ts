/** Test wiring: a fresh fake-indexeddb database per test and a sync context over the real server. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { SyncContext } from '../core/context';
import { openDb, type PortalDb, setMeta } from '../core/db';
import { createApiClient } from '../core/http';
import { pull } from '../core/pull';
import { fetchUpload } from '../core/upload';
import { sessionOf } from './real-api';
import type { RealNetwork } from './real-network';

export const BASE_URL = 'http://portal.test';

let databases = 0;

export function testDb(): PortalDb {
  databases += 1;
  return openDb(`portal-test-${databases}-${Date.now()}`, { indexedDB, IDBKeyRange });
}

/** A controllable clock: tests move it instead of waiting. */
export function testClock(start = 1_700_000_000_000) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

/** The seeded member most tests act as. */
export const MEMBER = 'member@example.org';

/** Stores a session of a demo account, as the real login issues it. */
export async function signIn(db: PortalDb, server: RealNetwork, email: string = MEMBER): Promise<void> {
  await setMeta(db, 'session', await sessionOf(server.api, email));
}

export function testContext(db: PortalDb, server: RealNetwork, now: () => number = Date.now): SyncContext {
  return {
    db,
    api: createApiClient({ db, baseUrl: BASE_URL, fetch: server.fetch }),
    now,
    random: () => 0.5,
  };
}

/** Requests that carried a mutation (everything but reads and token calls). */
export function mutations(server: RealNetwork) {
  return server.mutations();
}

/** Polls until `check` holds: for effects that arrive through channels or sockets. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A signed-in device that has synced once, with the fetch transport for uploads. */
export async function syncedDevice(server: RealNetwork, email: string = MEMBER) {
  const db = testDb();
  await signIn(db, server, email);
  const ctx = { ...testContext(db, server), upload: fetchUpload(BASE_URL, server.fetch) };
  await pull(ctx, { withMeta: false });
  return { db, ctx };
}

/** A file chosen on this device, waiting in db.files to be uploaded. */
export async function storeTestFile(db: PortalDb, id: string, blob: Blob, name: string): Promise<void> {
  await db.files.put({
    id,
    name,
    type: blob.type,
    size: blob.size,
    blob,
    sent: 0,
    uploadedId: null,
    error: null,
    createdAt: 0,
  });
}

/** A PDF chosen on this device, waiting in db.files. */
export async function storeTestPdf(db: PortalDb, id: string, text: string, name: string): Promise<void> {
  await storeTestFile(db, id, new Blob([text], { type: 'application/pdf' }), name);
}
