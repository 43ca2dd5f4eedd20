/**
 * Names of the service worker's caches that code outside the service worker touches. A
 * module of its own so the service worker bundle imports a string, not the database code.
 */

/** Files of items the member saved for offline reading: never expired, cleared on logout. */
export const SAVED_FILES_CACHE = 'saved-files';

/** Images and uploaded files as they were shown (expiring; the storage view's Clear empties it). */
export const MEDIA_CACHE = 'media';

/**
 * The app's own built files (hashed, never changing) that were not precached at install:
 * kept as they are first loaded, and warmed in the background (workers/sw.ts).
 */
export const APP_FILES_CACHE = 'app-files';

/**
 * The page asks the service worker to keep the app's files for offline use: first `urls`
 * (what the page loaded before the worker controlled it), then, unless `saveData`, the
 * background stage of the precache plan. The worker answers on the message's port,
 * `'page'` and then `'done'`; when it skipped the background stage to save data, a
 * HeldAppFiles between the two.
 */
export const KEEP_APP_FILES = 'KEEP_APP_FILES';

export interface KeepAppFilesMessage {
  type: typeof KEEP_APP_FILES;
  urls: string[];
  saveData: boolean;
  /**
   * Only these files, no answer and no background stage: files whose requests had started
   * before the worker controlled the page and ended after the first message's list was read.
   */
  isLate?: true;
}

/** The background stage's files not stored, their gzip bytes, and the build they belong to. */
export interface HeldAppFiles {
  heldBytes: number;
  version: string;
}

export type KeptAppFiles = 'page' | 'done' | HeldAppFiles;
