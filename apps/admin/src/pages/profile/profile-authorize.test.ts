import type { MenuEntry, PermissionEntry } from '@pmc/api-client/contract';
import { expect, it } from 'vitest';
import { grantRows } from './profile-authorize.tsx';

const entry = (id: string, zh: string, en: string, children: MenuEntry[] = []): MenuEntry =>
  ({
    id,
    type: children.length ? 'C' : 'M',
    fullName: zh,
    menuNames: { zh, en, zhtw: zh },
    children,
  }) as unknown as MenuEntry;

it('lists each page of the menu with what is granted on it, in the chosen language', () => {
  const menus = [
    entry('s', '系统管理', 'System', [entry('u', '用户管理', 'Users'), entry('r', '角色管理', 'Roles')]),
  ];
  const permissions: PermissionEntry[] = [
    {
      modelId: 'u',
      button: [
        { enCode: 'btn_add', fullName: '新建' },
        { enCode: 'btn_edit', fullName: '编辑' },
      ],
      column: [{ enCode: 'account', fullName: '账号' }],
      form: [],
    },
  ];
  expect(grantRows(menus, permissions, 'en')).toEqual([
    { id: 'u', page: 'System / Users', buttons: '新建 and 编辑', columns: '账号', forms: '' },
    { id: 'r', page: 'System / Roles', buttons: '', columns: '', forms: '' },
  ]);
  expect(grantRows(menus, permissions, 'zh')[0]).toMatchObject({
    page: '系统管理 / 用户管理',
    buttons: '新建和编辑',
  });
});
