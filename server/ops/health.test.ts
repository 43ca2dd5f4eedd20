/**
 * GET /healthz and GET /readyz through the real app: any Host (no tenant is looked up, none
 * even exists here), readiness failing while the server drains, when a migration of this
 * build is missing, and when the database refuses connections or never answers; the API
 * answers 503 with Retry-After in time then, never a 500.
 */

import { readFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/e2e/support/server';
import { createApp } from '../app';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../db/client';
import { createDrain, type DrainControl } from '../http/drain';
import { READINESS_MESSAGES } from '../http/health';
import { createLogger } from '../logger';
import { migratedDatabase } from '../testing-snapshot';

/** Drizzle's record of applied migrations, as its migrator keeps it. */
const migrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

const secret = new TextEncoder().encode('test-secret-of-at-least-32-bytes!!');
const logger = createLogger('silent');

function appOn(database: Database, drain: DrainControl = createDrain()) {
  return createApp({ db: database.db, secret, logger, drain }).app;
}

const probe = (app: ReturnType<typeof appOn>, path: string, host = 'anything.example:8080') =>
  app.request(path, { headers: { Host: host } });

describe('on a migrated database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedDatabase();
  });
  afterAll(() => database?.close());

  it('answers /healthz and /readyz for any Host, uncached', async () => {
    const app = appOn(database);
    for (const host of ['anything.example:8080', '10.0.0.7', 'localhost']) {
      const alive = await probe(app, '/healthz', host);
      expect(alive.status).toBe(200);
      expect(await alive.json()).toEqual({ status: 'ok' });
      expect(alive.headers.get('cache-control')).toBe('no-store');
      const ready = await probe(app, '/readyz', host);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers.get('cache-control')).toBe('no-store');
    }
    // The API still needs a known tenant.
    expect((await probe(app, '/api/v1/config/')).status).toBe(404);
  });

  it('is not ready while the server drains, and still alive', async () => {
    const drain = createDrain();
    const app = appOn(database, drain);
    expect((await probe(app, '/readyz')).status).toBe(200);
    drain.begin();
    const ready = await probe(app, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ status: 'draining', detail: READINESS_MESSAGES.draining });
    expect((await probe(app, '/healthz')).status).toBe(200);
  });

  it('is not ready when a migration of this build is not applied, and names it', async () => {
    const app = appOn(database);
    const [last] = await database.db
      .select({ id: migrations.id })
      .from(migrations)
      .orderBy(desc(migrations.id))
      .limit(1);
    const [removed] = await database.db.delete(migrations).where(eq(migrations.id, last!.id)).returning();
    try {
      const ready = await probe(app, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      const body = (await ready.json()) as { status: string; detail: string; missing: string[] };
      expect(body.status).toBe('migrations');
      expect(body.detail).toBe(READINESS_MESSAGES.migrations);
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
      expect(body.missing).toEqual([journal.entries.at(-1).tag]);
    } finally {
      await database.db.insert(migrations).values(removed!);
    }
    expect((await probe(app, '/readyz')).status).toBe(200);
  });
});

describe('on a database that cannot be reached', () => {
  /** Accepts connections and never says a word: a host that hangs. */
  let silent: Server;
  let silentPort: number;
  const held = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  const cases = [
    { what: 'refusing connections', url: async () => `postgres://postgres@127.0.0.1:${await freePort()}/portal` },
    { what: 'never answering', url: async () => `postgres://postgres@127.0.0.1:${silentPort}/portal` },
  ];

  for (const { what, url } of cases) {
    it(`${what}: not ready, and the API answers 503 with Retry-After in time`, async () => {
      const database = await openDatabase({ databaseUrl: await url(), connectionTimeoutMs: 500 });
      try {
        const app = appOn(database);
        const ready = await probe(app, '/readyz');
        expect(ready.status).toBe(503);
        expect(ready.headers.get('retry-after')).toBe('5');
        expect(await ready.json()).toEqual({ status: 'unreachable', detail: READINESS_MESSAGES.unreachable });
        expect((await probe(app, '/healthz')).status).toBe(200);

        const started = Date.now();
        const jobs = await probe(app, '/api/v1/jobs/', 'localhost:8080');
        expect(jobs.status).toBe(503);
        expect(jobs.headers.get('retry-after')).toBe('5');
        expect(await jobs.json()).toHaveProperty('detail');
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await database.close();
      }
    });
  }
});
