import { afterEach, describe, expect, it } from 'vitest';
import { setActiveRuntime, t } from './active-runtime.ts';
import { i18nCatalog } from './catalog.ts';
import { createI18n } from './create-i18n.ts';
import { i18nMessages } from './messages.ts';

afterEach(() => {
  setActiveRuntime(undefined);
});

describe('t', () => {
  it('formats the zh source before any runtime exists', () => {
    expect(t(i18nMessages.requestError)).toBe('请求出错，请重试');
    expect(t({ id: 'x.size', message: '文件大小超过{n}{unit}' }, { n: 5, unit: 'MB' })).toBe(
      '文件大小超过5MB',
    );
    expect(t({ id: 'x.bare' })).toBe('x.bare');
  });

  it('uses the runtime createI18n made, following its switches', () => {
    const runtime = createI18n({ catalogs: [i18nCatalog], locale: 'en', storage: null, document: null });
    expect(t(i18nMessages.forbidden)).toBe('No permission, access forbidden');
    runtime.setLocale('zhtw');
    expect(t(i18nMessages.forbidden)).toBe('無權限,禁止訪問');
  });
});
