/**
 * The outbox when the page goes away. On visibilitychange to hidden and on pagehide the sync
 * worker sends what is due with keepalive requests (sync/core/flush.ts). Each change queued
 * registers a Background Sync as it is queued (features/sync/send-queued.ts); changes that wait
 * from an earlier visit, or from before the service worker installed, register one here, while
 * the page is still visible, because a registration made during pagehide does not outlive the
 * page. Browsers without Background Sync rely on the flush and on the next start.
 */
import { watchPendingCount } from '../features/sync/queries';
import { registerOutboxSyncWhenReady } from '../features/sync/send-queued';
import { kickSync, syncClient } from '../features/sync/sync-client';

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
    if (count > 0) registerOutboxSyncWhenReady().catch(() => undefined);
  });
}
