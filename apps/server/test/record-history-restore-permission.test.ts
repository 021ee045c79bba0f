import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, permissionItems } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
let staffRoleId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  staff = await server.signIn('staff', 'Staff@2026');
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  staffRoleId = roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
});
afterAll(() => server.close());

/** Deletes a new position as admin and answers the id of its delete entry. */
async function deletedPosition(enCode: string): Promise<string> {
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  const organizeId = depts.find((d: { enCode: string }) => d.enCode === 'pmc.office').id;
  await server.api('POST', '/api/permission/Position', admin, {
    fullName: enCode,
    enCode,
    type: 'other',
    organizeId,
  });
  const id = (await server.api('GET', `/api/permission/Position?keyword=${enCode}`, admin)).data.list[0].id;
  expect((await server.api('DELETE', `/api/permission/Position/${id}`, admin)).code).toBe(200);
  const search = `/admin-api/system/history?kind=position&recordId=${id}&action=delete`;
  return (await server.api('GET', search, admin)).data.list[0].id;
}

async function grantStaffRestoreButton(): Promise<void> {
  const [button] = await server.database.db
    .select({ id: permissionItems.id })
    .from(permissionItems)
    .innerJoin(menus, eq(menus.id, permissionItems.menuId))
    .where(and(eq(menus.enCode, 'permission.recordHistory'), eq(permissionItems.enCode, 'btn_restore')));
  const grants = (await server.api('GET', `/admin-api/system/role/permission/${staffRoleId}`, admin)).data;
  const synced = await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, {
    ...grants,
    buttons: [...grants.buttons, button?.id],
  });
  expect(synced.code).toBe(200);
}

describe('restoring a deleted record needs the audit page’s 恢复 button', () => {
  it('refuses staff without btn_restore (though they hold 新建 on 岗位管理), then restores once granted', async () => {
    const entry = await deletedPosition('restorePerm');
    // Staff holds the position page's 新建 button from the seed: that alone no longer restores.
    const refused = await server.app.inject({
      method: 'POST',
      url: `/admin-api/system/history/${entry}/restore`,
      headers: { authorization: staff },
    });
    expect(refused.json()).toMatchObject({ code: 403 });
    const stillGone = await server.api('GET', '/api/permission/Position?keyword=restorePerm', admin);
    expect(stillGone.data.list).toHaveLength(0);

    await grantStaffRestoreButton();
    const restored = await server.api('POST', `/admin-api/system/history/${entry}/restore`, staff);
    expect(restored.code).toBe(200);
    const back = await server.api('GET', '/api/permission/Position?keyword=restorePerm', admin);
    expect(back.data.list.map((p: { enCode: string }) => p.enCode)).toEqual(['restorePerm']);
  });
});
