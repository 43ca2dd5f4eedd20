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
  toasterModule ??= import('./toaster');
  return toasterModule;
}

export function notify(toast: ToastInput): void {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void loadToaster().then(({ toaster }) => toaster.create(toast));
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
