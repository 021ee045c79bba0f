import { describe, expect, it } from 'vitest';
import { fixtureTree } from './authorize-fixture.ts';
import { createAuthorizeModel, nodePath } from './authorize-model.ts';

describe('createAuthorizeModel', () => {
  const model = createAuthorizeModel(fixtureTree);

  it('keeps the whole menu in the menu tab, pages as leaves', () => {
    expect(model.menu.nodes.map((n) => n.id)).toEqual(['sys', 'user', 'role', 'perm', 'log']);
    expect(model.menu.leaves.map((n) => n.id)).toEqual(['user', 'role', 'log']);
  });

  it('puts buttons under their page and drops pages without any', () => {
    expect(model.button.nodes.map((n) => n.id)).toEqual(['sys', 'user', 'u-add', 'u-edit', 'role', 'r-add']);
    expect(model.button.leaves.map((n) => n.code)).toEqual(['btn_add', 'btn_edit', 'btn_add']);
    expect(model.column.leaves.map((n) => n.id)).toEqual(['u-mobile']);
    expect(model.form.roots.map((n) => n.id)).toEqual(['sys']);
  });

  it('gives every node its menu path and owning page', () => {
    const edit = model.button.byId.get('u-edit');
    expect(edit && nodePath(edit)).toEqual(['系统管理', '用户管理', '编辑']);
    expect(edit?.menuId).toBe('user');
    expect(edit?.depth).toBe(2);
  });
});
