/**
 * The outbox when the page goes away. On visibilitychange to hidden and on pagehide the sync
 * worker sends what is due with keepalive requests (sync/core/flush.ts). While changes wait, a
 * Background Sync is registered, so that the service worker sends them if the tab closes
 * before they went out (sync/core/background-push.ts); it is registered while the page is still
 * visible, because a registration made during pagehide does not outlive the page. Browsers
 * without Background Sync rely on the flush and on the next start.
 */
import { OUTBOX_SYNC_TAG } from '../../sync/core/leader';
import { watchPendingCount } from '../features/sync/queries';
import { kickSync, syncClient } from '../features/sync/sync-client';

/** Background Sync is not in TypeScript's DOM library yet. */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

async function registerOutboxSync(): Promise<void> {
  const registration: SyncRegistration = await navigator.serviceWorker.ready;
  await registration.sync?.register(OUTBOX_SYNC_TAG);
}

function flushOutbox(): void {
  void syncClient().sync.flush();
}

export function watchOutboxLifecycle(): void {
  window.addEventListener('pagehide', flushOutbox);
  document.addEventListener('visibilitychange', () => {
    // Coming back to the tab is a sync trigger too.
    if (document.visibilityState === 'visible') kickSync();
    else flushOutbox();
  });
  if (!('serviceWorker' in navigator)) return;
  watchPendingCount((count) => {
    // Refused without a service worker or permission: the flush and the next start remain.
    if (count > 0) registerOutboxSync().catch(() => undefined);
  });
}
