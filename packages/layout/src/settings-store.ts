import type { ColorSchemeChoice } from '@pmc/ui';
import { proxy, subscribe } from 'valtio/vanilla';
import type { ThemeColorName } from './theme-colors.ts';

export type LayoutType = 'classic' | 'functional' | 'plain' | 'blend';
export type LayoutSize = 'default' | 'medium' | 'small' | 'mini';
export type Device = 'desktop' | 'mobile';

/** The user's layout settings, each persisted under its key of docs/guide/constants.md#browser-storage. */
export interface LayoutSettings {
  layoutType: LayoutType;
  theme: ThemeColorName;
  /** Light, dark, or following the system's prefers-color-scheme (key park_themeClass). */
  themeClass: ColorSchemeChoice;
  slideClass: string;
  tagsView: boolean;
  tagsIcon: boolean;
  useCache: boolean;
  showSearch: boolean;
  showLanguage: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  size: LayoutSize;
}

/** Settings plus app state: sidebar open (persisted as '1'/'0') and device (not persisted). */
export interface SettingsState extends LayoutSettings {
  sidebarOpened: boolean;
  device: Device;
}

/** The subset of Web Storage the stores need, so tests and SSR can inject their own. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Defaults of docs/guide/constants.md#theme-and-default-settings: tags, language, search and cache on, fixed
 * header off, logo on, dark sidebar.
 */
export const DEFAULT_SETTINGS: LayoutSettings = {
  layoutType: 'classic',
  theme: 'blue',
  themeClass: 'light',
  slideClass: 'dark',
  tagsView: true,
  tagsIcon: true,
  useCache: true,
  showSearch: true,
  showLanguage: true,
  fixedHeader: false,
  sidebarLogo: true,
  size: 'default',
};

/** Browser storage keys (prefix park_) of docs/guide/constants.md#browser-storage. */
export const SETTINGS_KEYS: Record<keyof LayoutSettings, string> & { sidebarOpened: string } = {
  layoutType: 'park_layoutType',
  theme: 'park_theme',
  themeClass: 'park_themeClass',
  slideClass: 'park_slideClass',
  tagsView: 'park_tagsView',
  tagsIcon: 'park_tagsIcon',
  useCache: 'park_useCache',
  showSearch: 'park_showSearch',
  showLanguage: 'park_showLanguage',
  fixedHeader: 'park_fixedHeader',
  sidebarLogo: 'park_sidebarLogo',
  size: 'park_size',
  sidebarOpened: 'park_sidebarStatus',
};

const ENUMS: Partial<Record<keyof LayoutSettings, readonly string[]>> = {
  layoutType: ['classic', 'functional', 'plain', 'blend'],
  theme: ['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red'],
  size: ['default', 'medium', 'small', 'mini'],
  themeClass: ['light', 'dark', 'system'],
};

export interface SettingsStore {
  /** valtio proxy: read it anywhere, snapshot it in React with `useSettings`. */
  state: SettingsState;
  set<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  toggleSidebar(): void;
  setSidebar(opened: boolean): void;
  setDevice(device: Device): void;
  /** Back to the defaults, clearing the stored keys. */
  reset(): void;
  /** Stops persisting (tests, unmount of a short-lived shell). */
  dispose(): void;
}

export interface SettingsStoreOptions {
  /** Where settings persist; defaults to localStorage when present, none otherwise. */
  storage?: StorageLike | null;
  /** App-wide defaults that differ from the product's (e.g. a product that starts in blend mode). */
  defaults?: Partial<LayoutSettings>;
}

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readSetting<K extends keyof LayoutSettings>(
  storage: StorageLike | null,
  key: K,
  fallback: LayoutSettings[K],
): LayoutSettings[K] {
  const raw = storage?.getItem(SETTINGS_KEYS[key]);
  if (raw == null) return fallback;
  if (typeof fallback === 'boolean') {
    if (raw === 'true' || raw === '1') return true as LayoutSettings[K];
    if (raw === 'false' || raw === '0') return false as LayoutSettings[K];
    return fallback;
  }
  const allowed = ENUMS[key];
  if (allowed && !allowed.includes(raw)) return fallback;
  return raw as LayoutSettings[K];
}

/**
 * Creates the settings store: reads the park_ keys once, then writes each change back.
 *
 * @example
 * const settings = createSettingsStore();
 * settings.set('layoutType', 'blend');
 * localStorage.getItem('park_layoutType'); // 'blend'
 */
export function createSettingsStore(options: SettingsStoreOptions = {}): SettingsStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const defaults = { ...DEFAULT_SETTINGS, ...options.defaults };
  const initial = {} as LayoutSettings;
  for (const key of Object.keys(defaults) as (keyof LayoutSettings)[]) {
    (initial as unknown as Record<string, unknown>)[key] = readSetting(storage, key, defaults[key]);
  }
  const status = storage?.getItem(SETTINGS_KEYS.sidebarOpened);
  const state = proxy<SettingsState>({
    ...initial,
    sidebarOpened: status == null ? true : status === '1',
    device: 'desktop',
  });

  const persist = (key: keyof LayoutSettings | 'sidebarOpened') => {
    if (!storage) return;
    const value = state[key];
    const text = key === 'sidebarOpened' ? (value ? '1' : '0') : String(value);
    try {
      storage.setItem(SETTINGS_KEYS[key], text);
    } catch {
      // storage full or blocked (private mode): the setting still applies for this session
    }
  };
  // Persist from the proxy itself so a direct `state.x = y` is saved like `set`. valtio 2 reports no
  // operations by default, so compare with what was last seen instead.
  const seen: Partial<SettingsState> = { ...state };
  const unsubscribe = subscribe(
    state,
    () => {
      for (const key of Object.keys(SETTINGS_KEYS) as (keyof LayoutSettings | 'sidebarOpened')[]) {
        if (state[key] === seen[key]) continue;
        (seen as Record<string, unknown>)[key] = state[key];
        persist(key);
      }
    },
    true,
  );

  return {
    state,
    set(key, value) {
      (state as LayoutSettings)[key] = value;
    },
    toggleSidebar() {
      state.sidebarOpened = !state.sidebarOpened;
    },
    setSidebar(opened) {
      state.sidebarOpened = opened;
    },
    setDevice(device) {
      state.device = device;
    },
    reset() {
      Object.assign(state, defaults, { sidebarOpened: true });
      for (const key of Object.values(SETTINGS_KEYS)) storage?.removeItem(key);
    },
    dispose: unsubscribe,
  };
}
