/** Whether the device asks to save data (navigator.connection.saveData), kept current as it changes. */
import { useSyncExternalStore } from 'react';
import { prefersSavingData } from '../text';

interface ConnectionEvents {
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

function connection(): ConnectionEvents | undefined {
  return (navigator as Navigator & { connection?: ConnectionEvents }).connection;
}

function subscribe(onChange: () => void) {
  connection()?.addEventListener?.('change', onChange);
  return () => connection()?.removeEventListener?.('change', onChange);
}

export function useSavesData(): boolean {
  return useSyncExternalStore(subscribe, prefersSavingData);
}
