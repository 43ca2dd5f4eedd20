/**
 * A started sync engine for tests: the real server through the test's recording network,
 * stand-in sockets and page events unless the test gives its own (another tab's locks, a
 * started server's fetch and WebSocket). Every engine started here is stopped by
 * `stopTestEngines`, which the test calls after each test (or after all, for engines shared
 * by a file).
 */
import type { PortalDb } from '../core/db';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../core/engine';
import { fakeEvents, fakeSockets } from './browser-stand-ins';
import { BASE_URL, testDb } from './fixtures';
import type { RealNetwork } from './real-network';

const running: SyncEngine[] = [];

const noServer = () => Promise.reject(new Error('the test engine was given no server'));

export function startTestEngine(overrides: Partial<SyncEngineOptions> & { db?: PortalDb; server?: RealNetwork } = {}) {
  const { server, ...options } = overrides;
  const db = overrides.db ?? testDb();
  const sockets = fakeSockets();
  const events = fakeEvents();
  const errors: unknown[] = [];
  const engine = createSyncEngine({
    db,
    baseUrl: BASE_URL,
    fetch: server?.fetch ?? noServer,
    WebSocket: sockets.WebSocket,
    random: () => 0.01,
    addEventListener: events.addEventListener,
    onError: (error) => errors.push(error),
    ...options,
  });
  running.push(engine);
  engine.start();
  return { db, sockets, events, engine, errors };
}

export function stopTestEngines(): void {
  for (const engine of running.splice(0)) engine.stop();
}
