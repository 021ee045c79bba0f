import { layoutMessages } from '@pmc/layout';
import { uiMessages } from '@pmc/ui';
import { validatorsMessages } from '@pmc/validators';
import { importMessages, kitMessages } from '@pmc/widgets/kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { exportThroughTray } from './export-tray.ts';
import { confirmWith, dialogNamed, pickInTree, rowAction, rowsWith } from './list-pages.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openHome,
  openPage,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';
import {
  adminCall,
  createUser,
  lockOut,
  roleId,
  signsIn,
  storedUser,
  workbookFile,
} from './user-fixtures.ts';
import { openDownloadedWorkbook } from './workbook.ts';

const ORG = '信息技术部';

async function openUsers(page: Page, lang: Lang) {
  await page.goto(`${baseUrl}/system/user`);
  await page.getByTestId('user-page').waitFor();
  return page.getByRole('table', { name: tr(lang, m.list) });
}

async function search(page: Page, lang: Lang, keyword: string) {
  const box = page.getByRole('textbox', { name: tr(lang, kitMessages.keyword) });
  await box.fill(keyword);
  await box.press('Enter');
  await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
}

const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, lang: Lang, label: { id: string; message: string }) =>
  dialog(page).getByRole('textbox', { name: tr(lang, label), exact: true });

/** Opens the user list searched for one account; answers the table and that row. */
async function openUserRow(page: Page, lang: Lang, account: string) {
  const table = await openUsers(page, lang);
  await search(page, lang, account);
  const row = rowsWith(table, account);
  await row.first().waitFor();
  return { table, row };
}

/** Opens a row's edit form and waits until the stored record fills it. */
async function openEditor(page: Page, lang: Lang, row: Locator, realName: string) {
  await rowAction(row, 'edit');
  const form = dialogNamed(page, tr(lang, kitMessages.editTitle, { title: tr(lang, m.entity) }));
  await expect.poll(() => field(page, lang, m.realName).inputValue()).toBe(realName);
  return form;
}

