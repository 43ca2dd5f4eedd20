/**
 * A member's device, signed in and synced once, kept for later sign-ins of that member. A
 * sign-in goes through /login and the first sync, as a person's does; once that sync is done
 * and nothing waits in the outbox, the device's storage (the app's IndexedDB and localStorage)
 * is kept. A later sign-in of the same member opens a new context from that storage with a
 * session of its own (a fresh token pair from the API), so the page starts as a returning
 * member's device whose next sync brings what changed on the server since.
 *
 * The global setup keeps the demo members' devices synced on the seeded template (every spec's
 * server starts from a copy of it); a spec's server keeps its own for any other member. Measured
 * on this machine: a sign-in with its login page and first sync costs about 4.3 s of CPU across
 * browser and server, a device restored this way about 2.6 s.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { TokenPair } from '../../../contract/auth';
import { apiTokenPair } from './api';
import { openPage } from './browser';
import { signedInPage } from './pages';
import type { TestServer } from './server';
import { storedKeys, storedRows } from './stored';

/** An IndexedDB database as Playwright saves it with `storageState({ indexedDB: true })` (its types leave it out). */
interface SavedDatabase {
  name: string;
  stores: { name: string; records: { key?: unknown; value?: unknown }[] }[];
}
type PlaywrightState = Awaited<ReturnType<BrowserContext['storageState']>>;
type StorageState = Omit<PlaywrightState, 'origins'> & {
  origins: (PlaywrightState['origins'][number] & { indexedDB?: SavedDatabase[] })[];
};

/** The app's database (sync/core/db.ts): the only one a kept device carries. */
const APP_DATABASE = 'portal';
/** How long the first sign-in waits for its first sync to settle; a device that did not is not kept. */
const FIRST_SYNC_MS = 20_000;

/** Kept devices by server (a port may serve another spec file's server later) and e-mail. */
const kept = new WeakMap<TestServer, Map<string, StorageState>>();

/** Names the directory of the devices the global setup synced on the seeded template. */
export const TEMPLATE_DEVICES_DIR_ENV = 'E2E_TEMPLATE_DEVICES_DIR';
/** The demo members whose device the global setup syncs on the template: the ones most specs sign in. */
export const TEMPLATE_MEMBERS = ['member@example.org', 'admin@example.org', 'student@example.org'];

/** Where the template's device of `email` is kept. */
const templateDeviceFile = (dir: string, email: string) => join(dir, `${email}.json`);

/** The template's devices as read by this process, by e-mail. */
const templateDevices = new Map<string, Promise<StorageState>>();

/** The device of `email` synced on the template, when the global setup kept one. */
async function templateDevice(email: string): Promise<StorageState | undefined> {
  const dir = process.env[TEMPLATE_DEVICES_DIR_ENV];
  if (!dir || !TEMPLATE_MEMBERS.includes(email)) return undefined;
  let read = templateDevices.get(email);
  if (!read) {
    read = readFile(templateDeviceFile(dir, email), 'utf8').then((text) => JSON.parse(text) as StorageState);
    templateDevices.set(email, read);
  }
  return read;
}

/**
 * Signs each of TEMPLATE_MEMBERS in on the template's server (all at once) and writes their
 * synced devices to `dir`, for every spec's server that starts from a copy of that template.
 */
export async function keepTemplateDevices(server: TestServer, browser: Browser, dir: string): Promise<void> {
  await Promise.all(
    TEMPLATE_MEMBERS.map(async (email) => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      try {
        const page = await signedInPage(context, server.origin(), email, '/');
        const state = await settledStorage(context, page);
        if (!state) throw new Error(`the first sync of ${email} on the template did not settle`);
        await writeFile(templateDeviceFile(dir, email), JSON.stringify(state));
      } finally {
        await context.close();
      }
    }),
  );
}

/** True once the page's first sync round finished online and the outbox is empty. */
async function isSettled(page: Page): Promise<boolean> {
  const meta = await storedRows<{ key: string; value: unknown }>(page, 'meta');
  const state = meta.find((row) => row.key === 'syncState')?.value as
    | { status?: string; lastSyncAt?: number | null }
    | undefined;
  return state?.status === 'online' && Boolean(state.lastSyncAt) && (await storedKeys(page, 'outbox')).length === 0;
}

/**
 * The page's storage once its first sync is done, of the page's origin and the app's database
 * only; null when it did not settle.
 */
async function settledStorage(context: BrowserContext, page: Page): Promise<StorageState | null> {
  const deadline = Date.now() + FIRST_SYNC_MS;
  while (!(await isSettled(page))) {
    if (Date.now() > deadline) return null;
    await page.waitForTimeout(100);
  }
  const state = (await context.storageState({ indexedDB: true })) as StorageState;
  const origin = new URL(page.url()).origin;
  return {
    ...state,
    origins: state.origins
      .filter((entry) => entry.origin === origin)
      .map((entry) => ({
        ...entry,
        indexedDB: (entry.indexedDB ?? []).filter((database) => database.name === APP_DATABASE),
      })),
  };
}

/** The kept `state` (of one origin) at `origin`, with the session in the app's meta table replaced by `pair`. */
function restored(state: StorageState, origin: string, pair: TokenPair): StorageState {
  let replaced = false;
  const origins = state.origins.map((entry) => {
    return {
      ...entry,
      origin,
      indexedDB: (entry.indexedDB ?? []).map((database) => ({
        ...database,
        stores: database.stores.map((store) => {
          if (store.name !== 'meta') return store;
          return {
            ...store,
            records: store.records.map((record) => {
              const row = record.value as { key?: string } | undefined;
              if (row?.key !== 'session') return record;
              replaced = true;
              return { ...record, value: { key: 'session', value: pair } };
            }),
          };
        }),
      })),
    };
  });
  if (!replaced) throw new Error('the kept device has no session');
  return { ...state, origins };
}

export interface DeviceOptions {
  /** Where the page opens (a proxy's origin, say): the server's default host unless given. */
  origin?: string;
  /** Runs on the new context before its first page opens (init scripts, routes). */
  beforeOpen?: (context: BrowserContext) => Promise<unknown>;
  /** A new device: signed in through /login with a first sync from nothing, even when one is kept. */
  fresh?: boolean;
}

/**
 * A new context of `email` landed on `path`: restored from the member's device kept on this
 * server or on the template it started from, else signed in through /login (and kept once
 * synced). `options` are the context's.
 */
export async function signedInDevice(
  server: TestServer,
  browser: Browser,
  email: string,
  path: string,
  options: BrowserContextOptions = {},
  { origin = server.origin(), beforeOpen, fresh = false }: DeviceOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const devices = kept.get(server) ?? new Map<string, StorageState>();
  kept.set(server, devices);
  const device = devices.get(email) ?? (server.fromTemplate ? await templateDevice(email) : undefined);
  if (device && !fresh && !options.storageState) {
    const context = await browser.newContext({
      ...options,
      storageState: restored(device, origin, await apiTokenPair(server.port, 'localhost', email)),
    });
    await beforeOpen?.(context);
    return { context, page: await openPage(context, `${origin}${path}`) };
  }
  const context = await browser.newContext(options);
  await beforeOpen?.(context);
  const page = await signedInPage(context, origin, email, path);
  // A fresh device is not kept: its test reads its first sync as it happens.
  if (!fresh && !options.storageState) {
    const state = await settledStorage(context, page);
    if (state) devices.set(email, state);
  }
  return { context, page };
}
