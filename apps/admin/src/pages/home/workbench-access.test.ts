import { describe, expect, it } from 'vitest';
import { workbenchAccess } from './workbench-access.ts';

const page = (enCode: string, route: string) => ({ type: 'M', enCode, route, children: [] });

describe('workbenchAccess', () => {
  it('answers the path of each granted page, and nothing for the others', () => {
    const menu = [
      { type: 'C', enCode: 'system', route: '', children: [page('system.user', 'system/user')] },
      {
        type: 'C',
        enCode: 'permission',
        route: '',
        children: [page('permission.signInLog', '/permission/signInLog')],
      },
    ];
    expect(workbenchAccess(menu)).toEqual({ users: '/system/user', signInLog: '/permission/signInLog' });
  });

  it('answers nothing for an empty menu', () => {
    expect(workbenchAccess([])).toEqual({});
  });
});
