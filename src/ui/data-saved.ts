/**
 * What data saver spared this device, in bytes: what it held back that would otherwise
 * have downloaded (the rest of a visitor's job board, images until tapped, the app's files
 * the service worker did not fetch in the background). Kept with the setting in
 * localStorage, the device's, and shown beside it on the Account page.
 */
import { useSyncExternalStore } from 'react';
import { readDevice, writeDevice } from './device-storage';

const SAVED_KEY = 'portal:data-saved';
const CHANGED = 'portal:data-saved-changed';

export function dataSavedBytes(): number {
  const value = Number(readDevice(SAVED_KEY));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Adds `bytes` to the figure; a negative amount takes back what downloaded after all (never below 0). */
export function addDataSaved(bytes: number): void {
  if (!Number.isFinite(bytes) || bytes === 0) return;
  // Refused: the figure is a courtesy, nothing depends on it.
  writeDevice(SAVED_KEY, String(Math.max(0, Math.round(dataSavedBytes() + bytes))));
  window.dispatchEvent(new Event(CHANGED));
}

const COUNTED_KEY = 'portal:data-saved-counted';

/**
 * Adds `bytes` once per device for `what` (a saving that would otherwise repeat on every
 * visit, such as the job board data saver kept to its newest jobs).
 */
export function addDataSavedOnce(what: string, bytes: number): void {
  const counted = new Set((readDevice(COUNTED_KEY) ?? '').split('\n').filter(Boolean));
  if (counted.has(what)) return;
  counted.add(what);
  // Counted only once it is recorded as counted: a refused write would count it on every visit.
  if (writeDevice(COUNTED_KEY, [...counted].join('\n'))) addDataSaved(bytes);
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
