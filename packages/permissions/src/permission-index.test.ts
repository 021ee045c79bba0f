import { describe, expect, it } from 'vitest';
import { createPermissionIndex } from './permission-index.ts';

const list = [
  {
    modelId: 'user',
    button: [
      { enCode: 'btn_add', fullName: '新建' },
      { enCode: 'btn_edit', fullName: '编辑' },
    ],
    column: [{ enCode: 'fullName', fullName: '姓名' }],
    form: [{ enCode: 'mobile', fullName: '手机' }],
  },
  { modelId: 'role', button: [{ enCode: 'btn_remove', fullName: '删除' }], column: [], form: [] },
];

describe('createPermissionIndex', () => {
  it('answers can() per page and kind', () => {
    const index = createPermissionIndex(list);
    expect(index.can('user', 'button', 'btn_add')).toBe(true);
    expect(index.can('user', 'button', 'btn_remove')).toBe(false);
    expect(index.can('role', 'button', 'btn_remove')).toBe(true);
    expect(index.can('user', 'column', 'fullName')).toBe(true);
    expect(index.can('user', 'form', 'mobile')).toBe(true);
  });

  it('does not let a code of one kind or page grant another', () => {
    const index = createPermissionIndex(list);
    expect(index.can('user', 'button', 'fullName')).toBe(false);
    expect(index.can('user', 'form', 'fullName')).toBe(false);
    expect(index.can('role', 'button', 'btn_add')).toBe(false);
  });

  it('denies everything for an unknown or missing model id', () => {
    const index = createPermissionIndex(list);
    expect(index.can('nope', 'button', 'btn_add')).toBe(false);
    expect(index.can(undefined, 'button', 'btn_add')).toBe(false);
    expect(index.can(null, 'button', 'btn_add')).toBe(false);
    expect(index.hasModel('nope')).toBe(false);
    expect(index.hasModel('user')).toBe(true);
    expect(index.codes('nope', 'button').size).toBe(0);
  });

  it('answers has() over every code of every page and kind', () => {
    const index = createPermissionIndex(list);
    expect(index.has('btn_remove')).toBe(true);
    expect(index.has('mobile')).toBe(true);
    expect(index.has('btn_export')).toBe(false);
  });

  it('merges entries of the same model and tolerates null lists', () => {
    const index = createPermissionIndex([
      { modelId: 'dict', button: [{ enCode: 'btn_add' }], column: null, form: null },
      { modelId: 'dict', button: [{ enCode: 'btn_edit' }] },
    ]);
    expect([...index.codes('dict', 'button')].sort()).toEqual(['btn_add', 'btn_edit']);
    expect(index.modelIds).toEqual(['dict']);
  });

  it('accepts an empty or missing list', () => {
    expect(createPermissionIndex(undefined).has('btn_add')).toBe(false);
    expect(createPermissionIndex([]).modelIds).toEqual([]);
  });

  it('looks codes up in constant time on a large list', () => {
    const big = Array.from({ length: 2000 }, (_, i) => ({
      modelId: `m${i}`,
      button: Array.from({ length: 20 }, (_, j) => ({ enCode: `btn_${j}` })),
    }));
    const index = createPermissionIndex(big);
    // A linear scan would be ~40,000 comparisons per call; 100,000 calls stay far below a second.
    const start = performance.now();
    let hits = 0;
    for (let i = 0; i < 100_000; i++) if (index.can(`m${i % 2000}`, 'button', 'btn_19')) hits++;
    expect(hits).toBe(100_000);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
