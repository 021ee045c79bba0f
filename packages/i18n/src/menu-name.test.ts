import { describe, expect, it } from 'vitest';
import { menuName } from './menu-name.ts';

const entry = { menu_name: '用户管理', menuNames: { zh: '用户管理', en: 'Users', zhtw: '使用者管理' } };

describe('menuName', () => {
  it('picks the name of the locale', () => {
    expect(menuName(entry, 'en')).toBe('Users');
    expect(menuName(entry, 'zhtw')).toBe('使用者管理');
    expect(menuName(entry, 'zh')).toBe('用户管理');
  });

  it('falls back to menu_name, then fullName', () => {
    expect(menuName({ menu_name: '角色管理', menuNames: { en: '  ' } }, 'en')).toBe('角色管理');
    expect(menuName({ menu_name: '角色管理', menuNames: null }, 'zhtw')).toBe('角色管理');
    expect(menuName({ fullName: '岗位管理' }, 'en')).toBe('岗位管理');
    expect(menuName({}, 'en')).toBe('');
  });
});
