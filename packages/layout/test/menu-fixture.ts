import type { LayoutMenuEntry } from '../src/menu-entry.ts';

const page = (
  id: string,
  parentId: string,
  route: string,
  zh: string,
  en: string,
  extra: Partial<LayoutMenuEntry> = {},
) =>
  ({
    id,
    parentId,
    type: 'M',
    category: 2,
    target: '_self',
    route,
    fullName: zh,
    menu_name: zh,
    menuNames: { zh, en, zhtw: zh },
    icon: 'icon-page',
    children: [],
    ...extra,
  }) satisfies LayoutMenuEntry;

/** A small menu like the seed's: a system directory, a report directory, a large screen and links. */
export const menuFixture: LayoutMenuEntry[] = [
  {
    id: 'sys',
    parentId: '-1',
    type: 'C',
    category: 1,
    route: 'system',
    fullName: '系统管理',
    menuNames: { zh: '系统管理', en: 'System', zhtw: '系統管理' },
    icon: 'icon-system',
    sortCode: 1,
    children: [
      page('org', 'sys', 'system/organize', '组织管理', 'Organisations', { sortCode: 2 }),
      page('user', 'sys', 'system/user', '用户管理', 'Users', { sortCode: 1 }),
      {
        id: 'perm',
        parentId: 'sys',
        type: 'C',
        category: 2,
        route: 'system/permission',
        fullName: '权限管理',
        menuNames: { zh: '权限管理', en: 'Permissions', zhtw: '權限管理' },
        sortCode: 3,
        children: [page('role', 'perm', 'system/role', '角色管理', 'Roles')],
      },
      page('hidden', 'sys', 'system/secret', '隐藏页', 'Hidden', { hidden: true }),
    ],
  },
  {
    id: 'rep',
    parentId: '-1',
    type: 'C',
    category: 1,
    route: 'report',
    fullName: '报表中心',
    menuNames: { zh: '报表中心', en: 'Reports', zhtw: '報表中心' },
    sortCode: 2,
    children: [page('daily', 'rep', 'report/daily', '日报', 'Daily report')],
  },
  page('screen', '-1', 'screen/big', '数据大屏', 'Big screen', {
    category: 6,
    sortCode: 3,
    urlAddress: 'https://screen.example/1',
  }),
  page('ext', '-1', 'link/docs', '帮助文档', 'Docs', {
    category: 7,
    target: '_blank',
    sortCode: 4,
    urlAddress: 'https://docs.example',
  }),
  page('iframe', '-1', 'link/inner', '内嵌页', 'Inner page', {
    category: 7,
    target: '_self',
    sortCode: 5,
    urlAddress: 'https://in.example',
  }),
];
