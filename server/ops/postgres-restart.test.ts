/**
 * Surviving the database, on a real throwaway Postgres (skipped, saying why, when this machine
 * has none or the server is not ours to restart):
 * - one server process: pg_terminate_backend on its idle connections does not stop it; while
 *   Postgres restarts under a stream of requests every answer is a 200/201 or a 503 with
 *   Retry-After (no 500, no dropped connection), and afterwards it serves without a restart;
 * - a transaction whose BEGIN fails (as it does on a connection Postgres is dropping) gives its
 *   connection back to the pool, so the pool neither shrinks nor keeps a shutdown waiting;
 * - two real server processes (the test run's server bundle): a member sends chat
 *   messages with an Idempotency-Key through both alternately while Postgres restarts,
 *   retrying on 503, a busy key or a lost connection with the same key, as the sync worker
 *   does. Both recover and every message is stored exactly once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { MESSAGES } from '../../contract/messages';
import type { Paged } from '../../contract/paging';
import { startTestServer, type TestServer } from '../../tests/e2e/support/server';
import { type Database, openDatabase } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../start';
import { call as childCall } from '../testing-child';
import { findPostgresBin, NO_POSTGRES_REASON, startTestPostgres, type TestPostgres } from '../testing-postgres';
import { apiToken, until } from '../testing-server';

/** A restart needs a cluster of our own: not a database in someone's server (TEST_DATABASE_URL). */
const canRestart = !process.env['TEST_DATABASE_URL'] && (await findPostgresBin()) !== null;
const skipped = canRestart ? '' : ` (skipped: ${NO_POSTGRES_REASON}; a restart needs initdb and pg_ctl)`;

const JWT_SECRET = 'a-shared-secret-of-at-least-32-bytes!!';
const RECOVERY_MS = 20_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** One request on a fresh connection (rejects when the process is gone), its JSON read. */
async function call(...args: Parameters<typeof childCall>): Promise<Answer> {
  const answer = await childCall(...args);
  const isJson = String(answer.headers['content-type'] ?? '').includes('json');
  return {
    status: answer.status,
    headers: answer.headers,
    body: isJson && answer.text ? JSON.parse(answer.text) : answer.text,
  };
}

async function untilReady(port: number): Promise<void> {
  let status = 0;
  const deadline = Date.now() + RECOVERY_MS;
  while (status !== 200) {
    if (Date.now() > deadline) throw new Error(`/readyz on ${port} still answers ${status}`);
    status = await call(port, 'GET', '/readyz').then(
      (answer) => answer.status,
      () => 0,
    );
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let postgres: TestPostgres | null = null;
beforeAll(async () => {
  if (canRestart) postgres = await startTestPostgres();
});
afterAll(() => postgres?.stop());

describe.skipIf(!canRestart)(`the connection pool when a transaction cannot begin${skipped}`, () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('gives the connection back, so the next statement gets it and the pool closes', async () => {
    // One connection, and a short wait for it: a connection kept by a failed BEGIN shows at once.
    database = await openDatabase({ databaseUrl: postgres!.url, poolMax: 1, connectionTimeoutMs: 2_000 });
    const { db } = database;
    let ran = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      // A BEGIN the server refuses: the transaction fails before its work, as on a dropped connection.
      const refused = db.transaction(
        async () => {
          ran += 1;
        },
        { isolationLevel: 'no such level' as 'serializable' },
      );
      await expect(refused).rejects.toThrow();
    }
    expect(ran).toBe(0);
    const [row] = rowsOf(await db.execute(sql`select 1 as one`));
    expect(row).toEqual({ one: 1 });
    // And a transaction that does begin still commits.
    expect(await db.transaction(async (tx) => rowsOf(await tx.execute(sql`select 2 as two`)))).toEqual([{ two: 2 }]);
    await database.close();
    database = undefined;
  });
});

