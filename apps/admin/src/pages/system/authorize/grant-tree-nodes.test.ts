import { createAuthorizeModel, type GrantableMenu } from '@pmc/permissions/authorize';
import { describe, expect, it } from 'vitest';
import { grantTreeNodes } from './grant-tree-nodes.ts';

const menu = (id: string, children: GrantableMenu[] = [], buttons = 0): GrantableMenu => ({
  id,
  parentId: '-1',
  fullName: `菜单${id}`,
  enCode: `m.${id}`,
  type: children.length ? 'C' : 'M',
  buttons: Array.from({ length: buttons }, (_, i) => ({
    id: `${id}-b${i}`,
    enCode: `btn_${i}`,
    fullName: `按钮${i}`,
  })),
  columns: [],
  forms: [],
  children,
});

describe('grantTreeNodes', () => {
  const model = createAuthorizeModel([menu('sys', [menu('user', [], 2), menu('role', [], 1)])]);

  it('gives the tab as tree nodes, built once per tab', () => {
    const nodes = grantTreeNodes(model.button, null);
    expect(nodes.map((n) => n.fullName)).toEqual(['菜单sys']);
    expect(nodes[0]?.children?.map((n) => n.id)).toEqual(['user', 'role']);
    expect(nodes[0]?.children?.[0]?.children?.map((n) => [n.fullName, n.type, n.isLeaf])).toEqual([
      ['按钮0', 'button', true],
      ['按钮1', 'button', true],
    ]);
    expect(grantTreeNodes(model.button, null)).toBe(nodes);
  });

  it('keeps only what a filter shows', () => {
    const nodes = grantTreeNodes(model.button, new Set(['sys', 'role', 'role-b0']));
    expect(nodes[0]?.children?.map((n) => n.id)).toEqual(['role']);
    expect(nodes[0]?.children?.[0]?.children?.map((n) => n.id)).toEqual(['role-b0']);
  });
});
