/**
 * What data saver spares by holding an image back (saved-data-image.tsx), added to the
 * figure of data-saved.ts: the size of the file that would have loaded, from a HEAD request,
 * once per address on this device (a second visit would have read it from the browser's
 * cache, and a HEAD per visit would spend what it measures); and when the member shows it
 * after all, the size of the thumbnail that loaded instead, taken off again.
 */
import { addDataSaved } from './data-saved';
import { readDevice, writeDevice } from './device-storage';

/** The addresses counted in this page load, with the bytes each added. */
const held = new Map<string, Promise<number>>();
const shown = new Set<string>();

/** Addresses counted on this device in earlier page loads (the newest COUNTED_KEPT). */
const COUNTED_KEY = 'portal:held-images';
const COUNTED_KEPT = 2_000;

function countedBefore(): string[] {
  try {
    const value: unknown = JSON.parse(readDevice(COUNTED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    // Not JSON: nothing counted that can be read.
    return [];
  }
}

function remember(url: string): void {
  // Refused: counted again on the next visit.
  writeDevice(COUNTED_KEY, JSON.stringify([...countedBefore(), url].slice(-COUNTED_KEPT)));
}

/** Content-Length from a HEAD request: 0 when offline, when it fails, or without the header. */
async function sizeOf(url: string): Promise<number> {
  if (!navigator.onLine) return 0;
  try {
    const response = await fetch(url, { method: 'HEAD' });
    return response.ok ? Number(response.headers.get('content-length')) || 0 : 0;
  } catch {
    return 0;
  }
}

function countHeld(url: string): Promise<number> {
  let bytes = held.get(url);
  if (!bytes) {
    bytes = (async () => {
      // Counted on an earlier visit, or in the service worker's caches: it would cost nothing now.
      if (countedBefore().includes(url)) return 0;
      if (typeof caches !== 'undefined' && (await caches.match(url))) return 0;
      const size = await sizeOf(url);
      if (size > 0) remember(url);
      return size;
    })();
    held.set(url, bytes);
    void bytes.then(addDataSaved);
  }
  return bytes;
}

/**
 * Counts the image `url` as held back while `placeholder` stands in for it: at once, or for a
 * lazy image once the placeholder nears the viewport, where the browser would have fetched it.
 * A ref callback's body: returns its cleanup.
 */
export function watchHeldImage(placeholder: Element, url: string, isLazy: boolean): () => void {
  if (!isLazy) {
    void countHeld(url);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void countHeld(url);
    },
    // Chromium's distance for lazy images on a fast link; more on a slow one, so never too much.
    { rootMargin: '1250px' },
  );
  observer.observe(placeholder);
  return () => observer.disconnect();
}

/** The member showed the image held as `heldUrl`: `loadedUrl` downloads, which data saver did not spare. */
export function countShownImage(heldUrl: string, loadedUrl: string): void {
  if (shown.has(loadedUrl)) return;
  shown.add(loadedUrl);
  void countHeld(heldUrl).then(async (counted) => {
    if (counted > 0) addDataSaved(-Math.min(counted, await sizeOf(loadedUrl)));
  });
}
