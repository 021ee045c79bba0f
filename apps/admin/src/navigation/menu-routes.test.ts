import { expect, it } from 'vitest';
import { grantedPaths, type MenuRouteSource, menuToRoutes } from './menu-routes.ts';

it('turns childless type M entries into routes and recurses into entries with children', () => {
  const routes = menuToRoutes([
    {
      id: 'sys',
      type: 'C',
      route: 'system',
      menu_name: '系统管理',
      children: [
        {
          id: 'u',
          type: 'M',
          route: 'system/user',
          component: 'system/user/index',
          menu_name: '用户管理',
          icon: 'user',
        },
        { id: 'r', type: 'M', route: '/system/role', component: 'system/role/index', menu_name: '角色管理' },
        { id: 'x', type: 'C', route: 'system/empty', menu_name: '空目录', children: [] },
      ],
    },
    { id: 'dup', type: 'M', route: 'system/user', component: 'other', menu_name: '重复' },
  ]);
  expect(routes).toEqual([
    { path: '/system/user', title: '用户管理', icon: 'user', modelId: 'u', component: 'system/user/index' },
    { path: '/system/role', title: '角色管理', icon: '', modelId: 'r', component: 'system/role/index' },
  ]);
});

it('lists the paths the menu grants', () => {
  const section = (children: MenuRouteSource[]): MenuRouteSource => ({
    id: 'sys',
    type: 'C',
    route: '',
    component: '',
    menu_name: 'sys',
    icon: '',
    children,
  });
  const entry = { id: 'user', type: 'M', route: 'system/user', component: 'x', menu_name: 'user', icon: '' };
  expect([...grantedPaths([section([entry])])]).toEqual(['/system/user']);
});
