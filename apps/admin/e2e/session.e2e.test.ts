import { i18nMessages } from '@pmc/i18n';
import { layoutMessages as m } from '@pmc/layout';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openPage,
  openUserMenu,
  signIn,
  submitSignIn,
  tr,
} from './support.ts';
import { expectToast, toastsSinceInput } from './toasts.ts';

async function lockFromMenu(page: Page, lang: Lang) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: tr(lang, m.lock) }).click();
}

async function confirmLogout(page: Page, lang: Lang) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: tr(lang, m.logout) }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: tr(lang, m.ok) })
    .click();
}

describe.each(LANGS)('the session (%s)', (lang) => {
  it('shows the previous sign-in for 2 s after signing in from /login, not after a reload', async () => {
    // A sign-in elsewhere first, so there is a previous one to report whatever ran before.
    await apiSignIn('staff', 'Staff@2026');
    const { context, page } = await openPage({ lang });
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, 'staff', 'Staff@2026');
    const notice = page.locator('.pmc-notification, [role="status"], [role="alert"]').filter({
      hasText: tr(lang, m.loginNotice),
    });
    // Read from the toast log: on a busy machine the 2 s may be over before a second look at the screen.
    await expectToast(page, tr(lang, m.loginNotice));
    const text = (await toastsSinceInput(page)).find((shown) => shown.includes(tr(lang, m.loginNotice)));
    expect(text).toContain(tr(lang, m.prevLoginTime, { time: '' }).trim());
    expect(text).toContain('127.0.0.1');
    // It goes away by itself after 2 s.
    await notice.first().waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('home').waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  it('locks to /lockScreen, refuses a wrong password, unlocks back to the page, or signs in again', async () => {
    const { context, page } = await openPage({ lang });
    await signIn(page);
    await page.goto(`${baseUrl}/profile`);
    await page.getByTestId('profile').waitFor();
    await lockFromMenu(page, lang);
    await page.waitForURL(/\/lockScreen\?redirect=%2Fprofile$/);
    expect(await page.evaluate(() => localStorage.getItem('park_isLock'))).toBe('true');
    // A reload keeps the lock (the flag is stored) and still knows the user.
    await page.reload();
    const password = page.getByLabel(tr(lang, m.unlockPassword));
    await password.waitFor();
    await expectNoSeriousA11yViolations(page);
    await password.fill('wrong-password');
    await page.getByRole('button', { name: tr(lang, m.unlock) }).click();
    await expectToast(page);
    expect(page.url()).toMatch(/\/lockScreen/);
    await password.fill('Admin@2026');
    await page.getByRole('button', { name: tr(lang, m.unlock) }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    expect(await page.evaluate(() => localStorage.getItem('park_isLock'))).toBeNull();

    await lockFromMenu(page, lang);
    await page.getByRole('link', { name: tr(lang, m.signInAgain) }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByTestId('login-submit').waitFor();
    await context.close();
  });

  it('mirrors lock, unlock and logout into the other tab', async () => {
    const { context, page } = await openPage({ lang });
    await signIn(page);
    const other = await context.newPage();
    await other.goto(`${baseUrl}/profile`);
    await other.getByTestId('profile').waitFor();

    await lockFromMenu(page, lang);
    await other.waitForURL(/\/lockScreen\?redirect=%2Fprofile$/);
    await page.getByLabel(tr(lang, m.unlockPassword)).fill('Admin@2026');
    await page.getByRole('button', { name: tr(lang, m.unlock) }).click();
    await page.waitForURL(`${baseUrl}/home`);
    await other.waitForURL(`${baseUrl}/profile`);

    await confirmLogout(page, lang);
    await page.waitForURL(`${baseUrl}/login`);
    await other.waitForURL(`${baseUrl}/login`);
    expect(await other.evaluate(() => localStorage.getItem('park_token'))).toBeNull();
    await context.close();
  });
});

describe('the forced password change of a weak password', () => {
  const dialogOf = (page: Page, lang: Lang) => page.getByRole('dialog', { name: tr(lang, m.changePassword) });

  async function expectItStays(page: Page, lang: Lang) {
    const dialog = dialogOf(page, lang);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(tr(lang, m.weakPassword));
    expect(await dialog.getByRole('button', { name: tr(lang, m.close) }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.mouse.click(5, 700);
    expect(await dialog.isVisible()).toBe(true);
  }

  // en first (it only checks the refusals and the rules), then zh changes the password for good.
  it('(en) cannot be dismissed and checks the change-password rules', async () => {
    const { context, page } = await openPage({ lang: 'en' });
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, 'newbie', '123456');
    await page.waitForURL(`${baseUrl}/home`);
    await expectItStays(page, 'en');
    const dialog = dialogOf(page, 'en');
    await dialog.getByLabel(tr('en', m.newPassword)).fill('short');
    await dialog.getByLabel(tr('en', m.repeatPassword)).focus();
    await expect.poll(() => dialog.getByRole('alert').count()).toBeGreaterThan(1);
    await context.close();
  });

  it('(zh) cannot be dismissed, then changes the password and sends the user to sign in again', async () => {
    const { context, page } = await openPage({ lang: 'zh' });
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, 'newbie', '123456');
    await page.waitForURL(`${baseUrl}/home`);
    await expectItStays(page, 'zh');
    const dialog = dialogOf(page, 'zh');
    await dialog.getByLabel(tr('zh', m.oldPassword)).fill('123456');
    await dialog.getByLabel(tr('zh', m.newPassword)).fill('Newbie@2026');
    await dialog.getByLabel(tr('zh', m.repeatPassword)).fill('Newbie@2026');
    await dialog.getByRole('button', { name: tr('zh', m.submit) }).click();
    await page.waitForURL(`${baseUrl}/login`);
    const done = tr('zh', i18nMessages.passwordChanged);
    await expectToast(page, done);
    expect(await page.evaluate(() => localStorage.getItem('park_token'))).toBeNull();
    // The new password works and the dialog is gone.
    await submitSignIn(page, 'newbie', 'Newbie@2026');
    await page.getByTestId('home').waitFor();
    expect(await dialogOf(page, 'zh').count()).toBe(0);
    await context.close();
  });
});
