export type { PinyinConverter } from '@pmc/i18n/pinyin';
export { loadPinyin } from '@pmc/i18n/pinyin';
export {
  chromeText,
  loadChromeTranslations,
} from './chrome-translations.ts';
export type { ChunkReloadGuard, ChunkReloadGuardOptions } from './chunk-reload.ts';
export {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  createChunkReloadGuard,
  isChunkLoadError,
} from './chunk-reload.ts';
export type { CloseGuards } from './close-guards.ts';
export { createCloseGuards } from './close-guards.ts';
export type { DraftStore, DraftStoreOptions, OfferedDraft } from './draft-store.ts';
export { createDraftStore, DRAFT_KEY_PREFIX, DRAFT_TTL_MS } from './draft-store.ts';
export type { IdleState, IdleWatch, IdleWatchOptions } from './idle-watch.ts';
export { createIdleWatch, IDLE_WARNING_MS } from './idle-watch.ts';
export { layoutLazyCatalog } from './lazy-catalog.ts';
export type { PreviousLogin } from './login-notice.ts';
export { LOGIN_NOTICE_DURATION_MS, loginNoticeLines } from './login-notice.ts';
export { createMemoryStorage } from './memory-storage.ts';
export type { MenuAction } from './menu-action.ts';
export { resolveMenuAction } from './menu-action.ts';
export type { LayoutLocale, LayoutMenuEntry } from './menu-entry.ts';
export type { FlatMenuItem } from './menu-model.ts';
export {
  findMenuByPath,
  firstPage,
  flattenMenu,
  hasChildren,
  menuOpenKeys,
  menuPath,
  menuTitle,
  splitTopMenu,
  TOP_MENU_SLOT_WIDTH,
  topLevelFor,
  visibleEntries,
} from './menu-model.ts';
export type { MenuSearch, MenuSearchItem, MenuSearchOptions } from './menu-search.ts';
export { createMenuSearch, MENU_SEARCH_OPTIONS } from './menu-search.ts';
export type { LayoutMessageKey } from './messages.ts';
export { layoutMessages } from './messages.ts';
export { secondFactorMessages } from './second-factor-messages.ts';
export type { SessionChannel, SessionChannelOptions, SessionEvent } from './session-channel.ts';
export { createSessionChannel } from './session-channel.ts';
export type {
  Device,
  LayoutSettings,
  LayoutSize,
  LayoutType,
  SettingsState,
  SettingsStore,
  SettingsStoreOptions,
  StorageLike,
} from './settings-store.ts';
export { createSettingsStore, DEFAULT_SETTINGS, SETTINGS_KEYS } from './settings-store.ts';
export type { TabsState, TabsStore, TabsStoreOptions, TabView } from './tabs-store.ts';
export { createTabsStore, HOME_TAB } from './tabs-store.ts';
export type { ThemeColorName } from './theme-colors.ts';
export { THEME_COLORS } from './theme-colors.ts';
export type { BuildStamp, VersionWatch, VersionWatchOptions } from './version-watch.ts';
export { createVersionWatch, VERSION_CHECK_INTERVAL_MS } from './version-watch.ts';
export type { Visit, VisitHistory, VisitHistoryOptions } from './visit-history.ts';
export { createVisitHistory, visitHistoryKey } from './visit-history.ts';
export type { WatermarkHandle, WatermarkOptions } from './watermark-layer.ts';
export { mountWatermark, WATERMARK_ATTRIBUTE, WATERMARK_Z_INDEX } from './watermark-layer.ts';
export type { WatermarkPerson, WatermarkTile, WatermarkTileOptions } from './watermark-tile.ts';
export { drawWatermarkTile, WATERMARK_COLOR, watermarkLines } from './watermark-tile.ts';
