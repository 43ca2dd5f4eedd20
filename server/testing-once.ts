/**
 * A file that test workers make once and share: the first worker to ask makes it under a
 * lock file (its pid); the others wait for it and read it. Two workers often start with the same
 * seed, and making one costs seconds of CPU each. Not a test itself.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/** Longer than any seed takes on a loaded machine; past it a waiting worker makes its own. */
const WAIT_LIMIT_MS = 300_000;
const POLL_MS = 50;

async function readIfThere(file: string): Promise<Buffer<ArrayBuffer> | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

async function ownerAlive(lock: string): Promise<boolean> {
  const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (!pid) return true; // just taken, its pid not yet written
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Writes beside, then renames: a file that another worker reads is always whole. */
export async function writeWhole(file: string, data: Uint8Array | string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * The contents of `file`, made by `make` (which writes it with `writeWhole`) when no worker
 * has yet. Answers what `make` answered when this worker made it, so the maker can keep the
 * live result instead of loading its own dump.
 */
export async function readOrMake<T>(
  file: string,
  make: () => Promise<T>,
): Promise<{ made: T; data?: never } | { data: Buffer<ArrayBuffer>; made?: never }> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const data = await readIfThere(file);
    if (data) return { data };
    const owner = await writeFile(lock, String(process.pid), { flag: 'wx' }).then(
      () => true,
      () => false,
    );
    if (owner) {
      try {
        // Another worker may have finished between the read above and taking the lock.
        const made = await readIfThere(file);
        return made ? { data: made } : { made: await make() };
      } finally {
        await rm(lock, { force: true });
      }
    }
    if (Date.now() > deadline) return { made: await make() };
    // A worker killed while making it (a timeout) leaves its lock behind: take it over.
    if (!(await ownerAlive(lock))) await rm(lock, { force: true });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
