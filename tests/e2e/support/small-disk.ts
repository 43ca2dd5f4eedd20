/**
 * A small disk for a browser profile: a tmpfs of a few tens of MB. Chromium gives an origin
 * a quota of 60% of the disk that holds its profile, and enforces it, so a persistent context
 * whose user-data-dir is here runs out of room the way a full phone does. Mounting needs
 * root (CI runs as root); where it fails, smallDiskUnavailable() says why, for a skip.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SmallDisk {
  /** The mount point: a tmpfs of the size asked for. */
  readonly dir: string;
  /** Unmounts and removes the mount point, whatever is still on it. */
  dispose(): Promise<void>;
}

const mountTmpfs = (dir: string, size: string) =>
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });

/** The first line mount wrote on stderr ('must be superuser'), else the error itself (no mount here). */
const errorText = (error: unknown) => {
  const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr ?? '').trim() : '';
  return stderr.split('\n')[0] || String(error);
};

/**
 * Why no tmpfs can be mounted here, or null when one can: found by mounting a 1 MB one and
 * unmounting it at once, so a spec can decide to skip before its tests run.
 */
export function smallDiskUnavailable(): string | null {
  if (process.platform !== 'linux') return `tmpfs needs Linux, this is ${process.platform}`;
  const dir = mkdtempSync(join(tmpdir(), 'small-disk-probe-'));
  try {
    mountTmpfs(dir, '1m');
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return `cannot mount a tmpfs: ${errorText(error)}`;
  } finally {
    rmdirSync(dir);
  }
}

/** Mounts a tmpfs of `size` (mount's notation: '50m') on a new directory. */
export function mountSmallDisk(size: string): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'small-disk-'));
  try {
    mountTmpfs(dir, size);
  } catch (error) {
    rmdirSync(dir);
    throw new Error(`cannot mount a tmpfs: ${errorText(error)}`);
  }
  return {
    dir,
    async dispose() {
      // A lazy unmount as a fallback: a process that still holds a file must not leave the mount behind.
      await run('umount', [dir]).catch(() => run('umount', ['--lazy', dir]));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
