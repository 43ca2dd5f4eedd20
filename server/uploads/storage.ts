/**
 * Where uploaded files live. The embedded default keeps them under DATA_DIR/media
 * (DESIGN section 6); an S3-compatible adapter would implement the same two calls.
 * (the local root is DATA_DIR/media/uploads). Keys are `{tenantId}/{uuid}.{ext}`, chosen
 * by the server, never by the client, and checked again here so none climbs out of the root.
 */
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';

export interface MediaStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
}

const SAFE_KEY = /^[a-z0-9]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function createLocalStorage(rootDir: string): MediaStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    const file = resolve(root, key);
    if (!SAFE_KEY.test(key) || !file.startsWith(root + sep)) return null;
    return file;
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      if (!file) throw new Error(`unsafe storage key: ${key}`);
      await mkdir(dirname(file), { recursive: true });
      // Write beside and rename, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      const file = pathOf(key);
      if (!file) return null;
      try {
        return new Uint8Array(await readFile(file));
      } catch {
        return null;
      }
    },
  };
}

/** A fresh private directory for a server started without a media dir (tests); gone with the OS's temp files. */
export function defaultMediaDir(): string {
  return mkdtempSync(join(tmpdir(), 'career-portal-media-'));
}

/** Storage of uploads under a media dir: files at {mediaDir}/uploads/{key}, served at /media/uploads/{key}. */
export const createMediaStorage = (mediaDir: string = defaultMediaDir()) =>
  createLocalStorage(join(mediaDir, 'uploads'));
