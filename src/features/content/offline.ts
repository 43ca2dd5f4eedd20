/**
 * Saving an item for offline reading: the row is marked (savedAt: never evicted) and each of
 * its files (attachments, thumbnail, document, logo) is fetched into the service worker's
 * 'saved-files' cache, which answers it first; db.savedFiles records what is there and its
 * size. The PDF viewer's worker file is warmed too (and its code by the Save button), so a
 * saved PDF opens offline.
 */
import {
  type AnyContent,
  CONTENT_MESSAGES,
  type ContentKind,
  contentKey,
  MESSAGES,
  type UploadedFile,
} from '../../../contract';
import { toLocalContent } from '../../../sync/content/content-local';
import type { PortalDb, SavedFile } from '../../../sync/core/db';
import { pdfWorkerUrl } from './pdf-worker-url';

export { SAVED_FILES_CACHE } from '../../../sync/core/cache-names';

import { SAVED_FILES_CACHE } from '../../../sync/core/cache-names';
import { isQuotaError } from '../../../sync/storage/quota';

/** The files of an item worth keeping: its attachments, thumbnail, document and logo. */
export function filesOf(item: AnyContent): { url: string; name: string; size: number; isPdf: boolean }[] {
  const record = item as unknown as Record<string, unknown>;
  const found: UploadedFile[] = [];
  if (Array.isArray(record['files'])) found.push(...(record['files'] as UploadedFile[]));
  for (const field of ['thumbnail_image', 'document', 'logo']) {
    const value = record[field] as UploadedFile | null | undefined;
    if (value && typeof value === 'object' && typeof value.file === 'string') found.push(value);
  }
  const seen = new Set<string>();
  return found
    .filter((file) => file.file && !seen.has(file.file) && seen.add(file.file))
    .map((file) => ({
      url: file.file,
      name: file.name,
      size: file.size,
      isPdf: file.mime_type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'),
    }));
}

const absolute = (url: string) =>
  new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.origin).href;

const cachesAvailable = () => typeof caches !== 'undefined';

async function dropFiles(db: PortalDb, key: string): Promise<void> {
  const files = await db.savedFiles.where('contentKey').equals(key).toArray();
  if (cachesAvailable()) {
    const cache = await caches.open(SAVED_FILES_CACHE);
    for (const file of files) await cache.delete(absolute(file.url));
  }
  await db.savedFiles.bulkDelete(files.map((file) => file.url));
}

/** Saves the item and its files; `onProgress` gets 0..1 (by bytes when sizes are known). */
export async function saveItemForOffline(
  db: PortalDb,
  kind: ContentKind,
  item: AnyContent,
  onProgress?: (fraction: number) => void,
  fetchFile: typeof fetch = (input, init) => fetch(input, init),
): Promise<{ ok: boolean; message: string }> {
  const key = contentKey(kind, item.id);
  const savedAt = Date.now();
  const files = filesOf(item);
  const total = files.reduce((sum, file) => sum + Math.max(1, file.size), 0) || 1;
  let done = 0;
  onProgress?.(0);
  const saved: SavedFile[] = [];
  try {
    const cache = cachesAvailable() ? await caches.open(SAVED_FILES_CACHE) : null;
    for (const file of files) {
      const url = absolute(file.url);
      const response = await fetchFile(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      await cache?.put(url, new Response(blob, { headers: response.headers }));
      saved.push({ url: file.url, contentKey: key, name: file.name, size: blob.size, savedAt });
      done += Math.max(1, file.size);
      onProgress?.(Math.min(1, done / total));
    }
    if (cache && files.some((file) => file.isPdf)) {
      // The viewer's worker: best effort (it may be precached already).
      const worker = absolute(pdfWorkerUrl);
      if (!(await cache.match(worker))) {
        const response = await fetchFile(worker, {}).catch(() => null);
        if (response?.ok) await cache.put(worker, response);
      }
    }
  } catch (error) {
    if (cachesAvailable()) {
      const cache = await caches.open(SAVED_FILES_CACHE);
      for (const file of saved) await cache.delete(absolute(file.url));
    }
    if (isQuotaError(error)) return { ok: false, message: MESSAGES.storageFull };
    const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return { ok: false, message: isOffline ? MESSAGES.youAreOffline : MESSAGES.couldNotComplete };
  }
  await db.transaction('rw', [db.contents, db.savedFiles], async () => {
    const row = await db.contents.get(key);
    if (row) await db.contents.update(key, { savedAt });
    else await db.contents.put(toLocalContent(kind, item, savedAt, savedAt));
    await db.savedFiles.bulkPut(saved);
  });
  onProgress?.(1);
  return { ok: true, message: CONTENT_MESSAGES.savedOffline };
}

/** Forgets the item's saved files; the row becomes an ordinary cached one again. */
export async function removeItemFromOffline(db: PortalDb, kind: ContentKind, id: number): Promise<void> {
  const key = contentKey(kind, id);
  await dropFiles(db, key);
  await db.contents.update(key, { savedAt: null });
}
