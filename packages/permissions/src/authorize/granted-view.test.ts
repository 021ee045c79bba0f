import { describe, expect, it } from 'vitest';
import { createPermissionIndex } from '../permission-index.ts';
import { fixtureTree } from './authorize-fixture.ts';
import { grantedView, unionGrants } from './granted-view.ts';

describe('grantedView', () => {
  it('shows granted pages under granted directories, with their granted items', () => {
    const view = grantedView(fixtureTree, {
      menus: ['sys', 'user', 'perm'],
      buttons: ['u-edit', 'r-add'],
      columns: ['u-mobile'],
      forms: [],
    });
    expect(view.menuList.map((m) => [m.id, m.children.map((c) => c.id)])).toEqual([['sys', ['user']]]);
    const index = createPermissionIndex(view.permissionList);
    expect(index.can('user', 'button', 'btn_edit')).toBe(true);
    expect(index.can('user', 'button', 'btn_add')).toBe(false);
    expect(index.can('user', 'column', 'mobile')).toBe(true);
    expect(index.hasModel('role')).toBe(false);
  });

  it('hides a page whose directory is not granted', () => {
    expect(
      grantedView(fixtureTree, { menus: ['log'], buttons: [], columns: [], forms: [] }).menuList,
    ).toEqual([]);
  });

  it("grants everything for 'all' and unions several roles", () => {
    expect(grantedView(fixtureTree, 'all').permissionList.map((e) => e.modelId)).toEqual([
      'user',
      'role',
      'log',
    ]);
    const union = unionGrants([
      { menus: ['sys', 'user'], buttons: ['u-add'], columns: [], forms: [] },
      { menus: ['sys', 'role'], buttons: ['r-add'], columns: [], forms: [] },
    ]);
    expect(union.menus).toEqual(['sys', 'user', 'role']);
    expect(grantedView(fixtureTree, union).menuList[0]?.children.map((c) => c.id)).toEqual(['user', 'role']);
  });
});
