import { loadPinyin } from '@pmc/i18n/pinyin';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { menuFixture } from '../test/menu-fixture.ts';
import type { LayoutMenuEntry } from './menu-entry.ts';
import { createMenuSearch } from './menu-search.ts';

describe('createMenuSearch', () => {
  it('indexes visible pages only', () => {
    const paths = createMenuSearch(menuFixture).items.map((i) => i.path);
    expect(paths).toContain('/system/user');
    expect(paths).toContain('/screen/big');
    expect(paths).not.toContain('/system');
    expect(paths).not.toContain('/system/secret');
  });

  it('finds by Chinese title and by path', () => {
    const search = createMenuSearch(menuFixture);
    expect(search.search('用户')[0]?.path).toBe('/system/user');
    expect(search.search('report/dai')[0]?.path).toBe('/report/daily');
    expect(search.search('   ')).toEqual([]);
  });

  it('finds by pinyin and by pinyin initials once the converter is loaded', async () => {
    const without = createMenuSearch(menuFixture);
    expect(without.search('yhgl')).toEqual([]);
    const search = createMenuSearch(menuFixture, { toPinyin: await loadPinyin() });
    expect(search.search('yhgl')[0]?.path).toBe('/system/user');
    expect(search.search('jueseguanli')[0]?.path).toBe('/system/role');
    expect(search.search('sjdp')[0]?.title).toBe('数据大屏');
  });

  it('searches the locale titles and keeps the zh ones, with ancestor trails', () => {
    const search = createMenuSearch(menuFixture, { locale: 'en' });
    const [first] = search.search('Roles');
    expect(first?.title).toBe('Roles');
    expect(first?.trail).toEqual(['System', 'Permissions']);
    expect(search.search('角色')[0]?.path).toBe('/system/role');
  });

  it('uses at most 32 characters of the pattern and rejects far-off queries', () => {
    const search = createMenuSearch(menuFixture);
    expect(search.search(`用户管理${'x'.repeat(40)}`)).toEqual([]);
    expect(search.search('zzzzqqq')).toEqual([]);
  });

  it('returns exactly what a plain Fuse search over every item returns', async () => {
    const words = ['用户', '角色', '组织', '部门', '岗位', '字典', '报表', '党员', '关怀', '慰问'];
    const menu: LayoutMenuEntry[] = Array.from({ length: 150 }, (_, n) => ({
      id: `p${n}`,
      type: 'M',
      route: `area${n % 7}/page-${n}`,
      fullName: `${words[n % 10]}${words[(n * 3 + 1) % 10]}管理${n}`,
    }));
    const search = createMenuSearch(menu, { toPinyin: await loadPinyin(), limit: 500 });
    const plain = new Fuse(search.items, {
      threshold: 0.4,
      ignoreLocation: true,
      keys: [
        { name: 'titles', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
    for (const query of [
      'y',
      'yh',
      'yonghu',
      'yonghuguanli',
      'jsgl',
      '部门管',
      'area3/page',
      'guanhuai1',
      'x9z',
      'ARea',
      'guan li',
      'page-1',
      '管理1',
    ]) {
      const expected = plain.search(query, { limit: 500 }).map((r) => r.item.id);
      expect(search.search(query).map((i) => i.id)).toEqual(expected);
    }
  });
});
