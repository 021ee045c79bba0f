/**
 * Which tabs hold unsaved work: pages and forms register under their tab's path while they are
 * dirty, and the tab bar and sign-out ask before closing any of them.
 */
export interface CloseGuards {
  /** Marks (or clears) one form of the tab at `path` as holding unsaved changes. */
  set(path: string, id: string, dirty: boolean): void;
  /** True when a form of the tab at `path` is dirty. */
  isDirty(path: string): boolean;
  /** The dirty tabs among `paths` (all dirty tabs without it). */
  dirtyAmong(paths?: readonly string[]): string[];
  /** Forgets the forms of tabs that closed (their pages are gone). */
  clear(paths: readonly string[]): void;
}

/**
 * Creates the registry of unsaved forms, one per shell.
 *
 * @example
 * const guards = createCloseGuards();
 * guards.set('/system/user', 'user-form', true);
 * guards.dirtyAmong(['/system/user', '/home']); // ['/system/user']
 */
export function createCloseGuards(): CloseGuards {
  const dirty = new Map<string, Set<string>>();
  return {
    set(path, id, value) {
      const forms = dirty.get(path) ?? new Set<string>();
      if (value) forms.add(id);
      else forms.delete(id);
      if (forms.size > 0) dirty.set(path, forms);
      else dirty.delete(path);
    },
    isDirty: (path) => (dirty.get(path)?.size ?? 0) > 0,
    dirtyAmong: (paths) => (paths ? paths.filter((p) => (dirty.get(p)?.size ?? 0) > 0) : [...dirty.keys()]),
    clear(paths) {
      for (const path of paths) dirty.delete(path);
    },
  };
}
