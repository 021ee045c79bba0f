import { widgetsMessages } from '@pmc/widgets';
import { kitMessages, savedViewMessages as v } from '@pmc/widgets/kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { chooseOption, dialogNamed } from './list-pages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, type Lang, openPage, tr } from './support.ts';
import { expectToast } from './toasts.ts';
import { adminCall } from './user-fixtures.ts';

// docs/guide/pages.md#saved-views: a list's whole state saved under a name, shared, opened from its link by
// someone else (read-only to them), and a filter whose record is gone let go with a notice.

interface OrgNode {
  id: string;
  enCode: string;
  children?: OrgNode[];
}
const findOrg = (nodes: OrgNode[], code: string): OrgNode | undefined =>
  nodes.map((n) => (n.enCode === code ? n : findOrg(n.children ?? [], code))).find(Boolean);

async function openUsers(page: Page, lang: Lang, search = ''): Promise<Locator> {
  await page.goto(`${baseUrl}/system/user${search}`);
  await page.getByTestId('user-page').waitFor();
  return page.getByRole('table', { name: tr(lang, m.list) });
}

/** The header cells' column ids and pins, in the order they show. */
const headers = (table: Locator) =>
  table.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('thead th[data-column-id]')]
      .map((th) => `${th.dataset.columnId}${th.classList.contains('is-fixed-left') ? ':left' : ''}`)
      .filter((id) => !id.startsWith('__')),
  );

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe.each(LANGS)('saved views on 用户管理 (%s)', (lang) => {
  it('saves the list as a view, shares it, opens its link as staff read-only, and lets a gone filter go', async () => {
    const code = `e2e.views.${lang}`;
    const orgName = `视图测试组织${lang}`;
    const viewName = `e2e 视图 ${lang}`;
    await adminCall('POST', '/api/permission/Organize', {
      fullName: orgName,
      enCode: code,
      category: 'company',
    });
    const tree = await adminCall<{ list: OrgNode[] }>('GET', '/api/permission/Organize/Tree');
    const org = findOrg(tree.list, code) as OrgNode;

    const admin = await openPage({ lang, width: 1440, height: 900, as: 'admin' });
    const page = admin.page;
    let table = await openUsers(page, lang);
    const menu = page.getByTestId('kit-views');
    expect(await menu.textContent()).toBe(tr(lang, v.viewDefault));

    // The filter: the test organisation in the tree and 状态 启用; the sort: by 账号.
    await page.getByRole('treeitem', { name: orgName }).click();
    await page.waitForURL(/organizeId=/);
    await chooseOption(
      page,
      page.getByRole('combobox', { name: tr(lang, m.enabledMark) }),
      tr(lang, kitMessages.enabled),
    );
    await page.getByRole('button', { name: tr(lang, kitMessages.search), exact: true }).click();
    await page.waitForURL(/enabledMark=1/);
    const accountSort = table.getByRole('button', { name: tr(lang, m.account), exact: true });
    await accountSort.click();
    await page.waitForURL(/sidx=account/);

    // The columns: 姓名 wider, 手机 moved up one place, 账号 pinned left (keyboard alone, as dense-tables does).
    const handle = page.getByRole('separator', {
      name: tr(lang, widgetsMessages.dataTableResize, { name: tr(lang, m.realName) }),
    });
    await handle.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.getByRole('button', { name: tr(lang, kitMessages.columnSettings), exact: true }).click();
    const settings = page.getByRole('dialog', { name: tr(lang, kitMessages.columnSettings) });
    await settings.getByRole('checkbox', { name: tr(lang, m.mobile), exact: true }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await settings
      .getByRole('button', { name: tr(lang, kitMessages.columnPinLeft, { name: tr(lang, m.account) }) })
      .press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await headers(table))[0]).toBe('account:left');
    const shaped = await headers(table);

    // 另存为视图…: named, shared; the menu and the tab name it.
    await menu.click();
    await page.getByRole('menuitem', { name: tr(lang, v.viewSaveAs) }).click();
    const dialog = dialogNamed(page, tr(lang, v.viewSaveAs));
    await dialog.getByRole('textbox', { name: tr(lang, v.viewName) }).fill(viewName);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('kit-form-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => menu.textContent()).toBe(viewName);
    await page.waitForURL(/view=/);
    const link = page.url();
    const viewId = param(page, 'view') as string;

    // Reload: the view applies again, named in the menu, the tab and the document title.
    await page.reload();
    table = page.getByRole('table', { name: tr(lang, m.list) });
    await expect.poll(() => menu.textContent()).toBe(viewName);
    await expect.poll(() => headers(table)).toEqual(shaped);
    const tabName = `${lang === 'zh' ? '用户管理' : 'Users'} · ${viewName}`;
    await page.getByRole('button', { name: tabName, exact: true }).waitFor();
    await expect.poll(() => page.title()).toContain(tabName);

    // Share it (the administrator holds btn_shareView); the menu is keyboard-usable and axe-clean open.
    await menu.click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: tr(lang, v.viewShare) }).click();
    await menu.click();
    await page.getByRole('menuitem', { name: tr(lang, v.viewUnshare) }).waitFor();
    await page.keyboard.press('Escape');

    // Staff opens the link: the same filter and columns; read-only (copy offered, no save or delete).
    const staff = await openPage({ lang, width: 1440, height: 900, as: 'staff' });
    await staff.page.goto(link);
    await staff.page.getByTestId('user-page').waitFor();
    const staffMenu = staff.page.getByTestId('kit-views');
    await expect.poll(() => staffMenu.textContent()).toBe(viewName);
    // The menu names the view as soon as it applies; the router writes the address a moment later.
    await expect.poll(() => param(staff.page, 'organizeId')).toBe(org.id);
    expect(param(staff.page, 'enabledMark')).toBe('1');
    const staffTable = staff.page.getByRole('table', { name: tr(lang, m.list) });
    await expect.poll(async () => (await headers(staffTable))[0]).toBe('account:left');
    await staffMenu.click();
    await staff.page.getByRole('menuitem', { name: tr(lang, v.viewCopy) }).waitFor();
    expect(await staff.page.getByRole('menuitem', { name: tr(lang, v.viewSaveChanges) }).count()).toBe(0);
    expect(await staff.page.getByRole('menuitem', { name: tr(lang, v.viewRemove) }).count()).toBe(0);
    await staff.context.close();

    // The organisation goes: the view opens without its filter, with a notice naming it, and no error.
    await adminCall('DELETE', `/api/permission/Organize/${org.id}`);
    await page.goto(link);
    await page.getByTestId('user-page').waitFor();
    await expect.poll(() => menu.textContent()).toBe(viewName);
    await expectToast(page, tr(lang, v.viewDropped, { names: tr(lang, m.organize) }));
    await expect.poll(() => param(page, 'organizeId')).toBeNull();
    await expect.poll(() => param(page, 'enabledMark')).toBe('1');
    expect(param(page, 'view')).toBe(viewId);

    await adminCall('DELETE', `/admin-api/system/views/${viewId}`);
    await admin.context.close();
  });
});
