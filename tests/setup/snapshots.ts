/**
 * Vitest global setup of the unit and server projects: a fresh directory for this run's
 * seeded database snapshots (server/testing-snapshot.ts), removed at the end. Test workers
 * start after this runs and inherit the variable.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SNAPSHOT_DIR_ENV } from '../../server/testing-snapshot';

export async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-test-snapshots-'));
  process.env[SNAPSHOT_DIR_ENV] = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
