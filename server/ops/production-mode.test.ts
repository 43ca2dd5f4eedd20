/**
 * Production mode as main.ts assembles it (configFromEnv, then startServer on a real port):
 * no dev mailbox over HTTP, so a password reset link can only reach the log or the inbox.
 * Development mode keeps the mailbox and says so loudly in the start log.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../account/schema';
import { configFromEnv } from '../config';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../start';
import { DEMO_PASSWORD } from '../testing';
import { until } from '../testing-server';
import { migratedDump } from '../testing-snapshot';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

const WARN = 40;
const SMALL_SEED = { jobCount: 3, draftJobCount: 0, campusJobCount: 0, jobDemo: false };
/** A whole server starts and seeds in each test: slow on a busy machine. */
const START_TIMEOUT_MS = 120_000;

function capturedLogger() {
  const lines: LogLine[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { lines, logger };
}

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: Record<string, string>) {
  const { lines, logger } = capturedLogger();
  const config = configFromEnv(env);
  server = await startServer({
    ...config,
    port: 0,
    inMemory: true,
    loadDataDir: await migratedDump(),
    distDir: null,
    seed: SMALL_SEED,
    logger,
  });
  const origin = `http://localhost:${server.port}`;
  const get = (path: string) => fetch(`${origin}${path}`);
  const forgot = (email: string) =>
    fetch(`${origin}/api/v1/password/forgot/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  return { lines, get, forgot };
}

describe('production mode (NODE_ENV=production, MAIL_TRANSPORT=log)', () => {
  it(
    'answers 404 at /_dev/mail and /_dev/mail.json, and writes the reset mail to the log only',
    async () => {
      const { lines, get, forgot } = await start({
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-32-chars!',
        MAIL_TRANSPORT: 'log',
        SEED_DEMO: 'true',
      });
      expect((await forgot('admin@example.org')).status).toBe(200);
      await until(() => lines.some((line) => line.msg === 'mail written to the log'), 'the mail in the log');

      expect((await get('/_dev/mail')).status).toBe(404);
      const json = await get('/_dev/mail.json?to=admin@example.org');
      expect(json.status).toBe(404);
      expect(await json.text()).not.toContain('reset-password');
      const mail = lines.find((line) => line.msg === 'mail written to the log');
      expect(mail).toMatchObject({ to: 'admin@example.org', subject: 'Reset your Career Compass password' });
      expect(String(mail?.['text'])).toMatch(/\/reset-password\/[\w-]{20,}/);
      expect(await server?.database.db.select().from(mailOutbox)).toEqual([]);

      const started = lines.find((line) => line.msg.startsWith('listening'));
      expect(started).toMatchObject({
        mode: 'production',
        mail: 'log (MAIL_TRANSPORT=log)',
        database: 'pglite in memory',
      });
      expect(lines.filter((line) => line.level >= WARN && line.msg.includes('/_dev/mail'))).toEqual([]);
    },
    START_TIMEOUT_MS,
  );
});

describe('the demo in production mode', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-chars!', MAIL_TRANSPORT: 'log' };
  const signIn = (origin: string, password: string) =>
    fetch(`${origin}/api/v1/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password }),
    });

  it(
    'is not seeded unless SEED_DEMO=true, and the start log says how to get it',
    async () => {
      const { lines, get } = await start(production);
      expect((await get('/api/v1/config/')).status).toBe(404);
      const warning = lines.find(
        (line) => line.level === WARN && line.msg.startsWith('the database has no portal yet'),
      );
      expect(warning?.msg).toContain('SEED_DEMO=true');
    },
    START_TIMEOUT_MS,
  );

  it(
    'with SEED_DEMO=true, the demo accounts get a random password shown once in the log, never the published one',
    async () => {
      const { lines } = await start({ ...production, SEED_DEMO: 'true' });
      const origin = `http://localhost:${server?.port}`;
      expect((await signIn(origin, DEMO_PASSWORD)).status).toBe(401);
      const seeded = lines.find((line) => line.level === WARN && line.msg.startsWith('seeded the demo portals'));
      const password = /password is (\S+) \(shown only now\)/.exec(seeded?.msg ?? '')?.[1];
      expect(password).toMatch(/^[\w-]{16}$/);
      expect((await signIn(origin, password ?? '')).status).toBe(200);
    },
    START_TIMEOUT_MS,
  );
});

describe('startServer in production mode', () => {
  it('refuses the embedded mail store even when called directly', async () => {
    const started = startServer({
      production: true,
      inMemory: true,
      loadDataDir: await migratedDump(),
      port: 0,
      logger: createLogger('silent'),
    });
    await expect(started).rejects.toThrow('production mode needs a mail transport: SMTP_URL, or MAIL_TRANSPORT=log');
  });
});

describe('development mode (no settings)', () => {
  it(
    'keeps the dev mailbox, and the start log warns that anyone can read it',
    async () => {
      const { lines, get, forgot } = await start({});
      expect((await forgot('admin@example.org')).status).toBe(200);
      const started = lines.find((line) => line.msg.startsWith('listening'));
      expect(started).toMatchObject({
        mode: 'development',
        mail: 'embedded store at /_dev/mail',
        payments: 'embedded',
        narrative: 'embedded',
        social: [],
      });
      const warning = lines.find((line) => line.level === WARN && line.msg.includes('/_dev/mail'));
      expect(warning?.msg).toMatch(/^DEVELOPMENT MAILBOX ON: anyone who can reach this server reads every e-mail/);

      const res = await get('/_dev/mail.json?to=admin@example.org');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('reset-password');
    },
    START_TIMEOUT_MS,
  );
});
