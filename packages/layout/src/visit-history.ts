import { proxy } from 'valtio/vanilla';
import type { LayoutLocale } from './menu-entry.ts';
import type { StorageLike } from './settings-store.ts';
import type { TabView } from './tabs-store.ts';

/** One page the user went to, most recent first in the history. */
export interface Visit {
  path: string;
  /** The URL with its query, as the page was last seen (`/system/user?locked=1`). */
  fullPath?: string;
  title: string;
  titles?: Partial<Record<LayoutLocale, string>>;
  icon?: string;
  /** When (ms epoch). */
  time: number;
}

export interface VisitHistory {
  state: { visits: Visit[] };
  /**
   * Switches to one user's history, read from storage (each user on a shared computer sees only their
   * own); '' for nobody: empty, and nothing is recorded.
   */
  setUser(userKey: string): void;
  /** Puts a visited page first (once: an earlier visit of the same path is dropped). */
  record(view: TabView): void;
  /** Forgets the current user's visits. */
  clear(): void;
}

export interface VisitHistoryOptions {
  /** Browser storage by default; null keeps the history in memory only. */
  storage?: StorageLike | null;
  /** How many pages are kept (default 12). */
  limit?: number;
  now?: () => number;
}

/**
 * Storage key of a user's history: the park_ prefix of docs/guide/constants.md#browser-storage and the user's
 * id.
 */
export const visitHistoryKey = (userKey: string) => `park_visits_${userKey}`;

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readVisits(storage: StorageLike | null, key: string): Visit[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((v): v is Visit => typeof v?.path === 'string' && typeof v?.title === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * The pages a user visited, newest first, kept per user in browser storage so they outlive the tab
 * bar (which a sign-out empties) and a reload. The shell records every page it shows (`Shell`'s
 * `visits`); a home page lists them.
 *
 * @example
 * const visits = createVisitHistory();
 * visits.setUser(userInfo.uid);
 * visits.record({ path: '/system/user', title: '用户管理' });
 * visits.state.visits[0].path; // '/system/user'
 */
export function createVisitHistory(options: VisitHistoryOptions = {}): VisitHistory {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const limit = options.limit ?? 12;
  const now = options.now ?? Date.now;
  const state = proxy<{ visits: Visit[] }>({ visits: [] });
  let user = '';
  const save = () => {
    try {
      storage?.setItem(visitHistoryKey(user), JSON.stringify(state.visits));
    } catch {
      // A full or refused storage only costs the history after a reload.
    }
  };
  return {
    state,
    setUser(userKey) {
      if (userKey === user) return;
      user = userKey;
      state.visits = userKey ? readVisits(storage, visitHistoryKey(userKey)) : [];
    },
    record(view) {
      if (!user) return;
      const visit: Visit = { path: view.path, title: view.title, time: now() };
      if (view.fullPath) visit.fullPath = view.fullPath;
      if (view.titles) visit.titles = { ...view.titles };
      if (view.icon) visit.icon = view.icon;
      state.visits = [visit, ...state.visits.filter((v) => v.path !== view.path)].slice(0, limit);
      save();
    },
    clear() {
      state.visits = [];
      if (user) storage?.removeItem(visitHistoryKey(user));
    },
  };
}
