/**
 * Vitest global setup of the e2e project, the set-up every spec file would otherwise repeat:
 * - the server starts once on an empty data directory, so it migrates and seeds the demo
 *   there, and stops; every spec's server then starts from a copy of that directory
 *   (tests/e2e/support/server.ts) instead of creating, migrating and seeding its own database;
 * - before it stops, the demo members sign in on it and their synced devices are kept
 *   (tests/e2e/support/devices.ts): a spec signs them in by restoring one;
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
import { type BrowserServer, chromium } from 'playwright-core';
import { BROWSER_ENDPOINT_ENV, launchChromiumServer } from '../e2e/support/browser';
import { keepTemplateDevices, TEMPLATE_DEVICES_DIR_ENV } from '../e2e/support/devices';
import { releasePort } from '../e2e/support/ports';
import { DIST_DIR_ENV, distDir, startTestServer, TEMPLATE_DATA_DIR_ENV } from '../e2e/support/server';

interface Template {
  dataDir: string;
  devicesDir: string;
}

/** The seeded data directory, and the demo members' devices synced on it (in `devicesDir`). */
async function seededTemplate(browserServer: Promise<BrowserServer>): Promise<Template> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-template-'));
  const devicesDir = await mkdtemp(join(tmpdir(), 'portal-e2e-devices-'));
  try {
    // Migrating and seeding take long on a loaded machine.
    const server = await startTestServer({ dataDir, startTimeoutMs: 300_000 });
    try {
      const browser = await chromium.connect((await browserServer).wsEndpoint());
      try {
        await keepTemplateDevices(server, browser, devicesDir);
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
      releasePort(server.port);
    }
    return { dataDir, devicesDir };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    await rm(devicesDir, { recursive: true, force: true });
    throw error;
  }
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
  const browserServer = launchChromiumServer();
  const parts = await Promise.allSettled([seededTemplate(browserServer), browserServer, compressedBuild()]);
  const template = settled(parts[0]);
  const browser = settled(parts[1]);
  const build = settled(parts[2]);
  const teardown = async () => {
    await browser?.close();
    if (template) await rm(template.dataDir, { recursive: true, force: true });
    if (template) await rm(template.devicesDir, { recursive: true, force: true });
    if (build) await rm(build, { recursive: true, force: true });
  };
  const failed = parts.find((part) => part.status === 'rejected');
  if (failed) {
    // What did start must not keep the run from exiting.
    await teardown();
    throw failed.reason;
  }
  if (template) process.env[TEMPLATE_DATA_DIR_ENV] = template.dataDir;
  if (template) process.env[TEMPLATE_DEVICES_DIR_ENV] = template.devicesDir;
  if (browser) process.env[BROWSER_ENDPOINT_ENV] = browser.wsEndpoint();
  if (build) process.env[DIST_DIR_ENV] = build;
  return teardown;
}
