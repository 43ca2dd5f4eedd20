/**
 * Exactly once across a crash: a real server process, armed with a test-only crash point,
 * is killed (SIGKILL) in the middle of a member's POST of a career tip under an
 * Idempotency-Key, either after the handler's insert (not yet committed) or after the
 * commit (before the response). A restarted process answers the retry with the same key:
 * the tip exists exactly once, and a retry after the commit is the stored answer. On a
 * PGlite data directory always; on a throwaway Postgres when this machine has one (skipped,
 * saying why, when not).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { careerTips } from '../content/schema';
import { openDatabase } from '../db/client';
import { type ChildServer, call, signIn, startChildServer } from '../testing-child';
import { findPostgresBin, NO_POSTGRES_REASON, startTestPostgres, type TestPostgres } from '../testing-postgres';
import { CRASH_POINT_ENV, type CrashPoint } from './idempotency-support';

const JWT_SECRET = 'a-crash-test-secret-of-at-least-32-bytes!!';
const hasPostgres = (await findPostgresBin()) !== null || Boolean(process.env['TEST_DATABASE_URL']);

interface Backend {
  env: Record<string, string>;
  tipsTitled(title: string): Promise<number>;
}

/** Posts a tip, the process dies at `at`; a restarted process answers the retry. */
async function crashThenRetry(backend: () => Backend, at: CrashPoint) {
  const title = `Written before a crash ${at}`;
  const tip = (server: ChildServer, access: string) =>
    call(server.port, 'POST', '/api/v1/career-tips/', {
      token: access,
      headers: { 'Idempotency-Key': `crash-${at}` },
      body: { title, content: 'Keep notes of what you learn.', group: null },
    });
  const armed = await startChildServer({ ...backend().env, [CRASH_POINT_ENV]: at });
  const access = await signIn(armed, 'member@example.org');
  await expect(tip(armed, access)).rejects.toThrow();
  expect(await armed.exited).toBe('SIGKILL');

  const restarted = await startChildServer(backend().env);
  try {
    const retry = await tip(restarted, access);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe(at === 'after-commit' ? 'true' : undefined);
    const again = await tip(restarted, access);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(retry.text);
  } finally {
    await restarted.stop();
  }
  expect(await backend().tipsTitled(title)).toBe(1);
}

/** Where the process dies, and what the retry then answers: the same on either database. */
const CRASHES: [name: string, at: CrashPoint][] = [
  ['after the effect, before the commit: the retry runs it once', 'after-effect'],
  ['after the commit, before the response: the retry is the stored answer', 'after-commit'],
];

describe('a server killed mid-request, on a PGlite data directory', () => {
  let dir: string;
  const backend = (): Backend => ({
    env: { DATA_DIR: dir, JWT_SECRET },
    async tipsTitled(title) {
      // The server is stopped: the directory is ours to open.
      const database = await openDatabase({ dataDir: join(dir, 'pglite') });
      try {
        return (await database.db.select().from(careerTips).where(eq(careerTips.title, title))).length;
      } finally {
        await database.close();
      }
    },
  });
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  for (const [name, at] of CRASHES) it(name, () => crashThenRetry(backend, at), 300_000);
});

describe.skipIf(!hasPostgres)(
  `a server killed mid-request, on Postgres${hasPostgres ? '' : ` (skipped: ${NO_POSTGRES_REASON})`}`,
  () => {
    let postgres: TestPostgres | null = null;
    let dir: string;
    const backend = (): Backend => ({
      env: { DATABASE_URL: postgres!.url, DATA_DIR: dir, JWT_SECRET },
      async tipsTitled(title) {
        const rows = await postgres!.query<{ n: number }>(
          'select count(*)::int as n from career_tips where title = $1',
          [title],
        );
        return rows[0]?.n ?? 0;
      },
    });
    beforeAll(async () => {
      postgres = await startTestPostgres();
      dir = await mkdtemp(join(tmpdir(), 'portal-crash-pg-'));
    }, 120_000);
    afterAll(async () => {
      await postgres?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    for (const [name, at] of CRASHES) it(name, () => crashThenRetry(backend, at), 300_000);
    it('a key another process is running answers 409; once that process is gone, the key runs once', async () => {
      const server = await startChildServer(backend().env);
      const other = new pg.Client({ connectionString: postgres!.url });
      try {
        const access = await signIn(server, 'member@example.org');
        const title = 'Sent while another process held the key';
        const tip = () =>
          call(server.port, 'POST', '/api/v1/career-tips/', {
            token: access,
            headers: { 'Idempotency-Key': 'held-elsewhere' },
            body: { title, content: 'Ask for feedback early.', group: null },
          });
        // Another process claimed the key and is running its handler: it holds the claim's row lock.
        await other.connect();
        await other.query(
          `insert into idempotency (tenant_id, user_id, key, method, path)
         select users.tenant_id, users.id, 'held-elsewhere', 'POST', '/api/v1/career-tips/'
         from users join tenants on tenants.id = users.tenant_id
         where users.email = 'member@example.org' and 'localhost' = any(tenants.domains)`,
        );
        await other.query('begin');
        await other.query(`select id from idempotency where key = 'held-elsewhere' for update`);
        const busy = await tip();
        expect(busy.status).toBe(409);
        expect(JSON.parse(busy.text)).toEqual({ detail: MESSAGES.idempotencyConflict });
        // That process dies: its transaction rolls back, nothing of it was stored.
        await other.query('rollback');
        const taken = await tip();
        expect(taken.status).toBe(201);
        expect(taken.headers['idempotent-replayed']).toBeUndefined();
        expect(await backend().tipsTitled(title)).toBe(1);
      } finally {
        await other.end();
        await server.stop();
      }
    }, 300_000);
  },
);
