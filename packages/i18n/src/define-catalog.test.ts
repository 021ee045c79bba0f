import { describe, expect, it } from 'vitest';
import { defineCatalog, mergeCatalogs } from './define-catalog.ts';

describe('defineCatalog', () => {
  it('takes zh from the descriptors and the translations as given', () => {
    const messages = { mobile: { id: 'demo.mobile', message: '请正确输入您的手机号' } } as const;
    const catalog = defineCatalog(messages, {
      en: { 'demo.mobile': 'Please enter a valid mobile number' },
      zhtw: { 'demo.mobile': '請正確輸入您的手機號' },
    });
    expect(catalog).toEqual({
      zh: { 'demo.mobile': '请正确输入您的手机号' },
      en: { 'demo.mobile': 'Please enter a valid mobile number' },
      zhtw: { 'demo.mobile': '請正確輸入您的手機號' },
    });
  });
});

describe('mergeCatalogs', () => {
  it('merges every locale, a later catalogue winning', () => {
    const a = { zh: { 'a.x': '甲', 's.y': '旧' }, en: { 'a.x': 'A', 's.y': 'old' }, zhtw: { 'a.x': '甲' } };
    const b = { zh: { 's.y': '新' }, en: { 's.y': 'new' }, zhtw: { 's.y': '新' } };
    expect(mergeCatalogs([a, b])).toEqual({
      zh: { 'a.x': '甲', 's.y': '新' },
      en: { 'a.x': 'A', 's.y': 'new' },
      zhtw: { 'a.x': '甲', 's.y': '新' },
    });
    expect(a.zh['s.y']).toBe('旧');
  });
});
