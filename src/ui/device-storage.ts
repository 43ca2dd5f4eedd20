/**
 * This device's small settings and hints in localStorage, which a browser may refuse (a
 * private window, a policy, a full disk): a refused read answers null and a refused write
 * answers false, and nothing depends on either having worked.
 */
export function readDevice(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when the browser refused. */
export function writeDevice(key: string, value: string | null): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
