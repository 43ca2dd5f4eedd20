/** Test wiring: a fresh fake-indexeddb database per test and a sync context over the fake server. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { SyncContext } from '../context';
import { openDb, type PortalDb, setMeta } from '../db';
import { createApiClient } from '../http';
import type { FakeServer } from './fake-server';

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

/** Stores a session for `userId` as if the member had logged in. */
export async function signIn(db: PortalDb, server: FakeServer, userId = 1): Promise<void> {
  await setMeta(db, 'session', server.issueTokens(userId));
}

export function testContext(db: PortalDb, server: FakeServer, now: () => number = Date.now): SyncContext {
  return {
    db,
    api: createApiClient({ db, baseUrl: BASE_URL, fetch: server.fetch }),
    now,
    random: () => 0.5,
  };
}

/** Requests that carried a mutation (everything but reads). */
export function mutations(server: FakeServer) {
  return server.requests.filter((request) => request.method !== 'GET' && !request.path.includes('/token/'));
}

/** Polls until `check` holds: for effects that arrive through channels or sockets. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
