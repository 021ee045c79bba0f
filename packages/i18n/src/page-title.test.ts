import { afterEach, describe, expect, it } from 'vitest';
import { setActiveRuntime } from './active-runtime.ts';
import { i18nCatalog } from './catalog.ts';
import { createI18n } from './create-i18n.ts';
import { i18nMessages } from './messages.ts';
import { pageTitle } from './page-title.ts';

afterEach(() => {
  setActiveRuntime(undefined);
});

const menus = {
  zh: { 'menu.user': '用户管理' },
  en: { 'menu.user': 'Users' },
  zhtw: { 'menu.user': '使用者管理' },
};

describe('pageTitle', () => {
  it('is the route title, " - ", then the system title', () => {
    const runtime = createI18n({ catalogs: [i18nCatalog], locale: 'zh', storage: null, document: null });
    expect(pageTitle(i18nMessages.routeHome, runtime)).toBe('首页 - 党员关怀系统');
    runtime.setLocale('en');
    expect(pageTitle(i18nMessages.routeHome, runtime)).toBe('Home - Party Member Care System');
  });

  it('translates a title string when a translation exists and keeps it otherwise', () => {
    const runtime = createI18n({
      catalogs: [i18nCatalog, menus],
      locale: 'zhtw',
      storage: null,
      document: null,
    });
    expect(pageTitle('用户管理', runtime)).toBe('使用者管理 - 黨員關懷系統');
    expect(pageTitle('i18n.route.profile', runtime)).toBe('個人資訊 - 黨員關懷系統');
    expect(pageTitle('在线开发', runtime)).toBe('在线开发 - 黨員關懷系統');
  });

  it('is the system title alone without a route title', () => {
    const runtime = createI18n({ catalogs: [i18nCatalog], locale: 'en', storage: null, document: null });
    expect(pageTitle(undefined, runtime)).toBe('Party Member Care System');
    expect(pageTitle('', runtime)).toBe('Party Member Care System');
  });

  it('uses the active runtime by default and zh without one', () => {
    expect(pageTitle('首页')).toBe('首页 - 党员关怀系统');
    createI18n({ catalogs: [i18nCatalog], locale: 'en', storage: null, document: null });
    expect(pageTitle('首页')).toBe('Home - Party Member Care System');
  });
});
