/**
 * Registers the service worker. A new version never reloads under the member: it waits
 * until they choose "Reload" on the prompt, then takes over and the page reloads once.
 * Plain navigator.serviceWorker rather than workbox-window: the few lines it needs here
 * cost less of the first-route budget than its 2 KB chunk. Registered after the load
 * event, as workbox-window did: painting never needs the service worker.
 */
import { MESSAGES } from '../../contract';
import { notify } from '../ui/notify';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register('/sw.js');
  // A version already waiting from an earlier visit, with this page under the current one.
  if (registration.waiting && serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // With no controller this is the first install: nothing to update.
      if (worker.state === 'installed' && serviceWorker.controller) offerUpdate(worker);
    });
  });
}

let isOffered = false;

function offerUpdate(worker: ServiceWorker): void {
  if (isOffered) return;
  isOffered = true;
  notify({
    title: MESSAGES.updateAvailable,
    type: 'info',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: MESSAGES.reload,
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        // workers/sw.ts answers this message with skipWaiting().
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
