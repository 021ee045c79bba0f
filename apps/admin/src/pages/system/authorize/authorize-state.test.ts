import { createAuthorizeModel, type GrantableMenu } from '@pmc/permissions/authorize';
import { describe, expect, it } from 'vitest';
import { changesOf, editedFrom, editsOf, type StoredPermission, unchangedOf } from './authorize-state.ts';

const page = (id: string, buttons: string[]): GrantableMenu => ({
  id,
  parentId: 'sys',
  fullName: `页面${id}`,
  enCode: `sys.${id}`,
  type: 'M',
  buttons: buttons.map((code) => ({ id: `${id}-${code}`, enCode: code, fullName: code })),
  columns: [],
  forms: [],
  children: [],
});
const tree: GrantableMenu[] = [
  {
    ...page('sys', []),
    parentId: '-1',
    type: 'C',
    children: [page('user', ['btn_add']), page('role', ['btn_add'])],
  },
];
const stored: StoredPermission = {
  menus: ['sys', 'user'],
  buttons: ['user-btn_add'],
  columns: [],
  forms: [],
  dataScope: 'all',
  dataScopeOrgIds: ['ignored'],
};

describe('authorize changes', () => {
  it('untouched edits change nothing and send what the role stores', () => {
    const changes = unchangedOf(stored);
    expect(changes.total).toBe(0);
    expect(changes.body).toEqual({ ...stored, dataScopeOrgIds: [] });
  });

  it('an edit counts what it adds, with the directories it needs', () => {
    const model = createAuthorizeModel(tree);
    const edits = editsOf(model, stored);
    expect(changesOf(model, stored, edits).total).toBe(0);
    const changes = changesOf(model, stored, {
      ...edits,
      selection: { ...edits.selection, menu: new Set(['user', 'role']) },
    });
    expect(changes.grants.menu.added.map((e) => e.path.join(' / '))).toEqual(['页面sys / 页面role']);
    expect(changes.total).toBe(1);
    expect(changes.body.menus).toEqual(['sys', 'user', 'role']);
  });

  it('tells edited selections from untouched ones without building a diff', () => {
    const model = createAuthorizeModel(tree);
    const opened = editsOf(model, stored);
    expect(editedFrom(opened, opened)).toBe(false);
    const checked = { ...opened, selection: { ...opened.selection, menu: new Set(['user', 'role']) } };
    expect(editedFrom(opened, checked)).toBe(true);
    // Checked and unchecked again: nothing to save.
    expect(
      editedFrom(opened, { ...checked, selection: { ...opened.selection, menu: new Set(['user']) } }),
    ).toBe(false);
    expect(editedFrom(opened, { ...opened, dataScope: 'org' })).toBe(true);
  });

  it('a button ticked under a page left unticked is an edit that changes nothing (the dialog says so)', () => {
    const model = createAuthorizeModel(tree);
    const opened = editsOf(model, stored);
    const edits = {
      ...opened,
      selection: { ...opened.selection, button: new Set([...opened.selection.button, 'role-btn_add']) },
    };
    expect(editedFrom(opened, edits)).toBe(true);
    expect(changesOf(model, stored, edits).total).toBe(0);
  });
});
