import { createHash } from 'node:crypto';
import { apiClientMessages } from '@pmc/api-client';
import { uiMessages } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { delegationMessages as d } from '../src/pages/permission/messages.ts';
import { userMessages as u } from '../src/pages/system/user/messages.ts';
import { confirmWith, dialogNamed, openListPage, rowAction, rowsWith } from './list-pages.ts';
import { staffRole, syncRole } from './staff-role.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openHome,
  openPage,
  sessionToken,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';
import { adminCall, storedUser } from './user-fixtures.ts';

const CARE = '关爱服务部';

interface MenuNode {
  enCode: string;
  buttons: { id: string; enCode: string }[];
  children: MenuNode[];
}

/** The code an envelope answers for a call as `token` (the refusals are the point here). */
async function codeOf(token: string, method: string, path: string, body?: unknown): Promise<number> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await res.json()) as { code: number }).code;
}

const newUser = (account: string, organizeId: string) => ({
  account,
  realName: '分级用户',
  organizeId,
  password: createHash('md5').update('Journey@2026', 'utf8').digest('hex'),
});

/** Staff's user list searched for one account (the query lives in the URL). */
async function staffUsers(page: Page, lang: Lang, account: string): Promise<Locator> {
  await page.goto(`${baseUrl}/system/user?keyword=${account}`);
  const table = page.getByRole('table', { name: tr(lang, u.list) });
  await table.getByRole('row').first().waitFor();
  return table;
}

describe.each(LANGS)('分级管理 rights take effect (%s)', (lang) => {
  it('a delegate adds, edits and deletes users beneath the organisation only with those rights', async () => {
    const token = sessionToken('admin');
    const before = await staffRole(token);
    const target = `deleg${lang}`;
    const added = `delegadd${lang}`;
    const careOrg = (await storedUser('newbie')).organizeId as string;
    const staffId = (await storedUser('staff')).id;
    const delegation = `/api/permission/organizeAdminIsTrator/${careOrg}`;
    const delegate = (rights: { canView: boolean; canAdd: boolean; canEdit: boolean; canRemove: boolean }) =>
      adminCall('PUT', delegation, { list: [{ userId: staffId, ...rights }] });

    // Staff's role may add, edit and delete users, but sees only its own records: 关爱服务部 lies
    // outside it until a delegation brings it in.
    const tree = await adminCall<{ list: MenuNode[] }>('GET', '/admin-api/system/role/permission_tree');
    const find = (nodes: MenuNode[]): MenuNode | undefined =>
      nodes.map((n) => (n.enCode === 'system.user' ? n : find(n.children))).find(Boolean);
    const userButtons = (find(tree.list)?.buttons ?? [])
      .filter((b) => ['btn_add', 'btn_edit', 'btn_remove'].includes(b.enCode))
      .map((b) => b.id);
    expect(userButtons).toHaveLength(3);
    await syncRole(token, before.id, {
      ...before.grants,
      buttons: [...new Set([...before.grants.buttons, ...userButtons])],
      dataScope: 'own',
      dataScopeOrgIds: [],
    });
    await adminCall('POST', '/admin-api/system/user', newUser(target, careOrg));
    const targetId = (await storedUser(target)).id;

    const admin = await openPage({ lang, as: 'admin' });
    const staff = await openPage({ lang, as: 'staff' });
    try {
      const staffToken = sessionToken('staff');
      // No delegation: the user is not listed, and adding, editing or deleting it is refused.
      await openHome(staff.page);
      let table = await staffUsers(staff.page, lang, target);
      await table.getByText(tr(lang, uiMessages.empty)).waitFor();
      expect(await codeOf(staffToken, 'POST', '/admin-api/system/user', newUser(added, careOrg))).not.toBe(
        200,
      );
      const rename = { realName: '越权改名', lastModifyTime: (await storedUser(target)).lastModifyTime };
      expect(await codeOf(staffToken, 'PUT', `/admin-api/system/user/${targetId}`, rename)).not.toBe(200);
      expect(await codeOf(staffToken, 'DELETE', `/admin-api/system/user/${targetId}`)).not.toBe(200);

      // Viewing only: listed, but a save is refused (and says so).
      await delegate({ canView: true, canAdd: false, canEdit: false, canRemove: false });
      table = await staffUsers(staff.page, lang, target);
      const row = rowsWith(table, target);
      await row.waitFor();
      await rowAction(row, 'edit');
      const form = dialogNamed(staff.page, tr(lang, kitMessages.editTitle, { title: tr(lang, u.entity) }));
      const realName = form.getByRole('textbox', { name: tr(lang, u.realName), exact: true });
      await expect.poll(() => realName.inputValue()).toBe('分级用户');
      await realName.fill('只读改名');
      await form.getByTestId('kit-form-save').click();
      await expectToast(staff.page, tr(lang, apiClientMessages.forbidden));
      // The refused form stays open with what was typed; leaving it asks first.
      expect(await realName.inputValue()).toBe('只读改名');
      await realName.press('Escape');
      await confirmWith(staff.page, lang, tr(lang, kitMessages.unsavedLeave));
      await form.waitFor({ state: 'detached' });
      expect((await storedUser(target)).realName).toBe('分级用户');

      // The administrator gives staff add, edit and delete on 关爱服务部 on the 分级管理 page.
      await openHome(admin.page);
      await openListPage(
        admin.page,
        `/permission/organizeAdmin?organizeId=${careOrg}`,
        'organize-admin-page',
      );
      const title = tr(lang, d.title, { name: CARE });
      const delegates = admin.page.getByRole('table', { name: title });
      const staffRow = rowsWith(delegates, '张三/staff');
      await staffRow.waitFor();
      for (const right of ['canAdd', 'canEdit', 'canRemove'] as const) {
        const box = staffRow.getByRole('checkbox', { name: tr(lang, d[right]), exact: true });
        expect(await box.getAttribute('aria-checked')).toBe('false');
        await box.click();
      }
      await expectNoSeriousA11yViolations(admin.page);
      await admin.page.getByRole('button', { name: tr(lang, d.save), exact: true }).click();
      await expectToast(admin.page, tr(lang, d.saved));

      // Now staff's edit goes through, an add beneath the organisation too, and the delete.
      await rowAction(row, 'edit');
      await expect.poll(() => realName.inputValue()).toBe('分级用户');
      await realName.fill('分级改名');
      await form.getByTestId('kit-form-save').click();
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain('分级改名');
      expect(await codeOf(staffToken, 'POST', '/admin-api/system/user', newUser(added, careOrg))).toBe(200);
      await rowAction(row, 'remove');
      await confirmWith(staff.page, lang, tr(lang, uiMessages.deleteConfirm));
      await expect.poll(() => rowsWith(table, target).count()).toBe(0);
      await expect.poll(async () => (await storedUser(added)).organizeId).toBe(careOrg);
    } finally {
      await adminCall('PUT', delegation, { list: [] });
      await syncRole(token, before.id, before.grants);
      for (const account of [target, added]) {
        const found = await storedUser(account).catch(() => null);
        if (found) await adminCall('DELETE', `/admin-api/system/user/${found.id}`);
      }
      await admin.context.close();
      await staff.context.close();
    }
  });
});
