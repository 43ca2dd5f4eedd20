/**
 * Loopback ports for test servers when spec files run in parallel workers (and other test
 * runs share the machine). A test server stops and starts again on the same port to take
 * the network away and bring it back; while it is down, the port must not be handed to
 * another worker's server. A reservation is an empty directory named after the port in one
 * shared folder: mkdir is atomic across processes, and a reserved port is never handed out.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RESERVED = join(tmpdir(), 'portal-e2e-ports');

function probe(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Takes the reservation of `port`; false when another test server holds it. */
export function holdPort(port: number): boolean {
  mkdirSync(RESERVED, { recursive: true });
  try {
    mkdirSync(join(RESERVED, String(port)));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Gives the port back once its server is gone for good. */
export function releasePort(port: number): void {
  rmSync(join(RESERVED, String(port)), { recursive: true, force: true });
}

/** A loopback port nothing listens on right now and no test server holds. */
export async function unheldPort(): Promise<number> {
  for (;;) {
    const port = await probe();
    if (holdPort(port)) {
      releasePort(port);
      return port;
    }
  }
}

/** A free port reserved for this caller until releasePort(port). */
export async function reservePort(): Promise<number> {
  for (;;) {
    const port = await probe();
    if (holdPort(port)) return port;
  }
}
