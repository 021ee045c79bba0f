import { createAuthorizeModel, type GrantableMenu } from '@pmc/permissions/authorize';
import { describe, expect, it } from 'vitest';
import { type GrantChangeNode, grantChangeTree } from './grant-change-tree.ts';

const item = (id: string, enCode: string, fullName: string) => ({ id, enCode, fullName });
const page = (id: string, fullName: string, buttons: ReturnType<typeof item>[]): GrantableMenu => ({
  id,
  parentId: 'm-sys',
  fullName,
  enCode: id,
  type: 'M',
  buttons,
  columns: [],
  forms: [],
  children: [],
});
const TREE: GrantableMenu[] = [
  {
    id: 'm-sys',
    parentId: '-1',
    fullName: '系统管理',
    enCode: 'system',
    type: 'C',
    buttons: [],
    columns: [],
    forms: [],
    children: [
      page('m-user', '用户管理', [item('b-add', 'btn_add', '新建'), item('b-edit', 'btn_edit', '编辑')]),
      page('m-role', '角色管理', [item('b-role-add', 'btn_add', '新建')]),
    ],
  },
];

const shape = (nodes: GrantChangeNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.label]: shape(n.children) } : n.label));

describe('grantChangeTree', () => {
  const model = createAuthorizeModel(TREE);

  it('places added buttons under their page and directory, as the menu tree has them', () => {
    expect(shape(grantChangeTree(['b-add', 'b-edit', 'b-role-add'], model.button, {}))).toEqual([
      { 系统管理: [{ 用户管理: ['新建', '编辑'] }, { 角色管理: ['新建'] }] },
    ]);
  });

  it('places pages under their directory, and keeps an id the tree lost by its name of the time', () => {
    expect(shape(grantChangeTree(['m-user', 'gone'], model.menu, { gone: '旧页面' }))).toEqual([
      { 系统管理: ['用户管理'] },
      '旧页面',
    ]);
  });
});
