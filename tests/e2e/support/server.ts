/**
 * Runs the real server (`tsx server/main.ts`) as a child process on a free port with its
 * own data directory. A test takes the network away with disconnect() and brings it back
 * with reconnect(): behind a proxy (`proxied`) the proxy is cut, else the server stops and
 * starts again on the same port and data, as stop() and start() do.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { holdPort, releasePort, reservePort, unheldPort } from './ports';
import { startProxy, type TcpProxy } from './proxy';

/** Names the built client the test servers serve (a build made elsewhere). */
export const DIST_DIR_ENV = 'E2E_DIST_DIR';

/** The built client the test server serves: E2E_DIST_DIR when set, else ./dist. */
export const distDir = (): string => resolve(process.env[DIST_DIR_ENV] ?? 'dist');

export const SERVER_ENTRY_ENV = 'E2E_SERVER_ENTRY';

/**
 * A test server lives for one spec file. V8 first compiles PGlite's Postgres (9 MB of
 * WebAssembly) quickly, then recompiles the functions it sees run often with its optimizing
 * compiler; at the default budget a start spends about 0.7 s of CPU on that for code the
 * start itself runs once. A larger budget keeps the optimizing for what a test keeps calling
 * (a start and three sign-ins: 5.5 s of the server's CPU against 6.1 s).
 */
const WASM_TIERING = '--wasm-tiering-budget=100000000';

/**
 * How the server runs: the bundle named by E2E_SERVER_ENTRY (`npm run test:e2e` builds it
 * and tests what `npm start` runs), else the source through tsx, so a server change needs no
 * build when one spec is run by hand (and its stack traces name the source files). The bundle
 * runs without `npm start`'s --enable-source-maps: with it, every server reads the 13 MB
 * source map at start and parses it at the first stack trace (a browser that cancels a
 * response stream makes one), about 1.4 s of CPU per server for traces no test reads.
 */
export function serverCommand(): string[] {
  const entry = process.env[SERVER_ENTRY_ENV];
  return [WASM_TIERING, ...(entry ? [resolve(entry)] : ['--import', 'tsx', 'server/main.ts'])];
}

/** A data directory the global setup seeded once (E2E_TEMPLATE_DATA_DIR); every server starts from a copy. */
export const TEMPLATE_DATA_DIR_ENV = 'E2E_TEMPLATE_DATA_DIR';

export interface TestServer {
  /** Where clients connect: the proxy's port when the server runs behind one. */
  port: number;
  dataDir: string;
  /** The server started on a copy of the global setup's seeded template (its demo data as seeded). */
  fromTemplate: boolean;
  /** The built client this server serves (its own copy when started with `ownDist`). */
  distDir: string;
  origin(host?: string): string;
  /** Ends the server's process (its in-memory state goes with it). */
  stop(): Promise<void>;
  /** Starts the process again on the same port and data. */
  start(): Promise<void>;
  /**
   * The network goes away: every open connection drops and new ones are refused. Behind a
   * proxy the server keeps running; without one this stops it.
   */
  disconnect(): Promise<void>;
  /** The network is back (the server is started again when disconnect stopped it). */
  reconnect(): Promise<void>;
  dispose(): Promise<void>;
}

/** A loopback port nothing listens on right now (and no test server holds: ./ports.ts). */
export function freePort(): Promise<number> {
  return unheldPort();
}

async function waitUntilUp(port: number, child: ChildProcess, log: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/v1/config/`);
      // Ours only while our child still runs: another worker's server may answer on a port we lost.
      if (res.ok && child.exitCode === null) return;
    } catch {
      // not listening yet
    }
    // Checked often: every spec file waits here for its server.
    await new Promise((resolve) => setTimeout(resolve, 50));
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
  /**
   * Serve a private copy of the built client: for a spec that edits it (a new service
   * worker), so spec files running at the same time keep serving the build as it is.
   */
  ownDist?: boolean;
  /** How long a start may take (90 s; the global setup's first start also migrates and seeds). */
  startTimeoutMs?: number;
  /**
   * Put a TCP proxy in front (./proxy.ts), so disconnect() takes the network away by cutting
   * it, which costs nothing, instead of stopping the server, whose start again costs about 2 s
   * of CPU (PGlite compiles and opens its database).
   */
  proxied?: boolean;
}

/** What a server that lost the race for its port prints before it exits. */
const PORT_TAKEN = /EADDRINUSE/;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // The public port (the proxy's, when proxied) is the one given; the process then listens on one of its own.
  const proxied = options.proxied === true;
  const publicPort = proxied ? (options.port ?? (await reservePort())) : undefined;
  const publicHeld = publicPort !== undefined && (options.port === undefined || holdPort(publicPort));
  const ownPort = proxied || options.port === undefined;
  // The port stays reserved while the server is stopped, for a start() on the same port.
  let port = ownPort ? await reservePort() : (options.port as number);
  let held = ownPort || holdPort(port);
  let proxy: TcpProxy | undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'portal-e2e-')));
  const template = process.env[TEMPLATE_DATA_DIR_ENV];
  // The copy is the demo as the server seeds it on first start, without seeding it again.
  if (!options.dataDir && template) await cp(template, dataDir, { recursive: true });
  const ownDist = options.ownDist ? await mkdtemp(join(tmpdir(), 'portal-e2e-dist-')) : undefined;
  if (ownDist) await cp(distDir(), ownDist, { recursive: true });
  let child: ChildProcess | undefined;
  let log: string[] = [];

  const server: TestServer = {
    port: publicPort ?? port,
    dataDir,
    fromTemplate: !options.dataDir && Boolean(template),
    distDir: ownDist ?? distDir(),
    origin: (host = 'localhost') => `http://${host}:${server.port}`,
    async start() {
      log = [];
      const running = spawn(process.execPath, serverCommand(), {
        env: {
          ...process.env,
          DIST_DIR: server.distDir,
          ...options.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = running;
      running.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      running.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      try {
        await waitUntilUp(port, running, log, options.startTimeoutMs ?? 90_000);
      } catch (error) {
        // A server that never answered must not outlive the run (it holds a port and a core).
        running.kill('SIGKILL');
        throw error;
      }
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
    async disconnect() {
      if (proxy) await proxy.cut();
      else await server.stop();
    },
    async reconnect() {
      if (proxy) await proxy.restore();
      else await server.start();
    },
    async dispose() {
      await proxy?.close();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (held) releasePort(port);
      if (publicHeld && publicPort !== undefined) releasePort(publicPort);
      if (ownDist) await rm(ownDist, { recursive: true, force: true });
    },
  };
  // Spec files run in parallel workers: between freePort() and the server's listen another
  // process may take the port. A port we chose ourselves is then chosen again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await server.start();
      break;
    } catch (error) {
      const lost = ownPort && attempt < 3 && PORT_TAKEN.test(log.join(''));
      if (!lost) {
        if (held) releasePort(port);
        if (publicHeld && publicPort !== undefined) releasePort(publicPort);
        throw error;
      }
      releasePort(port);
      port = await reservePort();
      held = true;
      if (publicPort === undefined) server.port = port;
    }
  }
  if (publicPort !== undefined) {
    try {
      proxy = await startProxy(port, publicPort);
    } catch (error) {
      // A server nobody can reach must not outlive the run (it holds two ports and a core).
      await server.dispose();
      throw error;
    }
  }
  return server;
}
