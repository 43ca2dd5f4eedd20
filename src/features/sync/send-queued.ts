/**
 * A change just queued goes out: the sync worker sends it now, and a Background Sync is
 * registered for it, so that the service worker sends it if the tab closes first
 * (sync/core/background-push.ts). The registration is made while the page is still open and
 * waited for: one still on its way when the tab closes is lost with the tab, and so would the
 * change be until the app is opened again. Browsers without Background Sync, or a page no
 * service worker controls yet, rely on the worker's push, the keepalive flush and the next start.
 */
import { OUTBOX_SYNC_TAG } from '../../../sync/core/leader';
import { kickSync } from './sync-client';

/** Background Sync is not in TypeScript's DOM library yet. */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Longest a queued change waits on the browser for its registration before the screen moves on. */
const REGISTER_WAIT_MS = 1_000;

function register(registration: SyncRegistration | undefined): Promise<void> {
  return registration?.sync?.register(OUTBOX_SYNC_TAG) ?? Promise.resolve();
}

/**
 * Registers the outbox's Background Sync once a service worker is there (on a first visit, when
 * it has installed). Refused without permission: the flush and the next start remain.
 */
export function registerOutboxSyncWhenReady(): Promise<void> {
  return navigator.serviceWorker.ready.then(register);
}

/** After a change is queued: sends it now and registers it with the service worker (not waiting for one). */
export async function sendQueued(): Promise<void> {
  kickSync();
  if (!('serviceWorker' in navigator)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const registered = navigator.serviceWorker.getRegistration().then(register);
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REGISTER_WAIT_MS);
  });
  await Promise.race([registered, waited]).catch(() => undefined);
  clearTimeout(timer);
}
