import { layoutMessages } from '@pmc/layout';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authorizeMessages } from '../src/pages/permission/messages.ts';
import { securityPolicyMessages as m } from '../src/pages/system/security-policy/messages.ts';
import {
  apiSignIn,
  baseUrl,
  callApi,
  LANGS,
  type Lang,
  openHome,
  openPage,
  sessionToken,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';

// 三员分立 (docs/guide/permissions.md#separated-duties).
const PERMISSION = { zh: '权限管理', en: 'Permission' };
const SYSTEM = { zh: '系统管理', en: 'System' };
const LOGS = {
  zh: ['登录日志', '操作日志', '变更历史'],
  en: ['Sign-in log', 'Operation log', 'Change history'],
};
const ONLINE = { zh: '在线用户', en: 'Online users' };
const USERS = { zh: '用户管理', en: 'Users' };
const POLICY = '/api/system/SecurityPolicy';
const conflict = (lang: Lang, role: string) =>
  lang === 'zh'
    ? `三员分立：角色“${role}”不能同时拥有系统管理与安全管理权限`
    : `Separation of duties: the role "${role}" cannot hold both system administration and security administration rights`;

/** A page signed in as a duty account, its session opened over HTTP (no sign-in form, no password hash). */
async function openAs(lang: Lang, account: string, password: string) {
  const token = await apiSignIn(account, password);
  const opened = await openPage({ lang });
  await opened.context.addInitScript((t) => localStorage.setItem('park_token', t), token);
  await openHome(opened.page);
  return { ...opened, token };
}

/** On 权限授权 for a role: ticks one page in the menu tab and saves through the diff dialog. */
async function grantPage(page: Page, lang: Lang, roleId: string, roleName: string, item: string) {
  await page.goto(`${baseUrl}/system/authorize?roleId=${roleId}`);
  await page.getByTestId('authorize-page').getByRole('heading', { name: roleName }).waitFor();
  await page.getByRole('tab', { name: tr(lang, authorizeMessages.tabMenu) }).click();
  await page.getByRole('searchbox', { name: tr(lang, authorizeMessages.filter) }).fill(item);
  const tree = page.getByRole('tree', { name: tr(lang, authorizeMessages.tabMenu) });
  await tree.getByRole('treeitem', { name: item, exact: true }).click();
  await page.getByRole('button', { name: tr(lang, authorizeMessages.save), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr(lang, authorizeMessages.confirm) })
    .click();
}

describe.each(LANGS)('三员分立: the duty accounts (%s)', (lang) => {
  it('the auditor finds the three logs alone; another page is /404', async () => {
    const { context, page } = await openAs(lang, 'auditor', 'Auditor@2026');
    try {
      const sideMenu = page.getByRole('menu', { name: tr(lang, layoutMessages.menu) });
      expect(await sideMenu.getByRole('menuitem', { name: SYSTEM[lang], exact: true }).count()).toBe(0);
      await sideMenu.getByRole('menuitem', { name: PERMISSION[lang], exact: true }).click();
      for (const name of LOGS[lang]) await sideMenu.getByRole('menuitem', { name, exact: true }).waitFor();
      const sub = await sideMenu.getByRole('menuitem').allTextContents();
      expect(
        sub
          .map((s) => s.trim())
          .filter((s) => s && s !== PERMISSION[lang])
          .sort(),
      ).toEqual([...LOGS[lang]].sort());
      await page.goto(`${baseUrl}/system/user`);
      await page.waitForURL(/\/404$/);
    } finally {
      await context.close();
    }
  });

  it('the security administrator grants a role but has no user page; with 三员分立 on a mixed grant is refused', async () => {
    const admin = sessionToken('admin');
    const sec = await openAs(lang, 'secadmin', 'Secadmin@2026');
    const name = `值班员${lang}`;
    await callApi(sec.token, 'POST', '/admin-api/system/role', {
      fullName: name,
      enCode: `onDuty${lang}`,
      type: 'user',
    });
    const roles = await callApi<{ list: { id: string; enCode: string }[] }>(
      admin,
      'GET',
      '/admin-api/common/role_all',
    );
    const roleId = roles.list.find((r) => r.enCode === `onDuty${lang}`)?.id as string;
    const staffRoleId = roles.list.find((r) => r.enCode === 'staff')?.id as string;
    const adminPage = await openPage({ lang, as: 'admin' });
    try {
      await grantPage(sec.page, lang, roleId, name, ONLINE[lang]);
      await expectToast(sec.page, tr(lang, authorizeMessages.saved));
      await sec.page.goto(`${baseUrl}/system/user`);
      await sec.page.waitForURL(/\/404$/);

      // 安全策略 lists staff, who holds several duties, and the switch is refused while it does.
      await openHome(adminPage.page);
      await adminPage.page.goto(`${baseUrl}/system/securityPolicy`);
      const conflicts = adminPage.page.getByTestId('policy-duty-conflicts');
      await conflicts.getByRole('cell', { name: /^staff/ }).waitFor();
      await adminPage.page.getByRole('switch', { name: tr(lang, m.separationOfDuties) }).click();
      await adminPage.page.getByRole('button', { name: tr(lang, m.dutiesApply) }).click();
      await expectToast(adminPage.page, 'staff');

      // With staff's role off, it turns on; a grant that mixes duties is refused, naming them.
      await callApi(admin, 'PUT', `/api/system/Role/${staffRoleId}/Actions/State`, { enabledMark: 0 });
      await callApi(admin, 'PUT', POLICY, { separationOfDuties: true });
      await grantPage(adminPage.page, lang, roleId, name, USERS[lang]);
      await expectToast(adminPage.page, conflict(lang, name));
    } finally {
      await callApi(admin, 'PUT', POLICY, { separationOfDuties: false });
      await callApi(admin, 'PUT', `/api/system/Role/${staffRoleId}/Actions/State`, { enabledMark: 1 });
      await callApi(admin, 'DELETE', `/admin-api/system/role/${roleId}`);
      await sec.context.close();
      await adminPage.context.close();
    }
  });
});
