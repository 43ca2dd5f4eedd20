/// <reference lib="webworker" />
/**
 * The service worker: precached shell and assets, navigations answered offline with the
 * shell, runtime caches for icons, images and uploaded files. Authenticated API JSON is
 * never cached here: Dexie holds the data.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type StrategyOptions } from 'workbox-strategies';
import { SERVER_PAGE_PREFIXES } from '../contract/server-pages';
import { pushInBackground } from '../sync/core/background-push';
import { SAVED_FILES_CACHE } from '../sync/core/cache-names';
import { openDb, type PortalDb } from '../sync/core/db';
import { OUTBOX_SYNC_TAG } from '../sync/core/leader';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Server pages (checkout, the dev mailbox, files, probes) go to the network: the shell would show its 404.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: SERVER_PAGE_PREFIXES.map((prefix) => new RegExp(`^${prefix.replace(/[.]/g, '\\.')}`)),
  }),
);

registerRoute(
  ({ url }) => url.pathname === '/manifest.webmanifest' || url.pathname.startsWith('/icons/'),
  new StaleWhileRevalidate({ cacheName: 'tenant-brand' }),
);

// Workbox declares optional plugin callbacks without `| undefined`, which strict
// exactOptionalPropertyTypes rejects; the object is a valid plugin at run time.
const mediaExpiration = new ExpirationPlugin({
  maxEntries: 300,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  purgeOnQuotaError: true,
}) as NonNullable<StrategyOptions['plugins']>[number];

const isMedia = (request: Request, url: URL) => request.destination === 'image' || url.pathname.startsWith('/media/');
const media = new CacheFirst({ cacheName: 'media', plugins: [mediaExpiration] });

// Files the member saved for offline reading (src/features/content/offline.ts) are answered
// first from 'saved-files' (never expired); anything else goes on as before.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    request.mode !== 'navigate' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/ws/'),
  async ({ request, url, event }) => {
    const saved = await caches.open(SAVED_FILES_CACHE).then((cache) => cache.match(request, { ignoreVary: true }));
    if (saved) return saved;
    return isMedia(request, url) ? media.handle({ event, request }) : fetch(request);
  },
);

registerRoute(({ request, url }) => isMedia(request, url), media);

// A new version waits until the member chooses "Reload" (workbox-window sends this).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync: what a closed tab left in the outbox goes out without reopening the app.
let outboxDb: PortalDb | undefined;
self.addEventListener('sync', (event) => {
  if (!(event instanceof ExtendableEvent) || !('tag' in event) || event.tag !== OUTBOX_SYNC_TAG) return;
  outboxDb ??= openDb();
  const fetch = self.fetch.bind(self);
  const pushed = pushInBackground({ db: outboxDb, baseUrl: self.location.origin, fetch, locks: navigator.locks });
  // A rejected wait makes the browser try again later (offline, or a tab still has it).
  event.waitUntil(
    pushed.then((result) => {
      if (result === 'retry') throw new Error('the outbox waits for a later try');
    }),
  );
});
