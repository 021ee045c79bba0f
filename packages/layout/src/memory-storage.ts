import type { StorageLike } from './settings-store.ts';

/**
 * An in-memory StorageLike, for tests, SSR and embedding the chrome without touching localStorage.
 *
 * @example
 * const settings = createSettingsStore({ storage: createMemoryStorage({ park_layoutType: 'plain' }) });
 */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  snapshot(): Record<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    snapshot: () => Object.fromEntries(map),
  };
}
