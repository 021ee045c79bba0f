import { layoutMessages as lm } from '@pmc/layout';
import { uiMessages } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../src/messages.ts';
import { systemMessages as sm } from '../src/page-parts/messages.ts';
import { userMessages as um } from '../src/pages/system/user/messages.ts';
import { openFromMenu, rowAction, rowsWith } from './list-pages.ts';
import { baseUrl, callApi, LANGS, type Lang, openPage, openUserMenu, submitSignIn, tr } from './support.ts';
import { expectToast } from './toasts.ts';
import { adminCall } from './user-fixtures.ts';

// The server's own text for a session forced offline (it answers in the browser's language).
const FORCED = {
  zh: '您已被强制下线，请重新登录',
  en: 'You have been signed out by an administrator, please sign in again',
};
const TYPED_PASSWORD = 'Draft#Secret77';
const SYSTEM = { zh: '系统管理', en: 'System' };
const ROLES = { zh: '角色管理', en: 'Roles' };
const USERS = { zh: '用户管理', en: 'Users' };
const ROLE_NOTE = '草稿前的说明';
const MY_NOTE = '草稿里的说明';

const dialog = (page: Page) => page.getByRole('dialog');
const userField = (page: Page, lang: Lang, label: { id: string; message: string }) =>
  dialog(page).getByRole('textbox', { name: tr(lang, label), exact: true });
const email = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: tr(lang, adminMessages.profileEmail) });
const offer = (page: Page) => page.getByTestId('draft-offer');
const listOffers = (page: Page) => page.getByTestId('kit-draft-offers');
const roleField = (page: Page, lang: Lang, label: { id: string; message: string }) =>
  dialog(page).getByRole('textbox', { name: tr(lang, label), exact: true });
const roleSort = (page: Page, lang: Lang) =>
  dialog(page).getByRole('spinbutton', { name: tr(lang, sm.sortCode), exact: true });

interface StoredRole {
  id: string;
  description: string | null;
  sortCode: number | null;
}
const storedRole = async (code: string) => {
  const found = await adminCall<{ list: { id: string }[] }>(
    'GET',
    `/admin-api/system/role?keyword=${code}&pageSize=20`,
  );
  const id = found.list[0]?.id ?? '';
  return adminCall<StoredRole>('GET', `/admin-api/system/role/${id}`);
};

/** Everything the browser keeps for the app: both storages and the IndexedDB databases' names. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`);
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
    return JSON.stringify([dump(localStorage), dump(sessionStorage), databases.map((d) => d.name)]);
  });
}

/** Ends the browser's session elsewhere: an administrator forces it offline, as 在线用户 does. */
async function forceOffline(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('park_token') ?? '');
  const own = await callApi<{ list: { id: string; current: boolean }[] }>(
    token,
    'GET',
    '/api/system/OnlineUser?keyword=admin&pageSize=100',
  );
  const id = own.list.find((s) => s.current)?.id;
  expect(id).toBeTruthy();
  await adminCall('DELETE', `/api/system/OnlineUser/${id}`);
}