describe.each(LANGS)('用户管理 (%s)', (lang) => {
  it('lists users under the chosen organisation, searches on Enter and keeps the query over a reload and a tab switch', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    const table = await openUsers(page, lang);
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('treeitem', { name: ORG }).click();
    await page.waitForURL(/organizeId=/);
    await table.getByRole('cell', { name: 'staff', exact: true }).waitFor();
    await search(page, lang, 'staff');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    await page.reload();
    await table.getByRole('cell', { name: 'staff', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: tr(lang, kitMessages.keyword) }).inputValue()).toBe(
      'staff',
    );

    const tabs = page.getByRole('navigation', { name: tr(lang, layoutMessages.tabs) });
    await tabs.getByRole('button', { name: tr(lang, layoutMessages.home), exact: true }).click();
    await page.getByTestId('home').waitFor();
    await tabs.getByRole('button', { name: lang === 'zh' ? '用户管理' : 'Users', exact: true }).click();
    // The tab comes back with both filters; a failure names the address it came back to.
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return `${url.pathname} keyword=${url.searchParams.get('keyword')} org=${url.searchParams.has('organizeId')} (${url.search})`;
      })
      .toMatch(/^\/system\/user keyword=staff org=true /);
    await table.getByRole('cell', { name: 'staff', exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await context.close();
  });

  it('keeps an unsaved dialog with its tab and asks before that tab closes', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    // Through the menu, so going back stays inside the app.
    const menu = page.getByRole('navigation', { name: tr(lang, layoutMessages.menu) });
    await menu.getByRole('menuitem', { name: lang === 'zh' ? '系统管理' : 'System', exact: true }).click();
    await menu.getByRole('menuitem', { name: lang === 'zh' ? '用户管理' : 'Users', exact: true }).click();
    await page.getByTestId('user-page').waitFor();
    await page.getByTestId('kit-add').click();
    await field(page, lang, m.realName).fill('未保存');
    await page.goBack();
    await page.getByTestId('home').waitFor();
    expect(await dialog(page).count()).toBe(0);

    const tabs = page.getByRole('navigation', { name: tr(lang, layoutMessages.tabs) });
    const title = lang === 'zh' ? '用户管理' : 'Users';
    await tabs.getByRole('button', { name: `${tr(lang, layoutMessages.closeTab)} ${title}` }).click();
    const question = page.getByRole('alertdialog');
    expect(await question.textContent()).toContain(tr(lang, layoutMessages.unsavedClose));
    await question.getByRole('button', { name: tr(lang, uiMessages.cancel) }).click();
    await tabs.getByRole('button', { name: title, exact: true }).click();
    await expect.poll(() => field(page, lang, m.realName).inputValue()).toBe('未保存');
    await context.close();
  });

  it('shows staff only the buttons its role holds', async () => {
    const { context, page } = await openPage({ lang, as: 'staff' });
    await openHome(page);
    const table = await openUsers(page, lang);
    await table.getByRole('row').nth(1).waitFor();
    expect(await page.getByTestId('kit-add').count()).toBe(0);
    expect(await page.getByTestId('kit-export').count()).toBe(0);
    expect(await table.getByRole('button', { name: tr(lang, kitMessages.remove) }).count()).toBe(0);
    await expect
      .poll(() => table.getByRole('button', { name: tr(lang, kitMessages.edit) }).count())
      .toBeGreaterThan(0);
    // Only an administrator may edit an administrator: staff's edit on that row is offered disabled.
    await search(page, lang, 'admin');
    const adminRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
    await expect
      .poll(() => adminRow.getByRole('button', { name: tr(lang, kitMessages.edit) }).isDisabled())
      .toBe(true);
    await context.close();
  });

  it('finds a person by the pinyin of the name, by its initials and by its first characters (docs/guide/pages.md#users)', async () => {
    // Letters found in no account, so only the name's stored pinyin can match them.
    const account = `e2epy${lang}`;
    await createUser(account, { realName: '鲍麒麟' });
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    const table = await openUsers(page, lang);
    for (const keyword of ['bql', 'baoqilin', 'BaoQi']) {
      await search(page, lang, keyword);
      await rowsWith(table, account).waitFor();
      expect(await rowsWith(table, account).textContent()).toContain('鲍麒麟');
    }
    // The pinyin is matched from its start: the middle of the name finds nobody.
    await search(page, lang, 'qilin');
    await table.getByText(tr(lang, uiMessages.empty)).waitFor();
    // Below three characters the name is matched from its start as well: 鲍麒 finds, 麒麟 does not.
    await search(page, lang, '鲍麒');
    await rowsWith(table, account).waitFor();
    await search(page, lang, '麒麟');
    await table.getByText(tr(lang, uiMessages.empty)).waitFor();
    await context.close();
  });

  it('creates a user (a bad mobile refused on its field), edits and deletes it after confirming', async () => {
    const account = `e2enew${lang}`;
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    const table = await openUsers(page, lang);
    await page.getByTestId('kit-add').click();
    const create = dialogNamed(page, tr(lang, kitMessages.createTitle, { title: tr(lang, m.entity) }));
    await field(page, lang, m.account).fill(account);
    await field(page, lang, m.realName).fill('旅程新建');
    await pickInTree(page, create.getByLabel(tr(lang, m.organize)), '开发组');
    const mobile = field(page, lang, m.mobile);
    await mobile.fill('12345');
    await mobile.blur();
    await expect.poll(() => mobile.getAttribute('aria-invalid')).toBe('true');
    await create.getByText(tr(lang, validatorsMessages.mobile)).waitFor();
    await page.getByTestId('kit-form-save').click();
    expect(await create.isVisible()).toBe(true);
    await mobile.fill('13800138000');
    await mobile.blur();
    await expect.poll(() => create.getByText(tr(lang, validatorsMessages.mobile)).count()).toBe(0);
    await page.getByTestId('kit-form-save').click();
    await create.waitFor({ state: 'detached' });

    await search(page, lang, account);
    const row = rowsWith(table, account);
    await row.waitFor();
    expect(await row.textContent()).toContain('开发组');
    await openEditor(page, lang, row, '旅程新建');
    await field(page, lang, m.realName).fill('旅程改名');
    await page.getByTestId('kit-form-save').click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('旅程改名');
    expect((await storedUser(account)).mobile).toBe('13800138000');

    await rowAction(row, 'remove');
    await confirmWith(page, lang, tr(lang, uiMessages.deleteConfirm));
    await expect.poll(() => rowsWith(table, account).count()).toBe(0);
    await context.close();
  });

  it('exports the current filter as a workbook and imports it back through the preview, mending and dropping rows', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    const table = await openUsers(page, lang);
    await search(page, lang, 'staff');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const download = await exportThroughTray(page);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = await openDownloadedWorkbook(download);
    // The header and the one user of the filter.
    expect(rows).toHaveLength(2);
    const [header = [], staffRow = []] = rows;
    expect(staffRow[0]).toBe('staff');

    // Back in through the kit's import flow: a good row, a bad mobile, an unknown organisation and a
    // duplicate account; two are mended in the grid, one dropped, and nothing is written before the commit.
    const good = [...staffRow];
    good[0] = `e2eimp${lang}`;
    good[1] = '导入用户';
    good[3] = '13900139000';
    const badMobile = [...good];
    badMobile[0] = `e2eimpbad${lang}`;
    badMobile[3] = '12';
    const badOrg = [...good];
    badOrg[0] = `e2eimporg${lang}`;
    badOrg[3] = '13900139002';
    const orgAt = header.indexOf(tr(lang, m.organize));
    badOrg[orgAt >= 0 ? orgAt : 6] = '没有这个组织';
    await page.getByTestId('kit-import-open').click();
    const importer = dialogNamed(page, tr(lang, importMessages.importTitle, { title: tr(lang, m.entity) }));
    await importer
      .getByTestId('kit-import-file')
      .setInputFiles(await workbookFile([header, good, badMobile, badOrg, good]));
    const counts = importer.getByTestId('kit-import-counts');
    await expect.poll(() => counts.locator('[data-status="error"] strong').textContent()).toBe('3');
    expect(await counts.locator('[data-status="new"] strong').textContent()).toBe('1');
    const mobile = importer.getByTestId('kit-import-cell-3-mobile');
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    const mobileError = await mobile.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${mobileError}"]`).textContent()).toBe(
      tr(lang, validatorsMessages.mobile),
    );
    const org = importer.getByTestId('kit-import-cell-4-organizeName');
    expect(await org.getAttribute('aria-invalid')).toBe('true');
    expect(await importer.getByTestId('kit-import-cell-5-account').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await expect.poll(async () => (await storedUser(`e2eimp${lang}`).catch(() => null)) === null).toBe(true);

    await importer.getByTestId('kit-import-drop-5').click();
    await mobile.fill('13900139001');
    await org.fill(await importer.getByTestId('kit-import-cell-2-organizeName').inputValue());
    await importer.getByTestId('kit-import-recheck').click();
    await expect.poll(() => counts.locator('[data-status="error"] strong').textContent()).toBe('0');
    expect(await counts.locator('[data-status="new"] strong').textContent()).toBe('3');
    expect(await storedUser(`e2eimpbad${lang}`).catch(() => null)).toBeNull();
    await importer.getByTestId('kit-import-commit').click();
    await importer.getByTestId('kit-import-result').waitFor();
    await importer
      .getByRole('button', { name: tr(lang, importMessages.importClose) })
      .last()
      .click();
    await importer.waitFor({ state: 'detached' });
    expect((await storedUser(`e2eimpbad${lang}`))?.account).toBe(`e2eimpbad${lang}`);
    await search(page, lang, `e2eimp${lang}`);
    await rowsWith(table, `e2eimp${lang}`).waitFor();
    await context.close();
  });

  it('shows a locked account and unlocks it', async () => {
    const account = `e2elock${lang}`;
    await createUser(account);
    await lockOut(account);
    const { context, page } = await openPage({ lang, as: 'admin' });
    const { row } = await openUserRow(page, lang, account);
    expect(await row.textContent()).toContain(tr(lang, m.lockedYes));
    await rowAction(row, 'unlock');
    await expectToast(page, tr(lang, m.unlockDone, { account }));
    await expect.poll(() => row.textContent()).not.toContain(tr(lang, m.lockedYes));
    expect(await row.locator('[data-action="unlock"]').count()).toBe(0);
    expect(await signsIn(account)).toBe(true);
    await context.close();
  });

  it('filters by creation date, disables and enables with the switch, and resets a password', async () => {
    const account = `e2estate${lang}`;
    await createUser(account);
    const { context, page } = await openPage({ lang, as: 'admin' });
    const { table, row } = await openUserRow(page, lang, account);

    // A range around today holds the new account; one long past holds nothing.
    const form = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
    const range = async (from: string, to: string) => {
      await form.getByLabel(`${tr(lang, m.creatorTime)} ${tr(lang, kitMessages.dateFrom)}`).fill(from);
      await form.getByLabel(`${tr(lang, m.creatorTime)} ${tr(lang, kitMessages.dateTo)}`).fill(to);
      await page.getByRole('textbox', { name: tr(lang, kitMessages.keyword) }).press('Enter');
    };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await range('2000-01-01', '2000-01-02');
    await page.waitForURL(/creatorTime=/);
    await expect.poll(() => rowsWith(table, account).count()).toBe(0);
    await range(day(-1), day(1));
    await row.first().waitFor();

    // The switch sends the state it shows; a disabled account cannot sign in.
    const enabled = row.getByRole('switch', { name: tr(lang, m.enableUser, { account }) });
    await enabled.click();
    await expect.poll(async () => (await storedUser(account)).enabledMark).toBe(0);
    expect(await signsIn(account)).toBe(false);
    await enabled.click();
    await expect.poll(async () => (await storedUser(account)).enabledMark).toBe(1);

    await rowAction(row, 'resetPwd');
    const reset = page.getByRole('dialog');
    await reset.getByLabel(tr(lang, m.newPassword)).fill('Reset@2026');
    await reset.getByLabel(tr(lang, m.repeatPassword)).fill('Reset@2026');
    await page.getByTestId('kit-form-save').click();
    await expectToast(page, tr(lang, m.resetDone));
    expect(await signsIn(account, 'Reset@2026')).toBe(true);
    await context.close();
  });

  it('moves the chosen users to another organisation and reports each', async () => {
    const prefix = `e2emove${lang}`;
    await createUser(`${prefix}a`);
    await createUser(`${prefix}b`);
    const { context, page } = await openPage({ lang, as: 'admin' });
    const { table } = await openUserRow(page, lang, prefix);
    await expect.poll(() => rowsWith(table, prefix).count()).toBe(2);
    for (const row of await rowsWith(table, prefix).all()) await row.getByRole('checkbox').check();
    await page.getByTestId('user-batch-move').click();
    const move = dialogNamed(page, tr(lang, m.batchMoveTitle, { n: '2' }));
    await pickInTree(page, move.getByLabel(tr(lang, m.organize)), '党建工作部');
    await move.getByRole('button', { name: tr(lang, m.confirm) }).click();
    await expectToast(page, tr(lang, m.batchDone, { succeeded: '2', failed: '0' }));
    await move.waitFor({ state: 'detached' });
    for (const row of await rowsWith(table, prefix).all())
      await expect.poll(() => row.textContent()).toContain('党建工作部');
    expect((await storedUser(`${prefix}b`)).organizeName).toBe('党建工作部');
    await context.close();
  });

  it('keeps the fields staff cannot see when staff saves the form', async () => {
    const account = `e2ekeep${lang}`;
    await createUser(account, { mobile: '13700137000', idCard: '11010519491231002X' });
    const { context, page } = await openPage({ lang, as: 'staff' });
    const { row } = await openUserRow(page, lang, account);
    await openEditor(page, lang, row, '旅程用户');
    // Staff's form has no mobile or national ID field.
    expect(await field(page, lang, m.mobile).count()).toBe(0);
    expect(await field(page, lang, m.idCard).count()).toBe(0);
    await field(page, lang, m.realName).fill('员工改名');
    await page.getByTestId('kit-form-save').click();
    await dialog(page).waitFor({ state: 'detached' });
    const stored = await storedUser(account);
    expect(stored).toMatchObject({
      realName: '员工改名',
      mobile: '13700137000',
      idCard: '11010519491231002X',
    });
    await context.close();
  });

  it('refuses the second of two saves made from the same version, with its message', async () => {
    const account = `e2etwo${lang}`;
    await createUser(account);
    const first = await openPage({ lang, as: 'admin' });
    const second = await openPage({ lang, as: 'admin' });
    const a = await openUserRow(first.page, lang, account);
    const b = await openUserRow(second.page, lang, account);
    await openEditor(first.page, lang, a.row, '旅程用户');
    await openEditor(second.page, lang, b.row, '旅程用户');

    await field(first.page, lang, m.realName).fill('先保存');
    await first.page.getByTestId('kit-form-save').click();
    await dialog(first.page).waitFor({ state: 'detached' });

    await field(second.page, lang, m.realName).fill('后保存');
    await second.page.getByTestId('kit-form-save').click();
    await expectToast(second.page, tr(lang, m.stale));
    expect(await dialog(second.page).isVisible()).toBe(true);
    expect((await storedUser(account)).realName).toBe('先保存');
    await first.context.close();
    await second.context.close();
  });

  it('lists the holders of a position from its link, and gives the chosen users a role', async () => {
    const { list } = await adminCall<{ list: { id: string; enCode: string; fullName: string }[] }>(
      'GET',
      '/api/permission/Position/All',
    );
    const developer = list.find((p) => p.enCode === 'developer');
    const prefix = `e2erole${lang}`;
    await createUser(`${prefix}a`, { positionIds: [developer?.id] });
    await createUser(`${prefix}b`, { positionIds: [developer?.id] });
    await createUser(`${prefix}c`);
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/user?positionId=${developer?.id}&keyword=${prefix}`);
    const table = page.getByRole('table', { name: tr(lang, m.list) });
    await rowsWith(table, `${prefix}a`).waitFor();
    await expect.poll(() => rowsWith(table, prefix).count()).toBe(2);
    await page.getByText(tr(lang, m.positionFilter, { name: developer?.fullName ?? '' })).waitFor();
    await page.getByRole('button', { name: tr(lang, m.clearFilter) }).click();
    await expect.poll(() => rowsWith(table, prefix).count()).toBe(3);

    for (const row of await rowsWith(table, prefix).all()) await row.getByRole('checkbox').check();
    await page.getByTestId('user-batch-role').click();
    const assign = dialogNamed(page, tr(lang, m.batchRoleTitle, { n: '3' }));
    // A multiple select stays open for more picks; Escape closes it.
    await assign.getByLabel(tr(lang, m.roles)).click();
    const panel = page.locator('.pmc-picker__panel');
    await panel.getByRole('textbox').fill('普通员工');
    await panel.getByRole('treeitem', { name: '普通员工' }).first().click();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await assign.getByRole('button', { name: tr(lang, m.confirm) }).click();
    await expectToast(page, tr(lang, m.batchDone, { succeeded: '3', failed: '0' }));
    const staffRole = await roleId('staff');
    const stored = await adminCall<{ roleIds: string[] }>(
      'GET',
      `/admin-api/system/user/${(await storedUser(`${prefix}c`)).id}`,
    );
    expect(stored.roleIds).toContain(staffRole);
    await context.close();
  });
});
