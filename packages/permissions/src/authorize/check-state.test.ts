import { describe, expect, it } from 'vitest';
import { fixtureTree } from './authorize-fixture.ts';
import { createAuthorizeModel } from './authorize-model.ts';
import { checkAll, checkStates, toggleNode } from './check-state.ts';
import { leafEnabler } from './grant-selection.ts';

const model = createAuthorizeModel(fixtureTree);
const none = new Set<string>();

describe('checkStates', () => {
  it('makes a directory indeterminate when some pages are checked, checked when all are', () => {
    const some = checkStates(model.menu, new Set(['user']));
    expect(some.stateOf('sys')).toBe('indeterminate');
    expect(some.stateOf('perm')).toBe('unchecked');
    expect(some.checked).toBe(1);
    expect(some.total).toBe(3);
    const all = checkStates(model.menu, new Set(['user', 'role']));
    expect(all.stateOf('sys')).toBe('checked');
  });

  it('shows items of an ungranted page as unchecked and disabled, whatever the selection holds', () => {
    const selection = {
      menu: new Set(['user']),
      button: new Set(['u-add', 'r-add']),
      column: none,
      form: none,
    };
    const states = checkStates(model.button, selection.button, leafEnabler(model, 'button', selection));
    expect(states.stateOf('u-add')).toBe('checked');
    expect(states.stateOf('r-add')).toBe('unchecked');
    expect(states.isDisabled('r-add')).toBe(true);
    expect(states.isDisabled('role')).toBe(true);
    expect(states.stateOf('user')).toBe('indeterminate');
    expect(states.total).toBe(2);
  });
});

describe('toggleNode and checkAll', () => {
  it('checking a directory checks every page beneath it; unchecking clears them', () => {
    const on = toggleNode(model.menu, none, 'sys', true);
    expect([...on].sort()).toEqual(['role', 'user']);
    expect([...toggleNode(model.menu, on, 'sys', false)]).toEqual([]);
  });

  it('checking a page in the button tab grants only buttons of granted pages', () => {
    const selection = { menu: new Set(['role']), button: none, column: none, form: none };
    const next = toggleNode(model.button, none, 'sys', true, leafEnabler(model, 'button', selection));
    expect([...next]).toEqual(['r-add']);
  });

  it('check all respects a filter', () => {
    const next = checkAll(model.menu, none, true, undefined, new Set(['perm', 'log']));
    expect([...next]).toEqual(['log']);
    expect(checkAll(model.menu, new Set(['user', 'log']), false).size).toBe(0);
  });
});
