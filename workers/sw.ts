/// <reference lib="webworker" />
/**
 * The service worker: the shell precached at install, the app's other files kept as they
 * load and warmed in the background (scripts/precache-plan.ts decides which is which),
 * navigations answered offline with the shell, runtime caches for icons, images and
 * uploaded files. Authenticated API JSON is never cached here: Dexie holds the data.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type StrategyOptions } from 'workbox-strategies';
import { MEDIA_UPLOADS_PREFIX } from '../contract/imports';
import { SERVER_PAGE_PREFIXES } from '../contract/server-pages';
import { pushInBackground } from '../sync/core/background-push';
import {
  APP_FILES_CACHE,
  KEEP_APP_FILES,
  type KeepAppFilesMessage,
  type KeptAppFiles,
  MEDIA_CACHE,
  SAVED_FILES_CACHE,
} from '../sync/core/cache-names';
import { openDb, type PortalDb } from '../sync/core/db';
import { OUTBOX_SYNC_TAG } from '../sync/core/leader';

declare const self: ServiceWorkerGlobalScope;

/** The build's files, each with its stage (install, background or on-use); a background file, its gzip bytes. */
type StagedEntry = PrecacheEntry & { stage: 'install' | 'background' | 'on-use' | 'pack'; bytes?: number };
const manifest = self.__WB_MANIFEST as StagedEntry[];
/** This build: the shell's revision changes with any file it loads. */
const version = manifest.find((entry) => entry.url === 'index.html')?.revision ?? '';
const absolute = (url: string) => new URL(url, self.location.origin).href;

// Workbox stores the precache one file after another: a round trip each on a slow link. The
// install stage's hashed files, requested all at once first, land in the HTTP cache (they are
// immutable), where Workbox's requests find them; the files with a revision (index.html),
// which Workbox fetches past the HTTP cache, go first, beside them.
const installStage = manifest
  .filter((entry) => entry.stage === 'install')
  .sort((a, b) => Number(Boolean(b.revision)) - Number(Boolean(a.revision)));
self.addEventListener('install', (event) => {
  const hashed = installStage.filter((entry) => !entry.revision);
  const warm = (url: string) =>
    fetch(absolute(url))
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  event.waitUntil(Promise.all(hashed.map((entry) => warm(entry.url))));
});

// Ready once the shell is stored; the rest waits for the page's KEEP_APP_FILES.
precacheAndRoute(installStage);
cleanupOutdatedCaches();
clientsClaim();

// A new version drops the old version's files (hashed names: a changed file is a new name).
self.addEventListener('activate', (event) => {
  const current = new Set(manifest.map((entry) => absolute(entry.url)));
  event.waitUntil(
    caches.open(APP_FILES_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
    }),
  );
});

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
const media = new CacheFirst({ cacheName: MEDIA_CACHE, plugins: [mediaExpiration] });
const isAppFile = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const appFiles = new CacheFirst({ cacheName: APP_FILES_CACHE });

/** A saved file, or for a thumbnail (?w=N) of a saved upload the saved original: it shows offline too. */
async function matchSaved(cache: Cache, request: Request, url: URL): Promise<Response | undefined> {
  const saved = await cache.match(request, { ignoreVary: true });
  if (saved || !url.pathname.startsWith(MEDIA_UPLOADS_PREFIX) || !url.searchParams.has('w')) return saved;
  return cache.match(`${url.origin}${url.pathname}`, { ignoreVary: true });
}

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
    const saved = await caches.open(SAVED_FILES_CACHE).then((cache) => matchSaved(cache, request, url));
    if (saved) return saved;
    if (isMedia(request, url)) return media.handle({ event, request });
    return isAppFile(url) ? appFiles.handle({ event, request }) : fetch(request);
  },
);

registerRoute(({ request, url }) => isMedia(request, url), media);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  // A new version waits until the member chooses "Reload" (workbox-window sends this).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === KEEP_APP_FILES) event.waitUntil(keepAppFiles(data as KeepAppFilesMessage, event.ports[0]));
});

/**
 * What the page loaded, then the background stage; or, when the page saves data, how many
 * bytes of that stage it did not fetch. See KEEP_APP_FILES.
 */
async function keepAppFiles(message: KeepAppFilesMessage, port: MessagePort | undefined): Promise<void> {
  const reply = (kept: KeptAppFiles) => port?.postMessage(kept);
  await keep(message.urls.filter((url) => isAppFile(new URL(url))));
  if (message.isLate) return;
  reply('page');
  const background = manifest.filter((entry) => entry.stage === 'background');
  const urls = background.map((entry) => absolute(entry.url));
  if (!message.saveData)
    await keep(
      urls,
      manifest.find((entry) => entry.stage === 'pack'),
    );
  else {
    const held = new Set(await unstored(urls));
    let heldBytes = 0;
    for (const entry of background) if (held.has(absolute(entry.url))) heldBytes += entry.bytes ?? 0;
    reply({ heldBytes, version });
  }
  reply('done');
}

/** The files of `urls` neither precached nor kept yet. */
async function unstored(urls: readonly string[]): Promise<string[]> {
  const cache = await caches.open(APP_FILES_CACHE);
  const missing: string[] = [];
  for (const url of urls) {
    if (!(await matchPrecache(url)) && !(await cache.match(url))) missing.push(url);
  }
  return missing;
}

/**
 * Stores what `pack` holds of `missing` (the build's background stage in one JSON file: one
 * request instead of one a file); returns what is left to fetch, everything when the pack
 * cannot be read.
 */
async function keepFromPack(cache: Cache, pack: StagedEntry, missing: readonly string[]): Promise<string[]> {
  try {
    const response = await fetch(absolute(pack.url));
    if (!response.ok) return [...missing];
    const files = (await response.json()) as Record<string, string>;
    const left: string[] = [];
    await Promise.all(
      missing.map(async (url) => {
        const path = new URL(url).pathname.slice(1);
        const text = files[path];
        if (text === undefined) left.push(url);
        else {
          const type = path.endsWith('.css') ? 'text/css' : 'text/javascript';
          await cache.put(url, new Response(text, { headers: { 'Content-Type': `${type}; charset=utf-8` } }));
        }
      }),
    );
    return left;
  } catch {
    return [...missing];
  }
}

/** Gzip bytes of each background file, by absolute URL. */
const backgroundBytes = new Map(
  manifest.filter((entry) => entry.stage === 'background').map((entry) => [absolute(entry.url), entry.bytes ?? 0]),
);

/**
 * Stores the files not stored yet, the rest four at a time; one that fails is fetched again
 * when used. With `pack`, from the pack first when what is missing weighs at least half of it
 * (a first visit); after an update that changed a few files, those few are cheaper apart.
 */
async function keep(urls: readonly string[], pack?: StagedEntry): Promise<void> {
  const cache = await caches.open(APP_FILES_CACHE);
  const unkept = await unstored(urls);
  const missingBytes = unkept.reduce((sum, url) => sum + (backgroundBytes.get(url) ?? 0), 0);
  const isPackWorthIt = pack !== undefined && missingBytes * 2 >= (pack.bytes ?? Number.POSITIVE_INFINITY);
  const missing = isPackWorthIt ? await keepFromPack(cache, pack, unkept) : unkept;
  const fetchOne = async (url: string) => {
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch {
      // Offline or a moved build: nothing to keep now.
    }
  };
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = missing.shift(); url !== undefined; url = missing.shift()) await fetchOne(url);
    }),
  );
}

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
