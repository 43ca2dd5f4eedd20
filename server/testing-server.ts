/**
 * Test support for tests of the whole server on a real port (websockets, restarts, two
 * processes): an in-memory server, the member's event socket, and waiting for what it
 * receives. HTTP calls are the end-to-end support's `api` and `apiToken` (node:http with an
 * explicit Host header, since the tenant is chosen by Host). Not a test itself.
 */
import { WebSocket } from 'ws';
import type { WsEvent } from '../contract/sync';
import type { SeedOptions } from './db/seed';
import { createLogger } from './logger';
import { type RunningServer, startServer } from './start';
import { migratedDump } from './testing-snapshot';

export { api, apiToken } from '../tests/e2e/support/api';

/**
 * The whole server on a free port, on an in-memory PGlite seeded with `seed`, logging nothing.
 * The database starts migrated (testing-snapshot.ts); the server seeds it as on a first start.
 */
export async function startInMemoryServer(seed: SeedOptions): Promise<RunningServer> {
  return startServer({
    port: 0,
    inMemory: true,
    loadDataDir: await migratedDump(),
    distDir: null,
    seed,
    logger: createLogger('silent'),
  });
}

export interface EventSocket {
  ws: WebSocket;
  /** Every event received so far, in order. */
  events: WsEvent[];
  opened: Promise<void>;
  /** The close code, once the socket is closed. */
  closed: Promise<number>;
  /** The first event of this type, received or still to come (the test's own timeout bounds it). */
  next<T extends WsEvent['type']>(type: T): Promise<Extract<WsEvent, { type: T }>>;
}

/** A socket on /ws/events/{token}/ of the server on `port`, for the tenant of `host`. */
export function openEventSocket(port: number, token: string, host = 'localhost'): EventSocket {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/events/${token}/`, { headers: { Host: `${host}:${port}` } });
  const events: WsEvent[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)) as WsEvent);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = <T extends WsEvent['type']>(type: T) =>
    new Promise<Extract<WsEvent, { type: T }>>((resolve) => {
      const look = () => {
        const found = events.find((event): event is Extract<WsEvent, { type: T }> => event.type === type);
        if (found) resolve(found);
        else waiters.push(look);
      };
      look();
    });
  return { ws, events, opened, closed, next };
}

/** Polls `check` every 10 ms; throws, naming `what`, when it still fails after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
