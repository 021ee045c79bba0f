import { createSettingsStore, createTabsStore, HOME_TAB } from '@pmc/layout';

/** The layout settings (mode, theme, size, switches, sidebar), persisted under SPEC 3's park_ keys. */
export const settingsStore = createSettingsStore();

/** The tab bar: visited and cached pages, /home pinned. A full reload (sign-out) starts it afresh. */
export const tabsStore = createTabsStore({ pinned: [HOME_TAB] });
