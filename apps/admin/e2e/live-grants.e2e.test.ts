import { layoutMessages } from '@pmc/layout';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../src/messages.ts';
import { userMessages } from '../src/pages/system/user/messages.ts';
import { staffRole, syncRole } from './staff-role.ts';
import { callApi as api, baseUrl, LANGS, openHome, openPage, sessionToken, tr } from './support.ts';

const SECTION = { zh: '系统数据', en: 'System data' };
const PAGE = { zh: '打印模板', en: 'Print templates' };

/** The ids of the 系统数据 section and its 打印模板 page in the role permission tree. */
async function printDevMenu(token: string): Promise<{ section: string; page: string }> {
  const tree = await api<{
    list: { enCode: string; id: string; children: { enCode: string; id: string }[] }[];
  }>(token, 'GET', '/admin-api/system/role/permission_tree');
  const section = tree.list.find((n) => n.enCode === 'systemData');
  const page = section?.children.find((n) => n.enCode === 'systemData.printDev');
  if (!section || !page) throw new Error('no 打印模板 in the permission tree');
  return { section: section.id, page: page.id };
}

/** The id of the 手机 column of the user page in the role permission tree. */
async function userMobileColumn(token: string): Promise<string> {
  const tree = await api<{
    list: { enCode: string; children: { enCode: string; columns: { id: string; enCode: string }[] }[] }[];
  }>(token, 'GET', '/admin-api/system/role/permission_tree');
  const user = tree.list.flatMap((n) => n.children).find((n) => n.enCode === 'system.user');
  const column = user?.columns.find((c) => c.enCode === 'mobile');
  if (!column) throw new Error('no 手机 column in the permission tree');
  return column.id;
}

describe.each(LANGS)('grants reaching a signed-in user (%s)', (lang) => {
  it('opens a page granted while staff works, and shows 403 with a way home once it is taken away', async () => {
    const token = sessionToken('admin');
    const before = await staffRole(token);
    const menu = await printDevMenu(token);
    expect(before.grants.menus).not.toContain(menu.page);
    const { context, page } = await openPage({ lang, as: 'staff' });
    try {
      await openHome(page);
      await page.goto(`${baseUrl}/system/user`);
      await page.getByTestId('user-page').waitFor();
      const sideMenu = page.getByRole('menu', { name: tr(lang, layoutMessages.menu) });
      const section = sideMenu.getByRole('menuitem', { name: SECTION[lang], exact: true });
      expect(await section.count()).toBe(0);

      // The administrator grants 打印模板; staff's window regains focus: the entry shows and opens.
      await syncRole(token, before.id, {
        ...before.grants,
        menus: [...before.grants.menus, menu.section, menu.page],
      });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await section.click();
      await sideMenu.getByRole('menuitem', { name: PAGE[lang], exact: true }).click();
      await page.getByTestId('print-dev-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/systemData/printDev');

      // Taken away while open: at the next refresh the page gives way to 403 and a way home, whose
      // tab then closes; the entry leaves the menu.
      await syncRole(token, before.id, before.grants);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const revoked = page.getByTestId('page-revoked');
      await revoked.getByRole('heading', { name: tr(lang, adminMessages.pageRevokedTitle) }).waitFor();
      expect(await page.getByTestId('print-dev-page').count()).toBe(0);
      await expect.poll(() => section.count()).toBe(0);
      await revoked.getByRole('link', { name: tr(lang, adminMessages.backHome) }).click();
      await page.waitForURL(/\/home$/);
      const tabs = page.getByRole('navigation', { name: tr(lang, layoutMessages.tabs) });
      await expect.poll(() => tabs.getByText(PAGE[lang], { exact: true }).count()).toBe(0);

      // A column taken away and given back follows on the open list, without a reload.
      const mobile = await userMobileColumn(token);
      expect(before.grants.columns).toContain(mobile);
      await page.goto(`${baseUrl}/system/user`);
      const table = page.getByRole('table', { name: tr(lang, userMessages.list) });
      const header = table.getByRole('columnheader', { name: tr(lang, userMessages.mobile) });
      await header.waitFor();
      await syncRole(token, before.id, {
        ...before.grants,
        columns: before.grants.columns.filter((id) => id !== mobile),
      });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => header.count()).toBe(0);
      await syncRole(token, before.id, before.grants);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await header.waitFor();
    } finally {
      await syncRole(token, before.id, before.grants);
      await context.close();
    }
  });
});
