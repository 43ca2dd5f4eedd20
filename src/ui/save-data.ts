/**
 * Whether the device asks to save data (navigator.connection.saveData): no autoplay, no
 * video frames, no background download of the app's files.
 */
import { useSyncExternalStore } from 'react';

interface Connection {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

export function prefersSavingData(): boolean {
  return connection()?.saveData === true;
}

function subscribe(onChange: () => void) {
  connection()?.addEventListener?.('change', onChange);
  return () => connection()?.removeEventListener?.('change', onChange);
}

/** prefersSavingData, kept current as it changes. */
export function useSavesData(): boolean {
  return useSyncExternalStore(subscribe, prefersSavingData);
}
