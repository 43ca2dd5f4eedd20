/** What the app stored on the device: the primary keys of one IndexedDB store of the 'portal' database. */
import type { Page } from 'playwright-core';

export function storedKeys(page: Page, store: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAllKeys();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result.map(String));
          };
        };
      }),
    store,
  );
}
