import { createSettingsStore, createTabsStore, createVisitHistory, HOME_TAB } from '@pmc/layout';

/**
 * The layout settings (mode, theme, size, switches, sidebar), persisted under the park_ keys of
 * docs/guide/constants.md#browser-storage.
 */
export const settingsStore = createSettingsStore();

/** The tab bar: visited and cached pages, /home pinned. A full reload (sign-out) starts it afresh. */
export const tabsStore = createTabsStore({ pinned: [HOME_TAB] });

/** The pages each user visited, newest first, kept per user in browser storage (the home page's 最近访问). */
export const visitHistory = createVisitHistory();
