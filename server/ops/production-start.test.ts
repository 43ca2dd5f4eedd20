/**
 * The real entry (server/main.ts, as the test run's bundle) refusing a configuration: exit code 1
 * and one log line that says why, before anything is opened or written.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../../tests/e2e/support/server';

/** Variables of the server's configuration: none leaks in from the environment running the tests. */
const CONFIG_PREFIXES = [
  'NODE_ENV',
  'JWT_',
  'SMTP_',
  'MAIL_',
  'DATABASE_',
  'S3_',
  'LLM_',
  'STRIPE_',
  'OIDC_',
  'OAUTH_',
];

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-refusal-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function runMain(extra: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIG_PREFIXES.some((prefix) => name.startsWith(prefix))),
  );
  const child = spawn(process.execPath, serverCommand(), {
    env: { ...env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  return { code, lines: output.split('\n').filter((line) => line.trim() !== '') };
}

describe('server/main.ts with a configuration it refuses', () => {
  it('exits 1 in production without JWT_SECRET, with one line naming it', async () => {
    const { code, lines } = await runMain({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 60,
      msg: 'refusing to start: JWT_SECRET is required in production (NODE_ENV=production): set a random string of at least 32 characters, the same on every server process',
    });
    expect(await readdir(dataDir)).toEqual([]);
  }, 60_000);

  it('exits 1 outside production too with a half-configured adapter', async () => {
    const { code, lines } = await runMain({ STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(code).toBe(1);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'refusing to start: Stripe is half-configured: STRIPE_SECRET_KEY set but STRIPE_WEBHOOK_SECRET is missing',
    ]);
    expect(await readdir(dataDir)).toEqual([]);
  }, 60_000);
});
