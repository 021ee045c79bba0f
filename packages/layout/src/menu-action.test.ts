import { describe, expect, it } from 'vitest';
import { menuFixture } from '../test/menu-fixture.ts';
import { resolveMenuAction } from './menu-action.ts';
import { findMenuByPath, flattenMenu } from './menu-model.ts';

const byId = (id: string) => flattenMenu(menuFixture).find((i) => i.entry.id === id)!.entry;

describe('resolveMenuAction', () => {
  it('loads the children of a category 1 entry', () => {
    expect(resolveMenuAction(byId('sys'))).toEqual({ kind: 'children', entry: byId('sys') });
  });

  it('opens a large screen (6) and a _blank external link (7) in a new window', () => {
    expect(resolveMenuAction(byId('screen'))).toEqual({ kind: 'window', url: 'https://screen.example/1' });
    expect(resolveMenuAction(byId('ext'))).toEqual({ kind: 'window', url: 'https://docs.example' });
  });

  it('navigates to a page and to a _self external link', () => {
    expect(resolveMenuAction(findMenuByPath(menuFixture, '/system/user')!.entry)).toEqual({
      kind: 'navigate',
      path: '/system/user',
    });
    expect(resolveMenuAction(byId('iframe'))).toEqual({ kind: 'navigate', path: '/link/inner' });
  });

  it('treats a directory of another category as a submenu', () => {
    expect(resolveMenuAction(byId('perm')).kind).toBe('children');
  });
});
