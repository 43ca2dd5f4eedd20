/**
 * What data saver spared this device, in bytes: what it held back that would otherwise
 * have downloaded (the rest of a visitor's job board, images until tapped, the app's files
 * the service worker did not fetch in the background). Kept with the setting in
 * localStorage, the device's, and shown beside it on the Account page.
 */
import { useSyncExternalStore } from 'react';

const SAVED_KEY = 'portal:data-saved';
const CHANGED = 'portal:data-saved-changed';

export function dataSavedBytes(): number {
  try {
    const value = Number(localStorage.getItem(SAVED_KEY));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Adds `bytes` to the figure; a negative amount takes back what downloaded after all (never below 0). */
export function addDataSaved(bytes: number): void {
  if (!Number.isFinite(bytes) || bytes === 0) return;
  try {
    localStorage.setItem(SAVED_KEY, String(Math.max(0, Math.round(dataSavedBytes() + bytes))));
  } catch {
    // Storage refused: the figure is a courtesy, nothing depends on it.
  }
  window.dispatchEvent(new Event(CHANGED));
}

const COUNTED_KEY = 'portal:data-saved-counted';

/**
 * Adds `bytes` once per device for `what` (a saving that would otherwise repeat on every
 * visit, such as the job board data saver kept to its newest jobs).
 */
export function addDataSavedOnce(what: string, bytes: number): void {
  try {
    const counted = new Set((localStorage.getItem(COUNTED_KEY) ?? '').split('\n').filter(Boolean));
    if (counted.has(what)) return;
    counted.add(what);
    localStorage.setItem(COUNTED_KEY, [...counted].join('\n'));
  } catch {
    return;
  }
  addDataSaved(bytes);
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useDataSaved(): number {
  return useSyncExternalStore(subscribe, dataSavedBytes);
}
