import { describe, expect, it } from 'vitest';
import { menuFixture } from '../test/menu-fixture.ts';
import { createMenuSearch } from './menu-search.ts';
import { loadPinyin } from './pinyin-converter.ts';

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
});
