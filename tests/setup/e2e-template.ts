/**
 * Vitest global setup of the e2e project: starts the server once on an empty data
 * directory, so it migrates and seeds the demo there, and stops it. Every spec's server
 * then starts from a copy of that directory (tests/e2e/support/server.ts) instead of
 * creating, migrating and seeding its own database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releasePort } from '../e2e/support/ports';
import { startTestServer, TEMPLATE_DATA_DIR_ENV } from '../e2e/support/server';

export async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-e2e-template-'));
  const server = await startTestServer({ dataDir: dir });
  await server.stop();
  releasePort(server.port);
  process.env[TEMPLATE_DATA_DIR_ENV] = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
