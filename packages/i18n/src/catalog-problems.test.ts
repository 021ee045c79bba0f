import { describe, expect, it } from 'vitest';
import { i18nCatalog } from './catalog.ts';
import { catalogProblems } from './catalog-problems.ts';

describe('catalogProblems', () => {
  it('finds nothing wrong with this package catalogue', () => {
    expect(catalogProblems(i18nCatalog)).toEqual([]);
  });

  it('reports a catalogue missing a translation', () => {
    const catalog = {
      zh: { 'demo.noData': '无数据', 'demo.tip': '提示' },
      en: { 'demo.noData': 'No data', 'demo.tip': 'Notice' },
      zhtw: { 'demo.noData': '無資料' },
    };
    expect(catalogProblems(catalog)).toEqual(["zhtw: missing translation of 'demo.tip' (提示)"]);
  });

  it('reports a translation no source uses', () => {
    const catalog = {
      zh: { 'demo.a': '甲' },
      en: { 'demo.a': 'A', 'demo.old': 'Old' },
      zhtw: { 'demo.a': '甲' },
    };
    expect(catalogProblems(catalog)).toEqual(["en: 'demo.old' has no zh source"]);
  });

  it('reports empty texts in any locale', () => {
    const catalog = {
      zh: { 'demo.a': '甲', 'demo.b': ' ' },
      en: { 'demo.a': '', 'demo.b': 'B' },
      zhtw: { 'demo.a': '甲', 'demo.b': '乙' },
    };
    expect(catalogProblems(catalog)).toEqual(["zh: 'demo.b' is empty", "en: 'demo.a' is empty"]);
  });

  it('reports placeholders that differ from the source, including inside plurals', () => {
    const catalog = {
      zh: { 'demo.size': '文件大小超过{n}{unit}', 'demo.count': '{count, plural, other {# 个{kind}}}' },
      en: {
        'demo.size': 'File larger than {n}{units}',
        'demo.count': '{count, plural, one {# {kind}} other {# {kind}s}}',
      },
      zhtw: { 'demo.size': '檔案大小超過{n}{unit}', 'demo.count': '{count, plural, other {# 個}}' },
    };
    expect(catalogProblems(catalog)).toEqual([
      "en: 'demo.size' uses placeholders {n} {units} but the source has {n} {unit}",
      "zhtw: 'demo.count' uses placeholders {count} but the source has {count} {kind}",
    ]);
  });

  it('reports a message that is not valid ICU', () => {
    const catalog = {
      zh: { 'demo.a': '超过{n' },
      en: { 'demo.a': 'over {n}' },
      zhtw: { 'demo.a': '超過{n}' },
    };
    const problems = catalogProblems(catalog);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^zh: 'demo.a' is not a valid ICU message/);
  });

  it('reports a catalogue without a locale at all', () => {
    const catalog = { zh: { 'demo.a': '甲' }, en: { 'demo.a': 'A' } } as never;
    expect(catalogProblems(catalog)).toEqual([
      'zhtw: the catalogue has no zhtw translations',
      "zhtw: missing translation of 'demo.a' (甲)",
    ]);
  });
});
