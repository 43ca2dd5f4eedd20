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

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/ws\//, /^\/_dev\//] }),
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

registerRoute(
  ({ request, url }) => request.destination === 'image' || url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'media',
    plugins: [mediaExpiration],
  }),
);

// A new version waits until the member chooses "Reload" (workbox-window sends this).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
