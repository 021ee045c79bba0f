import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshPermissions } from './refresh-permissions.ts';
import { session } from './session-store.ts';

const answers: ((data: unknown) => void)[] = [];
const currentUser = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
vi.mock('../app/session-api.ts', () => ({ sessionApi: { currentUser: () => currentUser() } }));

const menu = (id: string) => ({ id, parentId: '-1', type: 'M', menu_name: id, children: [] });
const signedIn = () =>
  Object.assign(session, {
    token: 't',
    routesReady: true,
    isLock: false,
    menuList: [menu('a'), menu('b')],
    permissionList: [{ modelId: 'a', button: [{ enCode: 'btn_add' }], column: [], form: [] }],
  });

afterEach(() => {
  answers.length = 0;
  currentUser.mockClear();
});

describe('refreshPermissions', () => {
  it('takes the new menu and permissions, with one request for calls made together', async () => {
    signedIn();
    const first = refreshPermissions();
    const second = refreshPermissions();
    expect(currentUser).toHaveBeenCalledTimes(1);
    answers[0]?.({
      menuList: [menu('a')],
      permissionList: [{ modelId: 'a', button: [], column: [], form: [] }],
    });
    await Promise.all([first, second]);
    expect(session.menuList.map((m) => m.id)).toEqual(['a']);
    expect(session.permissionList[0]?.button).toEqual([]);
  });

  it('takes the watermark switch along, off when the answer has none', async () => {
    signedIn();
    const on = refreshPermissions();
    answers[0]?.({ menuList: session.menuList, permissionList: session.permissionList, watermark: true });
    await on;
    expect(session.watermark).toBe(true);
    const off = refreshPermissions();
    answers[1]?.({ menuList: session.menuList, permissionList: session.permissionList });
    await off;
    expect(session.watermark).toBe(false);
  });

  it('keeps the store as it is when nothing changed', async () => {
    signedIn();
    const before = session.permissionList;
    const done = refreshPermissions();
    answers[0]?.({
      menuList: JSON.parse(JSON.stringify(session.menuList)),
      permissionList: JSON.parse(JSON.stringify(before)),
    });
    await done;
    expect(session.permissionList).toBe(before);
  });

  it('asks nothing while signed out or locked', async () => {
    signedIn();
    session.isLock = true;
    await refreshPermissions();
    session.isLock = false;
    session.token = '';
    await refreshPermissions();
    expect(currentUser).not.toHaveBeenCalled();
  });
});