describe.skipIf(!canRestart)(`one server process while its Postgres goes away${skipped}`, () => {
  let dir: string;
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-pg-restart-'));
    server = await startServer({
      port: 0,
      databaseUrl: postgres!.url,
      dataDir: dir,
      distDir: null,
      jwtSecret: JWT_SECRET,
      logger: createLogger('silent'),
      seed: { jobCount: 5, draftJobCount: 0, campusJobCount: 0, jobDemo: false },
    });
    token = await apiToken(server.port, 'localhost', 'member@example.org');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const tip = (title: string) => ({ title, content: '<p>Still here.</p>', group: null });

  it('keeps serving after its idle connections are terminated', async () => {
    // Several pooled connections, idle once these are answered.
    await Promise.all(Array.from({ length: 6 }, () => call(server.port, 'GET', '/api/v1/career-tips/')));
    expect(await postgres!.terminateIdle()).toBeGreaterThan(0);
    await untilReady(server.port);
    expect((await call(server.port, 'GET', '/api/v1/career-tips/')).status).toBe(200);
    expect(
      (await call(server.port, 'POST', '/api/v1/career-tips/', { token, body: tip('After terminate') })).status,
    ).toBe(201);
  });

  it('answers 503 with Retry-After while Postgres restarts, never a 500, and serves again after', async () => {
    const answers: Answer[] = [];
    let isRunning = true;
    // A stream of reads and writes across the whole restart.
    const traffic = (async () => {
      for (let i = 0; isRunning; i++) {
        answers.push(
          await call(server.port, 'POST', '/api/v1/career-tips/', { token, body: tip(`Traffic ${i}`) }),
          await call(server.port, 'GET', '/api/v1/career-tips/', { token }),
        );
      }
    })();
    await until(() => answers.length >= 4, 'traffic to flow');
    await postgres!.restart!(async () => {
      await until(() => answers.some((answer) => answer.status === 503), 'the traffic to meet the outage');
      const down = await Promise.all([
        call(server.port, 'POST', '/api/v1/career-tips/', { token, body: tip('While down') }),
        call(server.port, 'GET', '/api/v1/career-tips/'),
        call(server.port, 'GET', '/api/v1/notifications/', { token }),
      ]);
      for (const answer of down) {
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.body).toHaveProperty('detail');
      }
      const ready = await call(server.port, 'GET', '/readyz');
      expect([ready.status, ready.headers['retry-after']]).toEqual([503, '5']);
      expect((await call(server.port, 'GET', '/healthz')).status).toBe(200);
    });
    await untilReady(server.port);
    const after = answers.length;
    // The pair under way when readiness came back may have begun during the outage.
    await until(() => answers.length >= after + 6, 'traffic after the restart');
    isRunning = false;
    await traffic;

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 201, 503]);
    for (const answer of answers.filter((each) => each.status === 503)) {
      expect(answer.headers['retry-after']).toBe('5');
    }
    expect(answers.slice(after + 2).map((answer) => answer.status)).toEqual(
      answers.slice(after + 2).map((_, i) => (i % 2 === 0 ? 201 : 200)),
    );
  });
});

describe.skipIf(!canRestart)(`two server processes while their Postgres restarts${skipped}`, () => {
  let servers: TestServer[] = [];
  beforeAll(async () => {
    const env = { DATABASE_URL: postgres!.url, JWT_SECRET, SEED_JOB_COUNT: '5' };
    servers = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.dispose()));
  });

  it('both recover, and every message sent through either is stored exactly once', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const token = await apiToken(a.port, 'localhost', 'member@example.org');
    const [admin] = await postgres!.query<{ id: number }>(
      `select users.id from users join tenants on tenants.id = users.tenant_id
       where users.email = 'admin@example.org' and 'localhost' = any(tenants.domains)`,
    );
    const ids = Array.from({ length: 16 }, () => ulid());
    const seen = { unavailable: 0, busy: 0, lost: 0, sent: 0 };
    const rooms = new Set<number>();

    /** Sends message i until it is stored: same key, same body, the processes taking turns. */
    async function send(i: number): Promise<void> {
      const body = { id: ids[i], recipient: admin!.id, text: `Message ${i} across the restart` };
      const headers = { 'Idempotency-Key': `restart-${ids[i]}` };
      const deadline = Date.now() + RECOVERY_MS;
      for (let attempt = 0, wait = 50; Date.now() < deadline; attempt++, wait = Math.min(wait * 2, 1_000)) {
        const port = (i + attempt) % 2 === 0 ? a.port : b.port;
        const answer = await call(port, 'POST', '/api/v1/chat/messages/', { token, body, headers }).catch(() => null);
        if (answer?.status === 201 || answer?.status === 200) {
          rooms.add((answer.body as ChatMessage).room);
          return;
        }
        if (answer === null) seen.lost++;
        else if (answer.status === 503) seen.unavailable++;
        else if (answer.status === 409 && (answer.body as { detail?: string }).detail === MESSAGES.idempotencyConflict)
          seen.busy++;
        else throw new Error(`message ${i}: ${answer.status} ${JSON.stringify(answer.body)}`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      throw new Error(`message ${i} was not stored in time: ${JSON.stringify(seen)}`);
    }

    const sender = (async () => {
      for (let i = 0; i < ids.length; i++) {
        await send(i);
        seen.sent++;
      }
    })();
    await until(() => seen.sent >= 4, 'the first messages', 10_000);
    await postgres!.restart!(() => until(() => seen.unavailable > 0, 'the sender to meet the outage', 10_000));
    await sender;

    await Promise.all([untilReady(a.port), untilReady(b.port)]);
    expect(seen.unavailable).toBeGreaterThan(0);
    const stored = await postgres!.query<{ id: string; n: number }>(
      'select id, count(*)::int as n from chat_messages where id = any($1) group by id',
      [ids],
    );
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(stored.every((row) => row.n === 1)).toBe(true);
    // Every key holds its stored response for a later replay; none is left claimed.
    const [keys] = await postgres!.query<{ settled: number; pending: number }>(
      `select count(*) filter (where status is not null)::int as settled,
              count(*) filter (where status is null)::int as pending
       from idempotency where key = any($1)`,
      [ids.map((id) => `restart-${id}`)],
    );
    expect(keys).toEqual({ settled: ids.length, pending: 0 });
    // Both processes serve the conversation with each message once.
    expect(rooms.size).toBe(1);
    const [room] = [...rooms];
    for (const server of [a, b]) {
      const page = await call(server.port, 'GET', `/api/v1/chat/rooms/${room}/messages/?page_size=100`, { token });
      expect(page.status).toBe(200);
      const listed = (page.body as Paged<ChatMessage>).data
        .map((message) => message.id)
        .filter((id) => ids.includes(id));
      expect(listed.sort()).toEqual([...ids].sort());
    }
  });
});
