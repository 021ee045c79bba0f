import { apiClientMessages } from '@pmc/api-client';
import { layoutMessages } from '@pmc/layout';
import { kitMessages } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authorizeMessages, roleMessages } from '../src/pages/permission/messages.ts';
import { confirmWith } from './list-pages.ts';
import { staffRole, syncRole } from './staff-role.ts';
import {
  callApi as api,
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

const ROLES_PAGE = { zh: '角色管理', en: 'Roles' };
const SIGN_IN_LOG = { zh: '登录日志', en: 'Sign-in log' };
const ADD = { zh: '新建', en: 'Add' };
const PERMISSION = { zh: '权限管理', en: 'Permission' };

/** The authorize screen's button tab narrowed to the role page, with its 新建 box. */
async function roleAddBox(page: Page, lang: Lang) {
  await page.getByRole('tab', { name: tr(lang, authorizeMessages.tabButton) }).click();
  await page.getByRole('searchbox', { name: tr(lang, authorizeMessages.filter) }).fill(ROLES_PAGE[lang]);
  return page.getByRole('tree', { name: tr(lang, authorizeMessages.tabButton) }).getByRole('treeitem', {
    name: `${ADD[lang]} btn_add`,
    exact: true,
  });
}

async function saveWithDiff(page: Page, lang: Lang, added: number, removed: number, holders: number) {
  await page.getByRole('button', { name: tr(lang, authorizeMessages.save), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(tr(lang, authorizeMessages.diffHolders, { n: String(holders) })).waitFor();
  const buttons = dialog.getByRole('region', { name: tr(lang, authorizeMessages.tabButton) });
  const texts = await buttons.textContent();
  if (added) expect(texts).toContain(tr(lang, authorizeMessages.diffAdded, { n: String(added) }));
  if (removed) expect(texts).toContain(tr(lang, authorizeMessages.diffRemoved, { n: String(removed) }));
  expect(texts).toContain(`${ROLES_PAGE[lang]} / ${ADD[lang]}`);
  expect(await dialog.getByRole('region').count()).toBe(1); // only the button tab changed
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: tr(lang, authorizeMessages.confirm) }).click();
  await expectToast(page, tr(lang, authorizeMessages.saved));
  await dialog.waitFor({ state: 'hidden' });
}

describe.each(LANGS)('roles and the authorize screen (%s)', (lang) => {
  it('shows the diff, previews what staff will see, and staff catches up without signing out', async () => {
    const token = sessionToken('admin');
    const before = await staffRole(token);
    const admin = await openPage({ lang, as: 'admin' });
    const staff = await openPage({ lang, as: 'staff' });
    try {
      await openHome(staff.page);
      await staff.page.goto(`${baseUrl}/system/role`);
      await staff.page.getByTestId('role-page').getByRole('row').nth(1).waitFor();
      const staffAdd = staff.page.getByTestId('role-page').getByTestId('kit-add');
      expect(await staffAdd.count()).toBe(0);

      await openHome(admin.page);
      await admin.page.goto(`${baseUrl}/system/role`);
      const row = admin.page.getByRole('row').filter({ hasText: '普通员工' });
      await row.waitFor();
      await expectNoSeriousA11yViolations(admin.page);
      await row.getByRole('button', { name: tr(lang, roleMessages.authorize) }).click();
      await admin.page.waitForURL(/\/system\/authorize\?roleId=/);
      await admin.page.getByTestId('authorize-page').getByRole('heading', { name: '普通员工' }).waitFor();
      await expectNoSeriousA11yViolations(admin.page);

      // Nothing changed yet: save is off.
      expect(
        await admin.page
          .getByRole('button', { name: tr(lang, authorizeMessages.save), exact: true })
          .isDisabled(),
      ).toBe(true);
      const box = await roleAddBox(admin.page, lang);
      expect(await box.getAttribute('aria-checked')).toBe('false');
      // A row of the virtual tree still tells where it sits: 系统管理 › 角色管理 › 新建.
      expect(await box.getAttribute('aria-level')).toBe('3');
      expect(Number(await box.getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(3);
      await box.click();
      await saveWithDiff(admin.page, lang, 1, 0, before.userCount);

      // Preview as the role: on the role page it sees 新建 and nothing else.
      await admin.page.getByRole('button', { name: tr(lang, authorizeMessages.preview) }).click();
      const preview = admin.page.getByTestId('perm-preview');
      await preview.getByRole('button', { name: ROLES_PAGE[lang], exact: true }).click();
      const previewed = await preview.locator('[data-kind="button"] p').textContent();
      expect(previewed).toBe(ADD[lang]);
      await expectNoSeriousA11yViolations(admin.page);
      await admin.page.keyboard.press('Escape');

      // Staff's window regains focus: the 新建 the preview showed appears, still signed in.
      await staff.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await staffAdd.waitFor();
      expect(await staff.page.getByRole('button', { name: tr(lang, kitMessages.more) }).count()).toBe(0);

      // Taken away again, from the keyboard (Space on the focused row): the server refuses at once; the
      // refusal reloads staff's permissions.
      const again = await roleAddBox(admin.page, lang);
      await again.focus();
      await admin.page.keyboard.press('Space');
      await expect.poll(() => again.getAttribute('aria-checked')).toBe('false');
      await saveWithDiff(admin.page, lang, 0, 1, before.userCount);
      await staffAdd.click();
      const form = staff.page.getByRole('dialog');
      await form.getByRole('textbox').nth(0).fill('临时角色');
      await form.getByRole('textbox').nth(1).fill(`tmp${lang}`);
      await form.getByRole('button', { name: tr(lang, kitMessages.save) }).click();
      await expectToast(staff.page, tr(lang, apiClientMessages.forbidden));
      // The refused form stays open with what was typed; leaving it asks first.
      await staff.page.keyboard.press('Escape');
      await confirmWith(staff.page, lang, tr(lang, kitMessages.unsavedLeave));
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => staffAdd.count()).toBe(0);

      // A menu taken away leaves staff's side menu when the window regains focus.
      const sideMenu = staff.page.getByRole('menu', { name: tr(lang, layoutMessages.menu) });
      const logItem = sideMenu.getByRole('menuitem', { name: SIGN_IN_LOG[lang], exact: true });
      await sideMenu.getByRole('menuitem', { name: PERMISSION[lang], exact: true }).click();
      await logItem.waitFor();
      const tree = await api<{
        list: { enCode: string; id: string; children: { enCode: string; id: string }[] }[];
      }>(token, 'GET', '/admin-api/system/role/permission_tree');
      const logPage = tree.list
        .flatMap((n) => n.children)
        .find((n) => n.enCode === 'permission.signInLog')?.id;
      await syncRole(token, before.id, {
        ...before.grants,
        menus: before.grants.menus.filter((id) => id !== logPage),
      });
      await staff.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => logItem.count()).toBe(0);
    } finally {
      await syncRole(token, before.id, before.grants);
      await admin.context.close();
      await staff.context.close();
    }
  });
});
