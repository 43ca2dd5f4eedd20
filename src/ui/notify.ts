/**
 * Raise a toast without paying for the toast machinery up front: Ark's toaster is loaded
 * with the first toast, which keeps it out of the first route's JavaScript budget.
 */
import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  type?: 'info' | 'success' | 'error' | 'warning';
  /** Milliseconds; `Infinity` keeps it until dismissed. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

let isWanted = false;
const listeners = new Set<() => void>();
let toasterModule: Promise<typeof import('./toaster')> | undefined;

function loadToaster() {
  // A chunk that failed to load (a dropped connection) is asked again by the next toast.
  toasterModule ??= import('./toaster').catch((error: unknown) => {
    toasterModule = undefined;
    throw error;
  });
  return toasterModule;
}

export function notify(toast: ToastInput): void {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  loadToaster()
    .then(({ toaster }) => toaster.create(toast))
    // One more try a moment later, so a notice is not lost to one failed chunk request.
    .catch(() => setTimeout(() => void loadToaster().then(({ toaster }) => toaster.create(toast)), 1000));
}

/** True once any toast was raised: only then is the toaster rendered. */
export function useIsToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isWanted,
  );
}
