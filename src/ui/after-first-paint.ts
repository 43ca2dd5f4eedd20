/**
 * Resolves once the first page is drawn: its first contentful paint, and the page itself (not
 * only the chrome around it) rendered. The moment to start what runs in the background (the
 * sync worker, the service worker's update prompt), so that a first visit on a slow link
 * spends its bandwidth and CPU on what it shows first. At once for a page that is not shown (a
 * hidden page never paints), and at the latest a second after the load event.
 */
export function afterFirstPaint(): Promise<void> {
  if (!painted) painted = waitForFirstPaint();
  return painted;
}

let painted: Promise<void> | undefined;
let pageShown: () => void = () => undefined;
const pageRendered = new Promise<void>((resolve) => {
  pageShown = resolve;
});

/** Told by the router once the first page's own code has run and the page is rendered. */
export function firstPageRendered(): void {
  pageShown();
}

function waitForFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const hasPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') {
      resolve();
      return;
    }
    if (hasPainted()) void pageRendered.then(resolve);
    else {
      const observer = new PerformanceObserver(() => {
        if (!hasPainted()) return;
        observer.disconnect();
        void pageRendered.then(resolve);
      });
      observer.observe({ type: 'paint' });
    }
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    const fallBack = () => setTimeout(resolve, 1_000);
    // Asked after the load event already fired (no 'load' would come): a second from now.
    if (document.readyState === 'complete') fallBack();
    else addEventListener('load', fallBack, { once: true });
  });
}
