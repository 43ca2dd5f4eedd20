/**
 * Names of the service worker's caches that code outside the service worker touches. A
 * module of its own so the service worker bundle imports a string, not the database code.
 */

/** Files of items the member saved for offline reading: never expired, cleared on logout. */
export const SAVED_FILES_CACHE = 'saved-files';
