/**
 * Addresses the server answers itself, never the app: the API and websocket, the dev
 * mailbox, the built-in checkout and billing pages, uploaded files, the health probes and
 * the tenant's manifest and icons. The service worker must let a navigation to any of them
 * reach the network instead of answering it with the app shell.
 */
export const SERVER_PAGE_PREFIXES = [
  '/api/',
  '/ws/',
  '/_dev/',
  '/checkout/',
  '/media/',
  '/healthz',
  '/readyz',
  '/manifest.webmanifest',
  '/icons/',
] as const;

/**
 * The build's plan of which chunks each route needs (written by scripts/route-preload-plan.ts
 * beside index.html), which the server names in the page a browser navigates to.
 */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
