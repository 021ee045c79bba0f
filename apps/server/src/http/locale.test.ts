import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../field-labels.ts';
import { serverMessages } from '../messages.ts';
import { localeFromHeader, serverCatalog, translate } from './locale.ts';

describe('server messages', () => {
  it('have an en and a zhtw text for every id, with the same placeholders', () => {
    for (const { id, message } of Object.values(serverMessages)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const locale of ['en', 'zhtw'] as const) {
        const text = serverCatalog[locale][id];
        expect(text, `${locale} ${id}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${locale} ${id}`).toEqual(placeholders(message));
      }
    }
    expect(Object.keys(serverCatalog.en).sort()).toEqual(Object.keys(serverCatalog.zh).sort());
  });

  it('picks the locale from Accept-Language', () => {
    expect(localeFromHeader(undefined)).toBe('zh');
    expect(localeFromHeader('en-GB,en;q=0.8')).toBe('en');
    expect(localeFromHeader('zh-TW,zh;q=0.9')).toBe('zhtw');
    expect(localeFromHeader('zh-Hant-HK')).toBe('zhtw');
    expect(localeFromHeader('zh-CN')).toBe('zh');
    expect(localeFromHeader('fr-FR')).toBe('zh');
  });

  it('fills placeholders', () => {
    expect(translate('zh', { ...serverMessages.fieldRequired, values: { field: 'account' } })).toBe(
      'account不能为空',
    );
    expect(translate('en', { ...serverMessages.loginFailed, values: { n: 2 } })).toBe(
      'Wrong account or password, 2 attempts left',
    );
  });

  it('names a field by its label in each locale, its wire name when it has none', () => {
    expect(fieldLabel('zh', 'keyword')).toBe('关键词');
    expect(fieldLabel('en', 'list.3.account')).toBe('Account');
    expect(fieldLabel('zhtw', 'propertyJson.shortName')).toBe('簡稱');
    expect(fieldLabel('zh', 'unheardOf')).toBe('unheardOf');
  });
});
