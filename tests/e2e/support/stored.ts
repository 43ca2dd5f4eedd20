/** What the app stored on the device, read from the 'portal' IndexedDB database without the app's code. */
import type { Page } from 'playwright-core';

/** The primary keys of one store. */
export function storedKeys(page: Page, store: string): Promise<string[]> {
  return readStore(page, store, 'keys').then((keys) => keys.map(String));
}

/** Every row of one store. */
export function storedRows<T>(page: Page, store: string): Promise<T[]> {
  return readStore(page, store, 'rows') as Promise<T[]>;
}

function readStore(page: Page, store: string, what: 'keys' | 'rows'): Promise<unknown[]> {
  return page.evaluate(
    ({ name, isKeys }) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(name).objectStore(name);
          const read = isKeys ? objects.getAllKeys() : objects.getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as unknown[]);
          };
        };
      }),
    { name: store, isKeys: what === 'keys' },
  );
}

/** Deletes one row of one store, as if the device had never stored it. */
export function removeStored(page: Page, store: string, key: string): Promise<void> {
  return page.evaluate(
    ({ name, rowKey }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const removal = open.result.transaction(name, 'readwrite').objectStore(name).delete(rowKey);
          removal.onerror = () => reject(removal.error);
          removal.onsuccess = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    { name: store, rowKey: key },
  );
}

export interface StoredEntry {
  name: string;
  args: unknown;
  key: string | null;
  status: string;
  idempotencyKey: string;
}

/** What each queued entry asks for; the sync worker's attempt counters may move while offline. */
export async function storedOutbox(page: Page): Promise<StoredEntry[]> {
  const entries = await storedRows<StoredEntry>(page, 'outbox');
  return entries.map(({ name, args, key, status, idempotencyKey }) => ({ name, args, key, status, idempotencyKey }));
}
