/**
 * Vitest global setup of the e2e project, the set-up every spec file would otherwise repeat:
 * - the server starts once on an empty data directory, so it migrates and seeds the demo
 *   there, and stops; every spec's server then starts from a copy of that directory
 *   (tests/e2e/support/server.ts) instead of creating, migrating and seeding its own database;
 * - one Chromium for the whole run, which each spec file connects to (support/browser.ts)
 *   instead of launching its own; every test still has its own context;
 * - a build without compressed copies (one made by `vite build` alone) gets them once, in a
 *   copy, so each spec's server does not spend seconds of CPU compressing the same files.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BROWSER_ENDPOINT_ENV, launchChromiumServer } from '../e2e/support/browser';
import { releasePort } from '../e2e/support/ports';
import { DIST_DIR_ENV, distDir, startTestServer, TEMPLATE_DATA_DIR_ENV } from '../e2e/support/server';

async function seededTemplate(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-e2e-template-'));
  // Migrating and seeding take long on a loaded machine.
  const server = await startTestServer({ dataDir: dir, startTimeoutMs: 300_000 });
  await server.stop();
  releasePort(server.port);
  return dir;
}

/** A compressed copy of the build when it has none (the server sends a build's .br/.gz copies as they are). */
async function compressedBuild(): Promise<string | undefined> {
  const names = await readdir(join(distDir(), 'assets'));
  if (names.some((name) => name.endsWith('.br'))) return undefined;
  const copy = await mkdtemp(join(tmpdir(), 'portal-e2e-build-'));
  await cp(distDir(), copy, { recursive: true });
  // The build's own step (npm run build runs it), on the copy.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', copy]);
  return copy;
}

const settled = <T>(part: PromiseSettledResult<T>): T | undefined =>
  part.status === 'fulfilled' ? part.value : undefined;

export async function setup(): Promise<() => Promise<void>> {
  const parts = await Promise.allSettled([seededTemplate(), launchChromiumServer(), compressedBuild()]);
  const template = settled(parts[0]);
  const browser = settled(parts[1]);
  const build = settled(parts[2]);
  const teardown = async () => {
    await browser?.close();
    if (template) await rm(template, { recursive: true, force: true });
    if (build) await rm(build, { recursive: true, force: true });
  };
  const failed = parts.find((part) => part.status === 'rejected');
  if (failed) {
    // What did start must not keep the run from exiting.
    await teardown();
    throw failed.reason;
  }
  if (template) process.env[TEMPLATE_DATA_DIR_ENV] = template;
  if (browser) process.env[BROWSER_ENDPOINT_ENV] = browser.wsEndpoint();
  if (build) process.env[DIST_DIR_ENV] = build;
  return teardown;
}
