import { describe, expect, it } from 'vitest';
import { createCloseGuards } from './close-guards.ts';

describe('createCloseGuards', () => {
  it('knows which tabs hold a dirty form until every form of the tab is clean', () => {
    const guards = createCloseGuards();
    guards.set('/system/user', 'a', true);
    guards.set('/system/user', 'b', true);
    guards.set('/system/role', 'c', false);
    expect(guards.dirtyAmong()).toEqual(['/system/user']);
    guards.set('/system/user', 'a', false);
    expect(guards.isDirty('/system/user')).toBe(true);
    guards.set('/system/user', 'b', false);
    expect(guards.dirtyAmong(['/system/user', '/home'])).toEqual([]);
  });
});
