import { describe, expect, it } from 'vitest';
import { fixtureTree } from './authorize-fixture.ts';
import { createAuthorizeModel } from './authorize-model.ts';
import { filterTree } from './filter-tree.ts';

const model = createAuthorizeModel(fixtureTree);

describe('filterTree', () => {
  it('shows a match, the path to it and everything beneath it', () => {
    expect([...(filterTree(model.button, '用户') ?? [])]).toEqual(['user', 'u-add', 'u-edit', 'sys']);
  });

  it('matches codes case-insensitively', () => {
    expect([...(filterTree(model.button, 'BTN_EDIT') ?? [])].sort()).toEqual(['sys', 'u-edit', 'user']);
  });

  it('shows everything for an empty filter and nothing for a miss', () => {
    expect(filterTree(model.menu, '  ')).toBeNull();
    expect(filterTree(model.menu, 'zzz')?.size).toBe(0);
  });

  it('takes a custom matcher (pinyin, initials)', () => {
    const initials: Record<string, string> = { 登录日志: 'dlrz' };
    const visible = filterTree(model.menu, 'DLRZ', (n, t) => initials[n.label]?.includes(t) ?? false);
    expect([...(visible ?? [])]).toEqual(['log', 'perm']);
  });
});
