/**
 * Registers the service worker through workbox-window. A new version never reloads under
 * the member: it waits until they choose "Reload" on the prompt, then takes over and the
 * page reloads once. The worker registers at the load event; workbox-window is its own
 * chunk, fetched after the first paint: painting never needs the service worker.
 *
 * Once a worker controls the page, the page asks it to keep the app's files for offline
 * use (KEEP_APP_FILES): what this page loaded, then the rest of the app in the background.
 * `<html data-app-files>` says how far that got: "page" (this page reopens offline), then
 * "done". Data saver skips the background part, and what that spared counts as saved.
 */
import type { Workbox } from 'workbox-window/Workbox.js';
import { MESSAGES } from '../../contract';
import {
  type HeldAppFiles,
  KEEP_APP_FILES,
  type KeepAppFilesMessage,
  type KeptAppFiles,
} from '../../sync/core/cache-names';
import { afterFirstPaint } from '../ui/after-first-paint';
import { addDataSaved } from '../ui/data-saved';
import { readDevice, writeDevice } from '../ui/device-storage';
import { notify } from '../ui/notify';
import { prefersSavingData } from '../ui/save-data';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  // The worker starts installing at once; workbox-window's chunk, which follows the update,
  // comes after the first paint and finds this registration.
  const early = navigator.serviceWorker.register('/sw.js').catch(() => null);
  const isControlled = navigator.serviceWorker.controller !== null;
  // A first visit's page is controlled once the worker claims it, which may come before the chunk.
  if (!isControlled) navigator.serviceWorker.addEventListener('controllerchange', keepAppFiles, { once: true });
  await afterFirstPaint();
  // The ES2017 module rather than the package's ES5 build: 0.7 KB gzip less.
  const { Workbox } = await import('workbox-window/Workbox.js');
  await early;
  const workbox = new Workbox('/sw.js');
  // Also fires for a version already waiting from an earlier visit. With no controller the
  // page runs no old version, so there is nothing to update.
  workbox.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller) offerUpdate(workbox);
  });
  // A returning visitor's page is controlled already.
  if (isControlled) keepAppFiles();
  try {
    await workbox.register();
  } catch {
    // Registration refused (a private window, a policy, an automated browser that blocks
    // it): the app runs on without offline files, as on a first visit.
  }
}

function keepAppFiles(): void {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return;
  const assets = `${location.origin}/assets/`;
  const controlledAt = performance.now();
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(assets));
  // A request that started before the worker took control went past it; one that ends only
  // now (a lazy chunk on its way) is not in the list above: the worker keeps it once loaded.
  new PerformanceObserver((entries) => {
    const late = entries
      .getEntries()
      .filter((entry) => entry.startTime < controlledAt && entry.name.startsWith(assets))
      .map((entry) => entry.name);
    if (late.length === 0) return;
    const message: KeepAppFilesMessage = { type: KEEP_APP_FILES, urls: late, saveData: false, isLate: true };
    controller.postMessage(message);
  }).observe({ type: 'resource' });
  const channel = new MessageChannel();
  channel.port1.onmessage = ({ data }: MessageEvent<KeptAppFiles>) => {
    if (typeof data === 'string') document.documentElement.dataset['appFiles'] = data;
    else countHeldAppFiles(data);
  };
  const message: KeepAppFilesMessage = { type: KEEP_APP_FILES, urls, saveData: prefersSavingData() };
  controller.postMessage(message, [channel.port2]);
}

/** The build whose held app files this device counted already. */
const HELD_VERSION_KEY = 'portal:app-files-held';

/** The background stage data saver skipped counts as saved once per device and build, not on every load. */
function countHeldAppFiles({ heldBytes, version }: HeldAppFiles): void {
  if (readDevice(HELD_VERSION_KEY) === version) return;
  // Counted only once recorded: a refused write would count it on every load.
  if (writeDevice(HELD_VERSION_KEY, version)) addDataSaved(heldBytes);
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
