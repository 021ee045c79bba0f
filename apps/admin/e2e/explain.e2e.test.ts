import { layoutMessages } from '@pmc/layout';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import {
  authorizeMessages as a,
  previewMessages as p,
  roleMessages as r,
} from '../src/pages/permission/messages.ts';
import { openListPage, rowsWith } from './list-pages.ts';
import { staffRole } from './staff-role.ts';
import {
  expectNoSeriousA11yViolations,
  LANGS,
  openHome,
  openPage,
  openUserMenu,
  sessionToken,
  tr,
} from './support.ts';

const ROLES_PAGE = { zh: '角色管理', en: 'Roles' };
const POSITIONS_PAGE = { zh: '岗位管理', en: 'Positions' };

describe.each(LANGS)('permission explain mode (%s)', (lang) => {
  it('an administrator outlines every guarded element with its code, and the preview marks what a role would not see', async () => {
    const staffRoleId = (await staffRole(sessionToken('admin'))).id;
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, '/system/role', 'role-page');
    const table = page.getByRole('table', { name: tr(lang, r.listLabel) });
    const row = rowsWith(table, '普通员工');
    await row.waitFor();
    const explained = page.locator('[data-slot="permission-explain"]');
    expect(await explained.count()).toBe(0);

    // Switched on from another page: the role page, cached in its tab, follows at once, while hidden.
    const sideMenu = page.getByRole('menu', { name: tr(lang, layoutMessages.menu) });
    await sideMenu.getByRole('menuitem', { name: POSITIONS_PAGE[lang], exact: true }).click();
    await page.getByTestId('position-page').getByRole('row').nth(1).waitFor();
    expect(await page.getByTestId('role-page').isHidden()).toBe(true);
    await openUserMenu(page);
    const toggle = page.getByRole('menuitemcheckbox', { name: tr(lang, layoutMessages.explainPermissions) });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect
      .poll(() => page.getByTestId('role-page').locator('[data-slot="permission-explain"]').count())
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await sideMenu.getByRole('menuitem', { name: ROLES_PAGE[lang], exact: true }).click();
    await row.waitFor();

    // The toolbar's 新建 and each row's 编辑 and 删除 show what they need: granted, still usable.
    const add = page
      .getByTestId('role-page')
      .locator('[data-slot="permission-explain"][data-code="btn_add"]');
    await add.waitFor();
    expect(await add.getAttribute('data-granted')).toBe('true');
    expect(await add.getAttribute('title')).toMatch(/^✓ \S+ · button · btn_add$/);
    // The row's 编辑 and its enabled switch both need btn_edit.
    const edit = row.locator('[data-slot="permission-explain"][data-code="btn_edit"]');
    expect(await edit.count()).toBe(2);
    expect(await edit.nth(0).getAttribute('data-granted')).toBe('true');
    expect(await edit.locator('[role="switch"]').count()).toBe(1);
    expect(await row.locator('[data-slot="permission-explain"][data-code="btn_remove"]').count()).toBe(1);
    // The list's guarded columns are listed with what they need.
    const listedColumns = page
      .getByTestId('role-page')
      .getByRole('list', { name: tr(lang, kitMessages.explainColumns) })
      .locator('[data-slot="permission-explain"]');
    const columnCodes = await listedColumns.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(columnCodes.length).toBeGreaterThan(2);
    expect(new Set(columnCodes)).toEqual(new Set(['column']));
    await expectNoSeriousA11yViolations(page);
    // So are the form's guarded fields.
    await add.click();
    const form = page.getByRole('dialog');
    const fields = form
      .getByRole('list', { name: tr(lang, kitMessages.explainFields) })
      .locator('[data-slot="permission-explain"]');
    await fields.first().waitFor();
    expect(
      await fields.evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-code')}:${e.getAttribute('data-granted')}`),
      ),
    ).toEqual(['fullName:true', 'enCode:true', 'type:true']);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    // The preview of 普通员工 on 角色管理: every button listed, the ones the role lacks marked ✕.
    // In-app navigation (the row's 授权): explain mode lasts for the page load, a reload ends it.
    await row.locator('[data-action="authorize"]').click();
    await page.waitForURL(new RegExp(`roleId=${staffRoleId}`));
    await page.getByTestId('authorize-page').getByRole('heading', { name: '普通员工' }).waitFor();
    // The grant trees show each menu's code too.
    await page
      .getByTestId('authorize-page')
      .locator('code', { hasText: /^system\.role$/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: tr(lang, a.preview) }).click();
    const preview = page.getByTestId('perm-preview');
    await preview.getByRole('button', { name: ROLES_PAGE[lang], exact: true }).click();
    const buttons = preview
      .locator('[data-kind="button"]')
      .getByRole('list', { name: tr(lang, p.explainAll) });
    await buttons.waitFor();
    const marks = await buttons
      .locator('[data-slot="permission-explain"]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-code')}:${e.getAttribute('data-granted')}`),
      );
    // 分享视图 (btn_shareView, migration 0025) is on every kit list page and granted to no role.
    expect(marks).toEqual(['btn_add:false', 'btn_edit:false', 'btn_remove:false', 'btn_shareView:false']);
    // What the role does see (its columns) is marked ✓.
    const columns = preview.locator('[data-kind="column"] [data-slot="permission-explain"]');
    expect(await columns.first().getAttribute('data-granted')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // Switched off again: back on the role page (history, no reload), the ordinary view.
    await openUserMenu(page);
    await toggle.click();
    await page.goBack();
    await page.waitForURL(/\/system\/role/);
    await row.locator('[data-action="authorize"]').waitFor();
    await expect
      .poll(() => page.getByTestId('role-page').locator('[data-slot="permission-explain"]').count())
      .toBe(0);
    await context.close();
  });

  it('is not offered to staff', async () => {
    const { context, page } = await openPage({ lang, as: 'staff' });
    await openHome(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: tr(lang, layoutMessages.about) }).waitFor();
    expect(await page.getByRole('menuitemcheckbox').count()).toBe(0);
    await context.close();
  });
});
