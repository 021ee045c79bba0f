// The sample menu of the layout stories (the README's, with a second section).
import type { LayoutMenuEntry } from '@pmc/layout';

export const menu: LayoutMenuEntry[] = [
  {
    id: 'sys',
    type: 'C',
    category: 1,
    route: 'system',
    fullName: '系统管理',
    menuNames: { zh: '系统管理', en: 'System', zhtw: '系統管理' },
    icon: 'icon-system',
    children: [
      {
        id: 'user',
        type: 'M',
        category: 2,
        route: 'system/user',
        fullName: '用户管理',
        menuNames: { zh: '用户管理', en: 'Users', zhtw: '使用者管理' },
      },
      {
        id: 'role',
        type: 'M',
        category: 2,
        route: 'system/role',
        fullName: '角色管理',
        menuNames: { zh: '角色管理', en: 'Roles', zhtw: '角色管理' },
      },
      {
        id: 'docs',
        type: 'M',
        category: 7,
        target: '_blank',
        route: 'docs',
        urlAddress: 'https://example.com/docs',
        fullName: '帮助文档',
        menuNames: { zh: '帮助文档', en: 'Help', zhtw: '說明文件' },
      },
    ],
  },
  {
    id: 'base',
    type: 'C',
    category: 1,
    route: 'base',
    fullName: '基础数据',
    menuNames: { zh: '基础数据', en: 'Master data', zhtw: '基礎資料' },
    children: [
      {
        id: 'dict',
        type: 'M',
        category: 2,
        route: 'base/dictionary',
        fullName: '数据字典',
        menuNames: { zh: '数据字典', en: 'Dictionaries', zhtw: '資料字典' },
      },
    ],
  },
];
