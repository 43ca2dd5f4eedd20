/**
 * Registers the service worker through workbox-window. A new version never reloads under
 * the member: it waits until they choose "Reload" on the prompt, then takes over and the
 * page reloads once. workbox-window is its own chunk, fetched after the load event:
 * painting never needs the service worker.
 */
import type { Workbox } from 'workbox-window/Workbox.js';
import { MESSAGES } from '../../contract';
import { notify } from '../ui/notify';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  // The ES2017 module rather than the package's ES5 build: 0.7 KB gzip less.
  const { Workbox } = await import('workbox-window/Workbox.js');
  const workbox = new Workbox('/sw.js');
  // Also fires for a version already waiting from an earlier visit. With no controller the
  // page runs no old version, so there is nothing to update.
  workbox.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller) offerUpdate(workbox);
  });
  await workbox.register();
}

let isOffered = false;

function offerUpdate(workbox: Workbox): void {
  if (isOffered) return;
  isOffered = true;
  notify({
    title: MESSAGES.updateAvailable,
    type: 'info',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: MESSAGES.reload,
      onClick: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        // workers/sw.ts answers SKIP_WAITING with skipWaiting().
        workbox.messageSkipWaiting();
      },
    },
  });
}
