/**
 * Vitest global setup of the server project: the tests that start real server processes
 * (crash, drain, two-process, production refusals) run this run's source compiled once by
 * esbuild, as `npm start` runs it, instead of each process compiling the source again through
 * tsx (about half of a start's CPU). Built fresh every run, so a test never sees stale code.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleServer } from '../../scripts/server-bundle';
import { SERVER_ENTRY_ENV } from '../e2e/support/server';

export async function setup(): Promise<() => Promise<void>> {
  // Inside the repository: the bundle's npm imports resolve from its node_modules.
  const cache = join(process.cwd(), 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(join(cache, 'portal-test-server-'));
  await bundleServer(dir);
  process.env[SERVER_ENTRY_ENV] = join(dir, 'main.js');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
