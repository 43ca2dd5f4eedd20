/**
 * The process registry on a real, throwaway Postgres: processes without JWT_SECRET share the
 * key generated once in the database; a process whose key differs from a live one refuses to
 * start; in production, uploads on local disk are refused unless declared shared. Skips when
 * this machine has no Postgres.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../auth/secret';
import { createLogger } from '../logger';
import { type RunningServer, type StartOptions, startServer } from '../start';
import { findPostgresBin, NO_POSTGRES_REASON, startTestPostgres, type TestPostgres } from '../testing-postgres';
import { api, apiToken } from '../testing-server';
import { ConfigError } from './config-error';
import { secretFingerprint } from './instances';
import { generatedSecrets, serverInstances } from './schema';

const hasPostgres = Boolean(process.env['TEST_DATABASE_URL']) || (await findPostgresBin()) !== null;
const skipped = hasPostgres ? '' : ` (skipped: ${NO_POSTGRES_REASON})`;
const START_TIMEOUT_MS = 120_000;

interface LogLine {
  level: number;
  msg: string;
}

describe.skipIf(!hasPostgres)(`several processes on one Postgres${skipped}`, () => {
  let postgres: TestPostgres | null = null;
  let dir: string;
  let first: RunningServer;
  const warnings: string[] = [];
  const logger = createLogger('warn', {
    write: (line: string) => {
      const parsed = JSON.parse(line) as LogLine;
      if (parsed.level === 40) warnings.push(parsed.msg);
    },
  });

  /** A process of its own (data and media directories named `name`) on the shared database. */
  const options = (name: string, more: StartOptions = {}): StartOptions => ({
    port: 0,
    databaseUrl: postgres!.url,
    distDir: null,
    dataDir: join(dir, name),
    mediaDir: join(dir, `${name}-media`),
    logger,
    ...more,
  });
  const instances = () => first.database.db.select().from(serverInstances);

  beforeAll(async () => {
    postgres = await startTestPostgres();
    dir = await mkdtemp(join(tmpdir(), 'portal-registry-'));
    first = await startServer(options('first', { seed: { jobCount: 3, draftJobCount: 0, campusJobCount: 0 } }));
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await first?.close();
    await postgres?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'without JWT_SECRET, processes share the key generated in the database: a token from one works on the other',
    async () => {
      // A process that died a minute ago with another key does not block anyone.
      await first.database.db.insert(serverInstances).values({
        id: 'gone',
        hostname: 'old-host',
        pid: 1,
        secretFingerprint: 'another key',
        mediaStore: 's3:http://old/bucket',
        heartbeatAt: sql`now() - interval '1 minute'`,
      });
      const second = await startServer(options('second'));
      try {
        const [key] = await first.database.db.select().from(generatedSecrets);
        expect(key?.name).toBe('jwt');
        expect(existsSync(join(dir, 'second', 'secret'))).toBe(false);

        const token = await apiToken(first.port, 'localhost', 'member@example.org');
        const res = await api(second.port, 'localhost', 'GET', '/api/v1/bookmark/job/', { token });
        expect(res.status).toBe(200);

        const live = (await instances()).filter((row) => row.id !== 'gone');
        expect(live).toHaveLength(2);
        const fingerprint = secretFingerprint(new TextEncoder().encode(key!.value));
        expect(live.map((row) => row.secretFingerprint)).toEqual([fingerprint, fingerprint]);
        expect(live.map((row) => row.mediaStore).sort()).toEqual([
          `local:${hostname()}:${join(dir, 'first-media')}`,
          `local:${hostname()}:${join(dir, 'second-media')}`,
        ]);
        expect(
          warnings.some((line) =>
            /^2 processes share this database but this process keeps uploads on local disk/.test(line),
          ),
        ).toBe(true);
      } finally {
        await second.close();
      }
      expect((await instances()).map((row) => row.id).filter((id) => id !== 'gone')).toHaveLength(1);
    },
    START_TIMEOUT_MS,
  );

  it(
    'refuses a process whose JWT_SECRET differs from a live one, naming its host',
    async () => {
      const started = startServer(options('stranger', { jwtSecret: 'a-different-secret-of-32-characters' }));
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(
        `JWT_SECRET differs from the running process on ${hostname()}: tokens from one would be refused by the other`,
      );
      expect((await instances()).filter((row) => row.id !== 'gone')).toHaveLength(1);
    },
    START_TIMEOUT_MS,
  );

  it(
    'in production, refuses uploads on local disk unless MEDIA_DIR_SHARED, here or in a live process',
    async () => {
      const [key] = await first.database.db.select().from(generatedSecrets);
      const production = { production: true, mailToLog: true, jwtSecret: key!.value } as const;
      await expect(startServer(options('local', production))).rejects.toThrow(
        /^this process keeps uploads on local disk \(.+local-media\), which other processes cannot read: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY on every process, or MEDIA_DIR_SHARED=true/,
      );
      const s3 = {
        endpoint: 'http://127.0.0.1:1',
        bucket: 'portal',
        region: 'us-east-1',
        accessKeyId: 'a',
        secretAccessKey: 'b',
      };
      await expect(startServer(options('bucket', { ...production, s3 }))).rejects.toThrow(
        `the running process on ${hostname()} keeps uploads on local disk, which other processes cannot read`,
      );
      const shared = await startServer(options('shared', { ...production, mediaDirShared: true }));
      await shared.close();
    },
    START_TIMEOUT_MS,
  );

  it('keeps its row fresh with a heartbeat', async () => {
    const deadline = Date.now() + 20_000;
    let row = (await instances()).find((instance) => instance.id !== 'gone');
    while (row && row.heartbeatAt <= row.startedAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      row = (await instances()).find((instance) => instance.id !== 'gone');
    }
    expect(row!.heartbeatAt.getTime()).toBeGreaterThan(row!.startedAt.getTime());
  }, 30_000);

  it('generates the key once when processes start together: every one reads the same key', async () => {
    const { db } = first.database;
    const [kept] = await db.select().from(generatedSecrets);
    await db.delete(generatedSecrets);
    try {
      const keys = await Promise.all(Array.from({ length: 5 }, () => loadJwtSecret({ db })));
      const stored = await db.select().from(generatedSecrets);
      expect(stored).toHaveLength(1);
      const decoded = new Set(keys.map((key) => new TextDecoder().decode(key)));
      expect([...decoded]).toEqual([stored[0]!.value]);
    } finally {
      await db.update(generatedSecrets).set({ value: kept!.value }).where(eq(generatedSecrets.name, 'jwt'));
    }
  });
});
