import { describe, expect, it } from 'vitest';
import { menuFixture } from '../test/menu-fixture.ts';
import {
  findMenuByPath,
  firstPage,
  flattenMenu,
  menuOpenKeys,
  menuPath,
  menuTitle,
  splitTopMenu,
  topLevelFor,
} from './menu-model.ts';

describe('menu model', () => {
  it('builds absolute paths from routes with or without a leading slash', () => {
    expect(menuPath({ route: 'system/user' })).toBe('/system/user');
    expect(menuPath({ route: '/system/user' })).toBe('/system/user');
  });

  it('picks the title for the locale, falling back to the zh names', () => {
    const user = findMenuByPath(menuFixture, '/system/user')!.entry;
    expect(menuTitle(user, 'en')).toBe('Users');
    expect(menuTitle(user)).toBe('用户管理');
    expect(menuTitle({ ...user, menuNames: undefined }, 'en')).toBe('用户管理');
  });

  it('flattens depth-first in sortCode order and leaves hidden entries out', () => {
    const paths = flattenMenu(menuFixture).map((i) => i.path);
    expect(paths.slice(0, 5)).toEqual([
      '/system',
      '/system/user',
      '/system/organize',
      '/system/permission',
      '/system/role',
    ]);
    expect(paths).not.toContain('/system/secret');
    const role = flattenMenu(menuFixture).find((i) => i.path === '/system/role')!;
    expect(role.parents.map((p) => p.id)).toEqual(['sys', 'perm']);
    expect(role.depth).toBe(2);
  });

  it('finds a page by exact path, by longest prefix, and ignores the query string', () => {
    expect(findMenuByPath(menuFixture, '/system/role?x=1')?.entry.id).toBe('role');
    expect(findMenuByPath(menuFixture, '/system/user/detail/3')?.entry.id).toBe('user');
    expect(findMenuByPath(menuFixture, '/nowhere')).toBeUndefined();
  });

  it('gives the open keys and the top-level entry of a path', () => {
    expect(menuOpenKeys(menuFixture, '/system/role')).toEqual(['sys', 'perm']);
    expect(menuOpenKeys(menuFixture, '/nowhere')).toEqual([]);
    expect(topLevelFor(menuFixture, '/report/daily')?.id).toBe('rep');
    expect(topLevelFor(menuFixture, '/screen/big')?.id).toBe('screen');
  });

  it('finds the first page under a directory', () => {
    expect(firstPage(menuFixture[0]!)?.id).toBe('user');
  });

  it('fits one top-menu entry per 116 px and keeps a slot for "more ..." on overflow', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(splitTopMenu(items, 116 * 6)).toEqual({ visible: items, overflow: [] });
    expect(splitTopMenu(items, 116 * 4 + 50)).toEqual({
      visible: ['a', 'b', 'c'],
      overflow: ['d', 'e', 'f'],
    });
    expect(splitTopMenu(items, 10).visible).toEqual([]);
    expect(splitTopMenu(items, 10).overflow).toHaveLength(6);
  });
});
