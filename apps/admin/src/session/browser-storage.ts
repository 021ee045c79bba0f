/**
 * Browser storage with the `park_` prefix of docs/guide/constants.md#browser-storage; the token is stored
 * raw.
 */
export const STORAGE_PREFIX = 'park_';

export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(STORAGE_PREFIX + key);
    else globalThis.localStorage?.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Private mode or a full quota: the session still works for this page load.
  }
}
