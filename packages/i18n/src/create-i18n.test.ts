import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveRuntime, setActiveRuntime } from './active-runtime.ts';
import { i18nCatalog } from './catalog.ts';
import { createI18n } from './create-i18n.ts';
import { memoryStorage } from './locale-storage.ts';
import { i18nMessages } from './messages.ts';

afterEach(() => {
  setActiveRuntime(undefined);
});

const demo = {
  zh: { 'demo.size': '文件大小超过{n}{unit}', 'demo.only': '只有中文' },
  en: { 'demo.size': 'File larger than {n} {unit}' },
  zhtw: { 'demo.size': '檔案大小超過{n}{unit}' },
};
const page = () => ({ documentElement: { lang: '' } });

describe('createI18n', () => {
  it('starts in the stored locale and sets <html lang>', () => {
    const doc = page();
    const runtime = createI18n({
      catalogs: [i18nCatalog],
      storage: memoryStorage({ park_language: 'zhtw' }),
      languages: ['en'],
      document: doc,
    });
    expect(runtime.locale).toBe('zhtw');
    expect(doc.documentElement.lang).toBe('zh-TW');
    expect(runtime.t(i18nMessages.systemTitle)).toBe('黨員關懷系統');
  });

  it('falls back to the browser language, then zh', () => {
    const fromBrowser = createI18n({
      catalogs: [i18nCatalog],
      storage: memoryStorage(),
      languages: ['en-US'],
      document: null,
    });
    expect(fromBrowser.locale).toBe('en');
    const fallback = createI18n({
      catalogs: [i18nCatalog],
      storage: memoryStorage(),
      languages: ['fr'],
      document: null,
    });
    expect(fallback.locale).toBe('zh');
    expect(fallback.t(i18nMessages.systemTitle)).toBe('党员关怀系统');
  });

  it('honours an explicit locale without persisting it', () => {
    const storage = memoryStorage();
    const runtime = createI18n({
      catalogs: [i18nCatalog],
      locale: 'en',
      storage,
      languages: ['zh'],
      document: null,
    });
    expect(runtime.locale).toBe('en');
    expect(storage.getItem('park_language')).toBeNull();
  });

  it('switches at run time, persists the choice and updates <html lang>', () => {
    const storage = memoryStorage();
    const doc = page();
    const runtime = createI18n({ catalogs: [i18nCatalog], storage, languages: [], document: doc });
    expect(runtime.t(i18nMessages.noData)).toBe('无数据');
    runtime.setLocale('en');
    expect(runtime.locale).toBe('en');
    expect(runtime.t(i18nMessages.noData)).toBe('No data');
    expect(storage.getItem('park_language')).toBe('en');
    expect(doc.documentElement.lang).toBe('en');
    runtime.setLocale('zhtw');
    expect(doc.documentElement.lang).toBe('zh-TW');
    // A new runtime over the same storage (the next visit) starts where the user left off.
    expect(createI18n({ catalogs: [i18nCatalog], storage, languages: ['en'], document: null }).locale).toBe(
      'zhtw',
    );
  });

  it('rejects an unknown locale', () => {
    const runtime = createI18n({ catalogs: [i18nCatalog], storage: null, languages: [], document: null });
    expect(() => runtime.setLocale('fr' as never)).toThrow(RangeError);
    expect(runtime.locale).toBe('zh');
  });

  it('fills ICU placeholders from values or the descriptor', () => {
    const runtime = createI18n({ catalogs: [demo], locale: 'en', storage: null, document: null });
    expect(runtime.t({ id: 'demo.size' }, { n: 5, unit: 'MB' })).toBe('File larger than 5 MB');
    expect(runtime.t({ id: 'demo.size', values: { n: 2, unit: 'GB' } })).toBe('File larger than 2 GB');
    runtime.setLocale('zh');
    expect(runtime.t({ id: 'demo.size', message: '文件大小超过{n}{unit}' }, { n: 5, unit: 'MB' })).toBe(
      '文件大小超过5MB',
    );
    expect(runtime.t(i18nMessages.aboutVersion, { version: '1.0.0' })).toBe(
      '版本：{version}'.replace('{version}', '1.0.0'),
    );
  });

  it('falls back to zh for a missing translation and to the descriptor for an unknown id', () => {
    const runtime = createI18n({ catalogs: [demo], locale: 'en', storage: null, document: null });
    expect(runtime.t({ id: 'demo.only' })).toBe('只有中文');
    expect(runtime.t({ id: 'server.x', message: '共{n}条' }, { n: 3 })).toBe('共3条');
  });

  it('translates free text by id or by zh source', () => {
    const runtime = createI18n({ catalogs: [i18nCatalog], locale: 'en', storage: null, document: null });
    expect(runtime.translateText('i18n.route.home')).toBe('Home');
    expect(runtime.translateText('首页')).toBe('Home');
    expect(runtime.translateText('用户管理')).toBe('用户管理');
    expect(runtime.hasMessage('i18n.noData')).toBe(true);
    expect(runtime.hasMessage('nope')).toBe(false);
  });

  it('loads catalogues later', () => {
    const runtime = createI18n({ catalogs: [], locale: 'zhtw', storage: null, document: null });
    expect(runtime.t({ id: 'demo.size', message: '文件大小超过{n}{unit}' }, { n: 1, unit: 'KB' })).toBe(
      '文件大小超过1KB',
    );
    runtime.load(demo);
    expect(runtime.t({ id: 'demo.size' }, { n: 1, unit: 'KB' })).toBe('檔案大小超過1KB');
  });

  it('notifies subscribers of a switch until they unsubscribe', () => {
    const runtime = createI18n({ catalogs: [i18nCatalog], storage: null, languages: [], document: null });
    const listener = vi.fn();
    const off = runtime.subscribe(listener);
    runtime.setLocale('en');
    expect(listener).toHaveBeenLastCalledWith('en');
    off();
    runtime.setLocale('zh');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('uses localStorage and document by default and becomes the active runtime', () => {
    localStorage.setItem('park_language', 'en');
    try {
      const runtime = createI18n({ catalogs: [i18nCatalog] });
      expect(runtime.locale).toBe('en');
      expect(document.documentElement.lang).toBe('en');
      runtime.setLocale('zhtw');
      expect(localStorage.getItem('park_language')).toBe('zhtw');
      expect(document.documentElement.lang).toBe('zh-TW');
      expect(getActiveRuntime()).toBe(runtime);
    } finally {
      localStorage.removeItem('park_language');
    }
  });

  describe('with translations fetched on demand', () => {
    const deferred = () => {
      let resolve!: () => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<void>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      return { promise, resolve, reject };
    };
    const lazyDemo = () => {
      const gates = { en: deferred(), zhtw: deferred() };
      const en = vi.fn(() => gates.en.promise.then(() => ({ default: demo.en })));
      const zhtw = vi.fn(() => gates.zhtw.promise.then(() => ({ default: demo.zhtw })));
      return { catalog: { zh: demo.zh, en, zhtw }, gates, en, zhtw };
    };
    const size = { id: 'demo.size', values: { n: 1, unit: 'KB' } };

    it('never fetches a translation while zh is in use', async () => {
      const { catalog, en, zhtw } = lazyDemo();
      const runtime = createI18n({ catalogs: [catalog], storage: null, languages: [], document: null });
      await runtime.ready;
      expect(runtime.t(size)).toBe('文件大小超过1KB');
      expect(en).not.toHaveBeenCalled();
      expect(zhtw).not.toHaveBeenCalled();
    });

    it('starts in a stored locale once its translation is in', async () => {
      const { catalog, gates, en } = lazyDemo();
      const runtime = createI18n({ catalogs: [catalog], locale: 'en', storage: null, document: null });
      expect(runtime.locale).toBe('en');
      gates.en.resolve();
      await runtime.ready;
      expect(runtime.t(size)).toBe('File larger than 1 KB');
      expect(en).toHaveBeenCalledOnce();
    });

    it('switches only when the translation has arrived, once, and persists then', async () => {
      const { catalog, gates, en } = lazyDemo();
      const storage = memoryStorage();
      const doc = page();
      const runtime = createI18n({ catalogs: [catalog], storage, languages: [], document: doc });
      const switching = runtime.setLocale('en');
      expect(runtime.locale).toBe('zh');
      expect(storage.getItem('park_language')).toBeNull();
      gates.en.resolve();
      await switching;
      expect(runtime.locale).toBe('en');
      expect(doc.documentElement.lang).toBe('en');
      expect(storage.getItem('park_language')).toBe('en');
      expect(runtime.t(size)).toBe('File larger than 1 KB');
      runtime.setLocale('zh');
      await runtime.setLocale('en');
      expect(en).toHaveBeenCalledOnce();
    });

    it('keeps the locale when a translation cannot be fetched, and fetches again on the next try', async () => {
      let fail = true;
      const en = vi.fn(async () => {
        if (fail) throw new Error('offline');
        return { default: demo.en };
      });
      const catalog = { zh: demo.zh, en, zhtw: async () => ({ default: demo.zhtw }) };
      const runtime = createI18n({ catalogs: [catalog], storage: null, languages: [], document: null });
      await expect(runtime.setLocale('en')).rejects.toThrow('offline');
      expect(runtime.locale).toBe('zh');
      fail = false;
      await runtime.setLocale('en');
      expect(runtime.t(size)).toBe('File larger than 1 KB');
      expect(en).toHaveBeenCalledTimes(2);
    });

    it('lets the last of quick successive switches win', async () => {
      const { catalog, gates } = lazyDemo();
      const runtime = createI18n({ catalogs: [catalog], storage: null, languages: [], document: null });
      const first = runtime.setLocale('en');
      const second = runtime.setLocale('zhtw');
      gates.zhtw.resolve();
      await second;
      gates.en.resolve();
      await first;
      expect(runtime.locale).toBe('zhtw');
      expect(runtime.t(size)).toBe('檔案大小超過1KB');
    });

    it('fetches the current translation of a catalogue loaded later', async () => {
      const { catalog, gates } = lazyDemo();
      const runtime = createI18n({ catalogs: [], locale: 'zhtw', storage: null, document: null });
      const loading = runtime.load(catalog);
      expect(runtime.t(size)).toBe('文件大小超过1KB');
      gates.zhtw.resolve();
      await loading;
      expect(runtime.t(size)).toBe('檔案大小超過1KB');
    });
  });
});