describe.each(LANGS)('unsaved input across an ended session (%s)', (lang) => {
  it('keeps what was typed in 个人信息 and a dialog (never the password) and offers it after signing in again', async () => {
    const stamp = Date.now() % 100000;
    const roleName = `草稿角色${lang}${stamp}`;
    const roleCode = `draftRole${lang}${stamp}`;
    await adminCall('POST', '/admin-api/system/role', {
      fullName: roleName,
      enCode: roleCode,
      description: ROLE_NOTE,
    });
    const { context, page } = await openPage({ lang });
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home$/);

    // An edit dialog on 角色管理 (through the menu, so going back stays inside the app): the role's
    // 说明 changed, the dialog left open in its tab.
    await openFromMenu(page, lang, [SYSTEM[lang], ROLES[lang]], 'role-page');
    const keyword = page.getByRole('textbox', { name: tr(lang, sm.keyword), exact: true });
    await keyword.fill(roleCode);
    await keyword.press('Enter');
    await page.waitForURL(new RegExp(`keyword=${roleCode}`));
    const roleRow = rowsWith(page.getByTestId('role-page').getByRole('table'), roleName);
    await rowAction(roleRow, 'edit');
    await expect.poll(() => roleField(page, lang, sm.description).inputValue()).toBe(ROLE_NOTE);
    await roleField(page, lang, sm.description).fill(MY_NOTE);
    await expect.poll(() => browserStorage(page)).toContain(MY_NOTE);
    // Back past the search to 首页: the dialog stays in the role page's hidden tab.
    await page.goBack();
    await page.waitForURL(/\/system\/role$/);
    await page.goBack();
    await page.getByTestId('home').waitFor();
    // Meanwhile someone else saves the role: its 排序 (and so its version) changes under the draft.
    const before = await storedRole(roleCode);
    await adminCall('PUT', `/admin-api/system/role/${before.id}`, { sortCode: 7 });

    // A dialog form on 用户管理: a new user with an initial password, left open in its tab.
    await openFromMenu(page, lang, [SYSTEM[lang], USERS[lang]], 'user-page');
    await page.getByTestId('user-page').getByTestId('kit-add').click();
    const account = `draft${lang}${Date.now() % 100000}`;
    await userField(page, lang, um.account).fill(account);
    await userField(page, lang, um.realName).fill('草稿用户');
    await dialog(page).getByLabel(tr(lang, um.initialPassword)).fill(TYPED_PASSWORD);

    // Then 个人信息 (back to 首页, whose tab hides the dialog, then the user menu), an e-mail typed there.
    await page.goBack();
    await page.getByTestId('home').waitFor();
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: tr(lang, lm.profile) }).click();
    await page.getByTestId('profile').waitFor();
    await expect.poll(() => email(page, lang).isEditable()).toBe(true);
    const typed = `draft-${lang}@example.com`;
    await email(page, lang).fill(typed);
    await expect.poll(() => browserStorage(page)).toContain(typed);
    const kept = await browserStorage(page);
    expect(kept).toContain('草稿用户');
    expect(kept).not.toContain(TYPED_PASSWORD);

    // The session ends elsewhere; 保存 meets 602, the app resets the token and reloads
    // (docs/guide/api.md#error-catalogue).
    await forceOffline(page);
    await page.getByRole('button', { name: tr(lang, adminMessages.save) }).click();
    await expectToast(page, FORCED[lang]);
    await page.waitForURL(/\/login/);
    expect(await browserStorage(page)).not.toContain(TYPED_PASSWORD);
    await submitSignIn(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/profile$/);

    // Back on 个人信息: offered once the record is in.
    await offer(page).waitFor();
    expect(await offer(page).textContent()).toContain(tr(lang, lm.draftOffer));
    if (lang === 'zh') {
      await offer(page)
        .getByRole('button', { name: tr(lang, lm.draftRestore) })
        .click();
      await expect.poll(() => email(page, lang).inputValue()).toBe(typed);
      await page.getByRole('button', { name: tr(lang, adminMessages.save) }).click();
      await expectToast(page, tr(lang, adminMessages.profileSaved));
    } else {
      await offer(page)
        .getByRole('button', { name: tr(lang, lm.draftDiscard) })
        .click();
      expect(await email(page, lang).inputValue()).not.toBe(typed);
    }
    expect(await offer(page).count()).toBe(0);
    // Saved or discarded: nothing is offered again, not even after a reload.
    await expect.poll(() => browserStorage(page)).not.toContain(typed);
    await page.reload();
    await page.getByTestId('profile').waitFor();
    await expect.poll(() => email(page, lang).isEditable()).toBe(true);
    expect(await offer(page).count()).toBe(0);

    // The add dialog: offered on arrival at its page, above the list; 继续编辑 opens it restored (the
    // password field left empty), 丢弃 forgets it.
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('user-page').waitFor();
    await listOffers(page).getByText(tr(lang, kitMessages.draftCreate)).waitFor();
    if (lang === 'en') {
      await listOffers(page)
        .getByRole('button', { name: tr(lang, kitMessages.draftResume) })
        .click();
      await expect.poll(() => userField(page, lang, um.account).inputValue()).toBe(account);
      // Put back without asking again: the person already chose.
      expect(await dialog(page).getByTestId('draft-offer').count()).toBe(0);
      expect(await listOffers(page).count()).toBe(0);
      expect(await userField(page, lang, um.realName).inputValue()).toBe('草稿用户');
      expect(await dialog(page).getByLabel(tr(lang, um.initialPassword)).inputValue()).toBe('');
      // Closing it by choice (取消, confirmed) drops the draft.
      await dialog(page)
        .getByRole('button', { name: tr(lang, kitMessages.cancel) })
        .click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: tr(lang, uiMessages.ok) })
        .click();
    } else {
      await listOffers(page)
        .getByRole('button', { name: tr(lang, kitMessages.draftDiscard) })
        .click();
      await expect.poll(() => listOffers(page).count()).toBe(0);
    }
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => browserStorage(page)).not.toContain('草稿用户');
    await page.getByTestId('user-page').getByTestId('kit-add').click();
    await userField(page, lang, um.account).waitFor();
    expect(await userField(page, lang, um.account).inputValue()).toBe('');
    expect(await dialog(page).getByTestId('draft-offer').count()).toBe(0);
    expect(await browserStorage(page)).not.toContain(TYPED_PASSWORD);
    await dialog(page)
      .getByRole('button', { name: tr(lang, kitMessages.cancel) })
      .click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    // The edit dialog over a role someone else saved since: offered on arrival, and 继续编辑 says the
    // record changed instead of writing the stale copy over it.
    await page.goto(`${baseUrl}/system/role?keyword=${roleCode}`);
    await page.getByTestId('role-page').waitFor();
    await listOffers(page)
      .getByText(tr(lang, kitMessages.draftEditOf, { name: roleName }))
      .waitFor();
    await listOffers(page)
      .getByRole('button', { name: tr(lang, kitMessages.draftResume) })
      .click();
    const conflict = dialog(page).getByTestId('draft-offer');
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain(tr(lang, lm.draftConflict));
    // Until the person chooses, the form shows the record as it is now.
    await expect.poll(() => roleSort(page, lang).inputValue()).toBe('7');
    expect(await roleField(page, lang, sm.description).inputValue()).toBe(ROLE_NOTE);
    if (lang === 'zh') {
      // 保留我的修改: the person's 说明 over the newer record, whose 排序 stays; the save sends only 说明.
      await conflict.getByRole('button', { name: tr(lang, lm.draftKeepMine) }).click();
      await expect.poll(() => roleField(page, lang, sm.description).inputValue()).toBe(MY_NOTE);
      expect(await roleSort(page, lang).inputValue()).toBe('7');
      await page.getByTestId('kit-form-save').click();
      await expectToast(page, tr(lang, kitMessages.saved));
      await expect.poll(() => dialog(page).count()).toBe(0);
      const saved = await storedRole(roleCode);
      expect(saved.description).toBe(MY_NOTE);
      expect(saved.sortCode).toBe(7);
    } else {
      // 丢弃: the newer record stays as it is and the draft is gone.
      await conflict.getByRole('button', { name: tr(lang, lm.draftDiscard) }).click();
      expect(await conflict.count()).toBe(0);
      expect(await roleField(page, lang, sm.description).inputValue()).toBe(ROLE_NOTE);
      await dialog(page)
        .getByRole('button', { name: tr(lang, kitMessages.cancel) })
        .click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      const kept = await storedRole(roleCode);
      expect(kept.description).toBe(ROLE_NOTE);
      expect(kept.sortCode).toBe(7);
    }
    await expect.poll(() => browserStorage(page)).not.toContain(MY_NOTE);
    await page.reload();
    await page.getByTestId('role-page').waitFor();
    await rowsWith(page.getByTestId('role-page').getByRole('table'), roleName).waitFor();
    expect(await listOffers(page).count()).toBe(0);
    await context.close();
  });
});
