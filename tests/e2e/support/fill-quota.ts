/**
 * Fills what is left of an origin's quota from its page, the way other data fills a phone:
 * chunks in an IndexedDB database of its own ('filler'), never touching the app's.
 */
import type { Page } from 'playwright-core';

/** Chunk sizes, largest first: each is written until one is refused, so not even a small write fits. */
const CHUNK_SIZES = [2 ** 20, 2 ** 16, 2 ** 12, 2 ** 8, 2 ** 6];

export interface FilledQuota {
  /** What the filler holds. */
  bytes: number;
  sizes: number[];
  /** The name of the error that refused the last chunk of each size. */
  refusals: string[];
  /** Deletes the filler database, which gives its room back. */
  remove(): Promise<void>;
}

/** Fills the quota of `page`'s origin; `quota` (the browser's figure) bounds it if none is enforced. */
export async function fillQuota(page: Page, quota: number): Promise<FilledQuota> {
  const { bytes, refusals } = await page.evaluate(
    async ({ quota, sizes }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('filler');
        open.onupgradeneeded = () => open.result.createObjectStore('chunks', { autoIncrement: true });
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      // Random bytes: nothing on the way to the disk can compress them.
      const random = new Uint8Array(Math.max(...sizes));
      for (let at = 0; at < random.length; at += 65536) crypto.getRandomValues(random.subarray(at, at + 65536));
      const add = (size: number) =>
        new Promise<string | null>((resolve) => {
          const transaction = db.transaction('chunks', 'readwrite');
          transaction.objectStore('chunks').add(new Blob([random.subarray(0, size)]));
          transaction.oncomplete = () => resolve(null);
          transaction.onabort = () => resolve(transaction.error?.name ?? 'AbortError');
        });
      let bytes = 0;
      const refusals: string[] = [];
      for (const size of sizes) {
        for (let refusal: string | null = null; refusal === null; ) {
          // A quota never enforced would fill the disk instead: stop past the quota.
          if (bytes > quota) throw new Error(`${bytes} bytes written under a quota of ${quota}`);
          refusal = await add(size);
          if (refusal === null) bytes += size;
          else refusals.push(refusal);
        }
      }
      db.close();
      return { bytes, refusals };
    },
    { quota, sizes: CHUNK_SIZES },
  );
  return {
    bytes,
    sizes: CHUNK_SIZES,
    refusals,
    remove: () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const deletion = indexedDB.deleteDatabase('filler');
            deletion.onsuccess = () => resolve();
            deletion.onerror = () => reject(deletion.error);
          }),
      ),
  };
}
