/**
 * Data saver: on when this device's setting says so, or, unless the member turned it off
 * here, when the browser asks (navigator.connection.saveData, the Save-Data header). It
 * holds back images until tapped, video frames and autoplay, and the background download
 * of the app's other pages. The setting is the device's (localStorage), not the account's:
 * the same member may be on a metered phone and on office Wi-Fi.
 */
import { useSyncExternalStore } from 'react';
import { readDevice, writeDevice } from './device-storage';

interface Connection {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

export type SaveDataSetting = 'on' | 'off' | 'browser';

const SETTING_KEY = 'portal:save-data';
/** Dispatched on window when this page changes the setting ('storage' tells the other tabs). */
const CHANGED = 'portal:save-data-changed';

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

export function saveDataSetting(): SaveDataSetting {
  const stored = readDevice(SETTING_KEY);
  return stored === 'on' || stored === 'off' ? stored : 'browser';
}

export function setSaveDataSetting(setting: SaveDataSetting): void {
  // Refused: the browser's own request still applies.
  writeDevice(SETTING_KEY, setting === 'browser' ? null : setting);
  window.dispatchEvent(new Event(CHANGED));
}

export function prefersSavingData(): boolean {
  const setting = typeof localStorage === 'undefined' ? 'browser' : saveDataSetting();
  return setting === 'on' || (setting === 'browser' && connection()?.saveData === true);
}

function subscribe(onChange: () => void) {
  connection()?.addEventListener?.('change', onChange);
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    connection()?.removeEventListener?.('change', onChange);
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Hears prefersSavingData now and whenever it changes (the sync worker's copy of it). */
export function watchSaveData(listener: (on: boolean) => void): void {
  let last = prefersSavingData();
  listener(last);
  subscribe(() => {
    const now = prefersSavingData();
    if (now !== last) listener(now);
    last = now;
  });
}

/** prefersSavingData, kept current as it changes. */
export function useSavesData(): boolean {
  return useSyncExternalStore(subscribe, prefersSavingData);
}
