/**
 * A dictionary entry (docs/guide/entities-and-states.md#dictionary-list): id, name, optional code and
 * children for tree dictionaries.
 */
export interface DictionaryItem {
  id: string;
  fullName: string;
  enCode?: string;
  children?: DictionaryItem[];
}

/** What a dictionary loader answers (docs/guide/entities-and-states.md#dictionary-list). */
export interface DictionaryList {
  isTree: boolean | 0 | 1;
  dictionaryList: DictionaryItem[];
}

export type DictionaryLoader = (enCode: string) => Promise<DictionaryList>;

const cache = new WeakMap<DictionaryLoader, Map<string, Promise<DictionaryList>>>();
type Listener = (loader: DictionaryLoader, enCode: string | undefined) => void;
const listeners = new Set<Listener>();

/**
 * Loads a dictionary once per loader and code and shares the answer
 * (docs/guide/entities-and-states.md#cached-lists: dictionary lists are filled once and reused); a failed
 * load is forgotten so the next call retries.
 *
 * @example
 * const { dictionaryList } = await loadDictionaryOnce(api.dictionaryByCode, 'sex');
 */
export function loadDictionaryOnce(loader: DictionaryLoader, enCode: string): Promise<DictionaryList> {
  let byCode = cache.get(loader);
  if (!byCode) {
    byCode = new Map();
    cache.set(loader, byCode);
  }
  const known = byCode.get(enCode);
  if (known) return known;
  const pending = loader(enCode).catch((error: unknown) => {
    byCode.delete(enCode);
    throw error;
  });
  byCode.set(enCode, pending);
  return pending;
}

/**
 * Forgets cached dictionaries of a loader (after editing dictionary data), or one code of it; the
 * DictionarySelects showing them load them again at once.
 */
export function clearDictionaryCache(loader: DictionaryLoader, enCode?: string): void {
  if (enCode === undefined) cache.delete(loader);
  else cache.get(loader)?.delete(enCode);
  for (const listener of listeners) listener(loader, enCode);
}

/** Calls `listener` whenever `clearDictionaryCache` forgets something; answers the unsubscribe. */
export function onDictionaryCacheCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
