import type { GrantableMenu } from './grantable-menu.ts';

const item = (id: string, enCode: string, fullName: string) => ({ id, enCode, fullName });

/** A small menu for the authorize tests: two directories, three pages. */
export const fixtureTree: GrantableMenu[] = [
  {
    id: 'sys',
    parentId: '-1',
    fullName: '系统管理',
    enCode: 'system',
    type: 'C',
    buttons: [],
    columns: [],
    forms: [],
    children: [
      {
        id: 'user',
        parentId: 'sys',
        fullName: '用户管理',
        enCode: 'system.user',
        type: 'M',
        buttons: [item('u-add', 'btn_add', '新建'), item('u-edit', 'btn_edit', '编辑')],
        columns: [item('u-mobile', 'mobile', '手机')],
        forms: [item('u-form-mobile', 'mobile', '手机')],
        children: [],
      },
      {
        id: 'role',
        parentId: 'sys',
        fullName: '角色管理',
        enCode: 'system.role',
        type: 'M',
        buttons: [item('r-add', 'btn_add', '新建')],
        columns: [],
        forms: [],
        children: [],
      },
    ],
  },
  {
    id: 'perm',
    parentId: '-1',
    fullName: '权限管理',
    enCode: 'permission',
    type: 'C',
    buttons: [],
    columns: [],
    forms: [],
    children: [
      {
        id: 'log',
        parentId: 'perm',
        fullName: '登录日志',
        enCode: 'permission.signInLog',
        type: 'M',
        buttons: [],
        columns: [],
        forms: [],
        children: [],
      },
    ],
  },
];
