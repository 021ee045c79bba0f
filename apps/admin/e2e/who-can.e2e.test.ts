import { whoHasMessages as w } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authorizeMessages as a } from '../src/pages/permission/messages.ts';
import { type RoleGrants, staffRole, syncRole } from './staff-role.ts';
import {
  baseUrl,
  callApi,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openHome,
  openPage,
  sessionToken,
  tr,
} from './support.ts';

const USERS_PAGE = { zh: '用户管理', en: 'Users' };
const REMOVE = { zh: '删除', en: 'Delete' };

/** 用户管理's 删除 on the authorize screen's button tab, asked who holds it: the drawer's list of holders. */
async function whoHasRemove(page: Page, lang: Lang, removeId: string) {
  const tree = page.getByRole('tree', { name: tr(lang, a.tabButton) });
  // By its id: other pages have a 删除 of their own.
  await tree
    .locator(`[role="treeitem"][data-id="${removeId}"]`)
    .getByRole('button', { name: `${tr(lang, w.whoHas)} · ${REMOVE[lang]}` })
    .click();
  const drawer = page.getByRole('dialog', { name: new RegExp(tr(lang, w.whoHasTitle)) });
  const list = drawer.getByRole('table', { name: tr(lang, w.whoHasList) });
  await list.locator('tr[data-account="admin"]').waitFor();
  return { drawer, list };
}

/** The id of 用户管理's 删除 (a permission item). */
async function userRemoveId(token: string): Promise<string> {
  const tree = await callApi<{
    list: { enCode: string; children: { enCode: string; buttons: { id: string; enCode: string }[] }[] }[];
  }>(token, 'GET', '/admin-api/system/role/permission_tree');
  const users = tree.list.flatMap((n) => n.children).find((n) => n.enCode === 'system.user');
  return users?.buttons.find((b) => b.enCode === 'btn_remove')?.id as string;
}

describe.each(LANGS)('who has this? (%s)', (lang) => {
  it('lists who holds 用户管理’s 删除 with the path that gives it, and follows a grant', async () => {
    const token = sessionToken('admin');
    const staff = await staffRole(token);
    const removeId = await userRemoveId(token);
    const { context, page } = await openPage({ lang, as: 'admin' });
    try {
      await openHome(page);
      await page.goto(`${baseUrl}/system/authorize?roleId=${staff.id}`);
      await page.getByTestId('authorize-page').getByRole('heading', { name: '普通员工' }).waitFor();
      await page.getByRole('tab', { name: tr(lang, a.tabButton) }).click();
      await page.getByRole('searchbox', { name: tr(lang, a.filter) }).fill(USERS_PAGE[lang]);

      // Only the administrator holds it, as an administrator account; staff's role does not.
      const before = await whoHasRemove(page, lang, removeId);
      expect(await before.list.locator('tr[data-account="admin"]').textContent()).toContain(
        tr(lang, w.whoHasAdministrator),
      );
      expect(await before.list.locator('tr[data-account="staff"]').count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await before.drawer.waitFor({ state: 'hidden' });

      // Granted to staff's role (behind the page's back): asked again, staff is listed through it.
      const granted: RoleGrants = { ...staff.grants, buttons: [...staff.grants.buttons, removeId] };
      await syncRole(token, staff.id, granted);
      try {
        const after = await whoHasRemove(page, lang, removeId);
        const staffRow = after.list.locator('tr[data-account="staff"]');
        await staffRow.waitFor();
        expect(await staffRow.textContent()).toContain('普通员工');
        // Searching narrows the list to the account asked for.
        await after.drawer.getByRole('searchbox', { name: tr(lang, w.whoHasSearch) }).fill('staff');
        await after.list.locator('tr[data-account="admin"]').waitFor({ state: 'detached' });
        expect(await staffRow.count()).toBe(1);
      } finally {
        await syncRole(token, staff.id, staff.grants);
      }
    } finally {
      await context.close();
    }
  });
});
