import { proxy } from 'valtio/vanilla';
import type { LayoutLocale } from './menu-entry.ts';

/** One visited page in the tab bar. */
export interface TabView {
  path: string;
  /** The page's last URL with its query (`/system/user?keyword=li`): the tab goes back there. */
  fullPath?: string;
  /** zh title; `titles` holds the translations when the menu has them. */
  title: string;
  titles?: Partial<Record<LayoutLocale, string>>;
  /** What the page shows inside itself (a saved view's name): the tab reads `<title> · <detail>`. */
  detail?: string;
  icon?: string;
  /** Pinned (affixed): never closed. */
  affix?: boolean;
  /** Excluded from the page cache even when caching is on. */
  noCache?: boolean;
}

export interface TabsState {
  visited: TabView[];
  /** Paths whose page tree is kept alive while hidden. */
  cached: string[];
  /** Bumped by refresh; the keep-alive outlet keys a page by path and this number. */
  refreshKeys: Record<string, number>;
}

export interface TabsStore {
  state: TabsState;
  /** Adds the tab of a visited page (or updates its title) and caches it unless noCache. */
  open(view: TabView): void;
  /** Closes a tab; returns the path to show when it was the active one, else undefined. */
  close(path: string, activePath?: string): string | undefined;
  /** Keeps the pinned tabs and `path`. */
  closeOthers(path: string): void;
  /** Keeps only the pinned tabs; returns the path to show (the last pinned tab, or '/'). */
  closeAll(): string;
  /** Re-renders a page from scratch: drops its cached tree and bumps its key. */
  refresh(path: string): void;
  /** Sets or (undefined) clears the tab's `detail`. */
  describe(path: string, detail: string | undefined): void;
  isPinned(path: string): boolean;
}

/** The pinned home tab of docs/guide/chrome.md#tab-bar. */
export const HOME_TAB: TabView = {
  path: '/home',
  title: '首页',
  titles: { zh: '首页', en: 'Home', zhtw: '首頁' },
  icon: 'home',
  affix: true,
};

export interface TabsStoreOptions {
  /** Tabs that are always present and never close; defaults to /home. */
  pinned?: TabView[];
}

/**
 * Creates the tab store: visited tabs with pinned ones first, the cached page list and refresh keys.
 *
 * @example
 * const tabs = createTabsStore();
 * tabs.open({ path: '/system/user', title: '用户管理' });
 * tabs.closeAll(); // '/home'
 */
export function createTabsStore(options: TabsStoreOptions = {}): TabsStore {
  const pinned = (options.pinned ?? [HOME_TAB]).map((t) => ({ ...t, affix: true }));
  const state = proxy<TabsState>({
    visited: pinned.map((t) => ({ ...t })),
    cached: pinned.filter((t) => !t.noCache).map((t) => t.path),
    refreshKeys: {},
  });
  const isPinned = (path: string) => state.visited.some((t) => t.path === path && t.affix);
  const keepCached = () => {
    const open = new Set(state.visited.map((t) => t.path));
    state.cached = state.cached.filter((p) => open.has(p));
  };
  const fallback = () => state.visited.at(-1)?.path ?? '/';

  return {
    state,
    isPinned,
    open(view) {
      const existing = state.visited.find((t) => t.path === view.path);
      if (existing) Object.assign(existing, { ...view, affix: existing.affix || view.affix });
      else state.visited.push({ ...view });
      if (!view.noCache && !state.cached.includes(view.path)) state.cached.push(view.path);
    },
    close(path, activePath) {
      const index = state.visited.findIndex((t) => t.path === path);
      if (index < 0 || state.visited[index]?.affix) return undefined;
      state.visited.splice(index, 1);
      keepCached();
      delete state.refreshKeys[path];
      if (activePath !== path) return undefined;
      // Like the common admin tab bars: show the neighbour that slid into place, else the last tab.
      return (state.visited[index] ?? state.visited[index - 1])?.path ?? fallback();
    },
    closeOthers(path) {
      state.visited = state.visited.filter((t) => t.affix || t.path === path);
      keepCached();
    },
    closeAll() {
      state.visited = state.visited.filter((t) => t.affix);
      keepCached();
      return fallback();
    },
    refresh(path) {
      state.refreshKeys[path] = (state.refreshKeys[path] ?? 0) + 1;
    },
    describe(path, detail) {
      const tab = state.visited.find((t) => t.path === path);
      if (tab && tab.detail !== detail) tab.detail = detail;
    },
  };
}
