import { widgetsMessages } from '@pmc/widgets';
import { describe, expect, it } from 'vitest';
import { authorizeMessages as a, previewMessages as p } from '../src/pages/permission/messages.ts';
import { userMessages as u } from '../src/pages/system/user/messages.ts';
import { staffRole, syncRole } from './staff-role.ts';
import {
  baseUrl,
  callApi,
  expectNoSeriousA11yViolations,
  LANGS,
  openHome,
  openPage,
  sessionToken,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';

interface Found {
  list: { id: string; account: string; organizeId?: string | null }[];
}

describe.each(LANGS)('data scope (%s)', (lang) => {
  it('a role set to its own organisation sees only that organisation’s users: list, picker and by id', async () => {
    const token = sessionToken('admin');
    const before = await staffRole(token);
    const newbie = (await callApi<Found>(token, 'GET', '/admin-api/system/user?keyword=newbie')).list[0];
    const staffUser = (await callApi<Found>(token, 'GET', '/admin-api/system/user?keyword=staff')).list[0];
    const careOrg = newbie?.organizeId as string;
    const admin = await openPage({ lang, as: 'admin' });
    const staff = await openPage({ lang, as: 'staff' });
    try {
      // The administrator narrows 普通员工 to its own organisation on the authorize screen's data tab.
      await openHome(admin.page);
      await admin.page.goto(`${baseUrl}/system/authorize?roleId=${before.id}`);
      await admin.page.getByTestId('authorize-page').getByRole('heading', { name: '普通员工' }).waitFor();
      await admin.page.getByRole('tab', { name: tr(lang, a.tabData) }).click();
      await admin.page.getByRole('radio', { name: tr(lang, a.scopeOrg), exact: true }).check();
      await admin.page.getByRole('button', { name: tr(lang, a.save), exact: true }).click();
      const diff = admin.page.getByRole('dialog', { name: tr(lang, a.diffTitle, { name: '普通员工' }) });
      await diff
        .getByText(tr(lang, a.diffScope, { from: tr(lang, a.scopeAll), to: tr(lang, a.scopeOrg) }))
        .waitFor();
      await expectNoSeriousA11yViolations(admin.page);
      await diff.getByRole('button', { name: tr(lang, a.confirm) }).click();
      await expectToast(admin.page, tr(lang, a.saved));

      // Staff (in 开发组) now lists only the users of 开发组.
      await openHome(staff.page);
      await staff.page.goto(`${baseUrl}/system/user`);
      const users = staff.page.getByRole('table', { name: tr(lang, u.list) });
      await users.getByRole('cell', { name: 'staff', exact: true }).waitFor();
      expect(await users.getByRole('cell', { name: 'newbie', exact: true }).count()).toBe(0);
      expect(await users.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);

      // The user picker (the authorize preview's, which staff may open) finds no one outside it.
      await staff.page.goto(`${baseUrl}/system/authorize?roleId=${before.id}`);
      await staff.page.getByRole('button', { name: tr(lang, a.preview) }).click();
      await staff.page.getByRole('button', { name: tr(lang, p.asUser) }).click();
      const pickTitle = tr(lang, p.pickUser);
      await staff.page
        .getByRole('button', { name: tr(lang, widgetsMessages.pickerPlaceholder, { title: pickTitle }) })
        .click();
      const picker = staff.page.getByRole('dialog', {
        name: tr(lang, widgetsMessages.pickerDialogTitle, { title: pickTitle }),
      });
      const search = picker.getByRole('textbox', { name: tr(lang, widgetsMessages.treeSearch) });
      await search.fill('zhangsan');
      await picker.getByRole('treeitem', { name: '张三/staff' }).waitFor();
      await search.fill('lisi');
      await picker.getByText(tr(lang, widgetsMessages.noMatch)).waitFor();
      await staff.page.keyboard.press('Escape');

      // By id: another organisation's user is refused (the request core shows 无权限).
      const staffToken = sessionToken('staff');
      const res = await fetch(`${baseUrl}/admin-api/system/user/${newbie?.id}`, {
        headers: { authorization: staffToken },
      });
      const answer = (await res.json()) as { code: number; data: unknown };
      expect([403, 404]).toContain(answer.code);
      expect(answer.data).toBeNull();
      const own = await callApi<{ account: string }>(
        staffToken,
        'GET',
        `/admin-api/system/user/${staffUser?.id}`,
      );
      expect(own.account).toBe('staff');

      // Delegated viewing of 关爱服务部 (分级管理) widens it: newbie appears in the list.
      await callApi(token, 'PUT', `/api/permission/organizeAdminIsTrator/${careOrg}`, {
        list: [{ userId: staffUser?.id, canView: true, canAdd: false, canEdit: false, canRemove: false }],
      });
      await staff.page.goto(`${baseUrl}/system/user`);
      await users.getByRole('cell', { name: 'newbie', exact: true }).waitFor();
      expect(await users.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);
    } finally {
      await callApi(token, 'PUT', `/api/permission/organizeAdminIsTrator/${careOrg}`, { list: [] });
      await syncRole(token, before.id, before.grants);
      await admin.context.close();
      await staff.context.close();
    }
  });
});
