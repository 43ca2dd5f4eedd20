/**
 * Runs the real server (`tsx server/main.ts`) as a child process on a free port with its
 * own data directory, so a test can stop it (the network is gone) and start it again on
 * the same port and data (the network is back).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The built client the test server serves: E2E_DIST_DIR when set (a build made elsewhere), else ./dist. */
export const distDir = (): string => resolve(process.env['E2E_DIST_DIR'] ?? 'dist');

/**
 * How the server runs: the bundle named by E2E_SERVER_ENTRY (`npm run test:e2e` builds it
 * and tests what `npm start` runs), else the source through tsx, so a server change needs no
 * build when one spec is run by hand.
 */
function serverCommand(): string[] {
  const entry = process.env['E2E_SERVER_ENTRY'];
  return entry ? ['--enable-source-maps', resolve(entry)] : ['--import', 'tsx', 'server/main.ts'];
}

/** A data directory the global setup seeded once (E2E_TEMPLATE_DATA_DIR); every server starts from a copy. */
export const TEMPLATE_DATA_DIR_ENV = 'E2E_TEMPLATE_DATA_DIR';

export interface TestServer {
  port: number;
  dataDir: string;
  origin(host?: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(port: number, child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/v1/config/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${log.join('')}`);
}

export interface TestServerOptions {
  /** The port to listen on (a free one when not given). */
  port?: number;
  /** Extra environment for the server process (OIDC_GOOGLE_*, say). */
  env?: Record<string, string>;
  /** The data directory to use as it is (the global setup's template); else a fresh copy of the template. */
  dataDir?: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'portal-e2e-')));
  const template = process.env[TEMPLATE_DATA_DIR_ENV];
  // The copy is the demo as the server seeds it on first start, without seeding it again.
  if (!options.dataDir && template) await cp(template, dataDir, { recursive: true });
  let child: ChildProcess | undefined;
  const log: string[] = [];

  const server: TestServer = {
    port,
    dataDir,
    origin: (host = 'localhost') => `http://${host}:${port}`,
    async start() {
      child = spawn(process.execPath, serverCommand(), {
        env: {
          ...process.env,
          DIST_DIR: distDir(),
          ...options.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      await waitUntilUp(port, child, log);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
    async dispose() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
