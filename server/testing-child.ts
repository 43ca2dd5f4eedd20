/**
 * A real server process (the test run's server bundle, or the source through tsx) that a
 * test may kill: started on a PGlite data directory or a Postgres URL, with extra environment
 * (a crash point), and plain HTTP calls that reject when the process dies under them. Not a
 * test itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { freePort, serverCommand } from '../tests/e2e/support/server';
import { DEMO_PASSWORD } from './db/seed-data';

export interface ChildServer {
  port: number;
  /** Resolves with the signal or exit code once the process is gone. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** SIGTERM (a clean stop, the data directory flushed) and waits for the exit. */
  stop(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const START_TIMEOUT_MS = 90_000;

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_JOB_COUNT: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`the server process exited while starting:\n${log.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${log.join('')}`);
    }
    const ready = await call(port, 'GET', '/readyz').catch(() => null);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    exited,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The access token of a seeded demo account on a started server. */
export async function signIn(server: ChildServer, email: string): Promise<string> {
  const res = await call(server.port, 'POST', '/api/v1/token/', { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`);
  return (JSON.parse(res.text) as { access: string }).access;
}

/** One request on a fresh connection; rejects when the connection fails (the process is gone). */
export function call(
  port: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; host?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          // The tenant is chosen by Host (and Node's resolver does not know campus.localhost).
          Host: `${options.host ?? 'localhost'}:${port}`,
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
