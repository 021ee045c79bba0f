import { layoutMessages as lm } from '@pmc/layout';
import { uiMessages } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../src/messages.ts';
import { userMessages as um } from '../src/pages/system/user/messages.ts';
import { baseUrl, callApi, LANGS, type Lang, openPage, openUserMenu, submitSignIn, tr } from './support.ts';
import { expectToast } from './toasts.ts';
import { adminCall } from './user-fixtures.ts';

// The server's own text for a session forced offline (it answers in the browser's language).
const FORCED = {
  zh: '您已被强制下线，请重新登录',
  en: 'You have been signed out by an administrator, please sign in again',
};
const TYPED_PASSWORD = 'Draft#Secret77';

const dialog = (page: Page) => page.getByRole('dialog');
const userField = (page: Page, lang: Lang, label: { id: string; message: string }) =>
  dialog(page).getByRole('textbox', { name: tr(lang, label), exact: true });
const email = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: tr(lang, adminMessages.profileEmail) });
const offer = (page: Page) => page.getByTestId('draft-offer');

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
    const { context, page } = await openPage({ lang });
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home$/);

    // A dialog form on 用户管理 (through the menu, so going back stays inside the app): a new user with
    // an initial password, left open in its tab.
    const menu = page.getByRole('navigation', { name: tr(lang, lm.menu) });
    await menu.getByRole('menuitem', { name: lang === 'zh' ? '系统管理' : 'System', exact: true }).click();
    await menu.getByRole('menuitem', { name: lang === 'zh' ? '用户管理' : 'Users', exact: true }).click();
    await page.getByTestId('user-page').waitFor();
    await page.getByTestId('kit-add').click();
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

    // The session ends elsewhere; 保存 meets 602, the app resets the token and reloads (SPEC 8).
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

    // The dialog: offered when the same form opens again on its page, the password field left empty.
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('user-page').waitFor();
    await page.getByTestId('kit-add').click();
    const inDialog = dialog(page).getByTestId('draft-offer');
    await inDialog.waitFor();
    if (lang === 'en') {
      await inDialog.getByRole('button', { name: tr(lang, lm.draftRestore) }).click();
      await expect.poll(() => userField(page, lang, um.account).inputValue()).toBe(account);
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
      await inDialog.getByRole('button', { name: tr(lang, lm.draftDiscard) }).click();
      expect(await userField(page, lang, um.account).inputValue()).toBe('');
      await dialog(page)
        .getByRole('button', { name: tr(lang, kitMessages.cancel) })
        .click();
    }
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => browserStorage(page)).not.toContain('草稿用户');
    await page.getByTestId('kit-add').click();
    await userField(page, lang, um.account).waitFor();
    expect(await dialog(page).getByTestId('draft-offer').count()).toBe(0);
    expect(await browserStorage(page)).not.toContain(TYPED_PASSWORD);
    await context.close();
  });
});
