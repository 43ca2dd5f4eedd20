/**
 * A started sync engine for tests: the fake server, fake sockets and page events unless the
 * test gives its own (another tab's locks, the real server's fetch and WebSocket). Every
 * engine started here is stopped by `stopTestEngines`, which the test calls after each test
 * (or after all, for engines shared by a file).
 */
import type { PortalDb } from '../db';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../engine';
import { fakeEvents, fakeSockets } from './fake-platform';
import { createFakeServer, type FakeServer } from './fake-server';
import { BASE_URL, testDb } from './fixtures';

const running: SyncEngine[] = [];

export function startTestEngine(overrides: Partial<SyncEngineOptions> & { db?: PortalDb; server?: FakeServer } = {}) {
  const db = overrides.db ?? testDb();
  const server = overrides.server ?? createFakeServer();
  const sockets = fakeSockets();
  const events = fakeEvents();
  const errors: unknown[] = [];
  const engine = createSyncEngine({
    db,
    baseUrl: BASE_URL,
    fetch: server.fetch,
    WebSocket: sockets.WebSocket,
    random: () => 0.01,
    addEventListener: events.addEventListener,
    onError: (error) => errors.push(error),
    ...overrides,
  });
  running.push(engine);
  engine.start();
  return { db, server, sockets, events, engine, errors };
}

export function stopTestEngines(): void {
  for (const engine of running.splice(0)) engine.stop();
}
