/**
 * What data saver spares by holding an image back (saved-data-image.tsx), added to the
 * figure of data-saved.ts: the size of the file that would have loaded, from a HEAD request,
 * once per address and page load; and when the member shows it after all, the size of the
 * thumbnail that loaded instead, taken off again.
 */
import { addDataSaved } from './data-saved';

/** The addresses counted in this page load, with the bytes each added. */
const held = new Map<string, Promise<number>>();
const shown = new Set<string>();

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
    // A copy in the service worker's caches would have cost nothing.
    const stored = typeof caches === 'undefined' ? Promise.resolve(undefined) : caches.match(url);
    bytes = stored.then((copy) => (copy ? 0 : sizeOf(url)));
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
