import { describe, expect, it } from 'vitest';
import { fixtureTree } from './authorize-fixture.ts';
import { createAuthorizeModel } from './authorize-model.ts';
import { grantDiff } from './grant-diff.ts';
import { effectiveMenus, grantsFromSelection, selectionFromGrants } from './grant-selection.ts';

const model = createAuthorizeModel(fixtureTree);
const stored = {
  menus: ['sys', 'user', 'gone-menu'],
  buttons: ['u-add', 'r-add'],
  columns: [],
  forms: ['u-form-mobile'],
};

describe('selectionFromGrants and grantsFromSelection', () => {
  it('reads only menu leaves into the selection', () => {
    const selection = selectionFromGrants(model, stored);
    expect([...selection.menu]).toEqual(['user']);
    expect([...selection.button]).toEqual(['u-add', 'r-add']);
  });

  it('adds directories above granted pages and keeps ids the tree does not know', () => {
    const selection = selectionFromGrants(model, stored);
    expect([...effectiveMenus(model, selection)].sort()).toEqual(['sys', 'user']);
    const grants = grantsFromSelection(model, selection, stored);
    expect(grants.menus).toEqual(['sys', 'user', 'gone-menu']);
    // r-add sits under 角色管理, which is not granted: it is not sent.
    expect(grants.buttons).toEqual(['u-add']);
    expect(grants.forms).toEqual(['u-form-mobile']);
  });
});

describe('grantDiff', () => {
  it('is empty when nothing was edited, apart from what the page grant forbids', () => {
    const selection = selectionFromGrants(model, stored);
    const diff = grantDiff(model, stored, grantsFromSelection(model, selection, stored));
    // The stored r-add was never effective (its page is not granted); a save drops it, and says so.
    expect(diff.total).toBe(1);
    expect(diff.button.removed.map((e) => e.path.join(' / '))).toEqual(['系统管理 / 角色管理 / 新建']);
  });

  it('lists added and removed entries per tab with their menu paths, in display order', () => {
    const before = { menus: ['sys', 'user'], buttons: ['u-add'], columns: [], forms: [] };
    const selection = {
      menu: new Set(['user', 'role', 'log']),
      button: new Set(['u-edit', 'r-add']),
      column: new Set(['u-mobile']),
      form: new Set<string>(),
    };
    const diff = grantDiff(model, before, grantsFromSelection(model, selection, before));
    expect(diff.menu.added.map((e) => e.label)).toEqual(['角色管理', '权限管理', '登录日志']);
    expect(diff.menu.removed).toEqual([]);
    expect(diff.button.added.map((e) => e.path.join('/'))).toEqual([
      '系统管理/用户管理/编辑',
      '系统管理/角色管理/新建',
    ]);
    expect(diff.button.removed.map((e) => e.code)).toEqual(['btn_add']);
    expect(diff.column.added.map((e) => e.code)).toEqual(['mobile']);
    expect(diff.total).toBe(7);
  });
});
