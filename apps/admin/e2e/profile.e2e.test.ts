import { i18nMessages } from '@pmc/i18n';
import { layoutMessages as lm } from '@pmc/layout';
import { validatorsMessages } from '@pmc/validators';
import { sessionListMessages as sl } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../src/messages.ts';
import { profileMessages as m } from '../src/pages/profile/messages.ts';
import { confirmWith, rowsWith } from './list-pages.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openPage,
  submitSignIn,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';
import { createSignedUpUser, signsIn, storedUser, TINY_PNG } from './user-fixtures.ts';

const PASSWORD = 'Profile@2026';
// The server's own text for a session the person ended from another one (it answers in the browser's
// language), not the administrator's force-offline wording.
const ENDED = {
  zh: '此会话已在您的另一处登录中结束，请重新登录',
  en: 'This session was ended from another of your sessions, please sign in again',
};

/** Signs a journey user in through the form and opens /profile. */
async function openProfile(page: Page, account: string, password = PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, account, password);
  await page.waitForURL(/\/home$/);
  await page.goto(`${baseUrl}/profile`);
  await page.getByTestId('profile').waitFor();
}

const tab = (page: Page, lang: Lang, label: { id: string; message: string }) =>
  page.getByRole('tab', { name: tr(lang, label) });

describe.each(LANGS)('个人信息 (%s)', (lang) => {
  it('saves a changed mobile and a new avatar and keeps the fields left alone', async () => {
    const account = `e2eprof${lang}`;
    await createSignedUpUser(account, PASSWORD, { email: 'keep@example.com' });
    const { context, page } = await openPage({ lang });
    await openProfile(page, account);
    const mobile = page.getByRole('textbox', { name: tr(lang, adminMessages.profileMobile) });
    await expect.poll(() => mobile.isEnabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await mobile.fill('13600136000');
    await page.getByTestId('profile').locator('input[type="file"]').setInputFiles(TINY_PNG);
    await page.getByTestId('profile').locator('img').first().waitFor();
    await page.getByRole('button', { name: tr(lang, adminMessages.save) }).click();
    await expectToast(page, tr(lang, adminMessages.profileSaved));
    const stored = (await storedUser(account)) as Awaited<ReturnType<typeof storedUser>> & {
      email: string | null;
      avatar: string;
    };
    expect(stored.mobile).toBe('13600136000');
    expect(stored.email).toBe('keep@example.com');
    expect(stored.avatar).not.toBe('');
    await page.reload();
    await expect.poll(() => mobile.inputValue()).toBe('13600136000');
    await context.close();
  });

  it('shows my sign-ins, my permissions and my subordinates', async () => {
    const account = `e2emgr${lang}`;
    const manager = await createSignedUpUser(account, PASSWORD);
    await createSignedUpUser(`e2esub${lang}`, PASSWORD, { managerId: manager.id });
    const { context, page } = await openPage({ lang });
    await openProfile(page, account);

    await tab(page, lang, m.signInLog).click();
    const log = page.getByRole('table', { name: tr(lang, m.logList) });
    await rowsWith(log, tr(lang, m.logSuccess)).first().waitFor();
    // Narrowed to a range of days: one long past holds none of my sign-ins, one around today holds them.
    const search = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
    const range = async (from: string, to: string) => {
      await search.getByLabel(`${tr(lang, m.logTime)} ${tr(lang, kitMessages.dateFrom)}`).fill(from);
      await search.getByLabel(`${tr(lang, m.logTime)} ${tr(lang, kitMessages.dateTo)}`).fill(to);
      await search.getByRole('button', { name: tr(lang, kitMessages.search), exact: true }).click();
    };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await range('2000-01-01', '2000-01-02');
    await expect.poll(() => rowsWith(log, tr(lang, m.logSuccess)).count()).toBe(0);
    await range(day(-1), day(1));
    await rowsWith(log, tr(lang, m.logSuccess)).first().waitFor();

    await tab(page, lang, m.authorize).click();
    const grants = page.getByRole('table', { name: tr(lang, m.authorizeList) });
    await rowsWith(grants, lang === 'zh' ? '用户管理' : 'Users')
      .first()
      .waitFor();

    await tab(page, lang, m.subordinates).click();
    const subordinates = page.getByRole('table', { name: tr(lang, m.subordinateList) });
    await rowsWith(subordinates, `e2esub${lang}`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('changes my password with the change-password rules and sends me to /login', async () => {
    const account = `e2epwd${lang}`;
    await createSignedUpUser(account, PASSWORD);
    const { context, page } = await openPage({ lang });
    await openProfile(page, account);
    await tab(page, lang, m.password).click();
    const form = page.getByTestId('profile-password');
    const field = (label: { id: string; message: string }) => form.getByLabel(tr(lang, label));
    await field(lm.newPassword).fill('abc');
    await field(lm.newPassword).blur();
    await form.getByText(tr(lang, validatorsMessages.newPasswordStrength)).waitFor();
    await field(lm.oldPassword).fill(PASSWORD);
    await field(lm.newPassword).fill('Changed@2026');
    await field(lm.repeatPassword).fill('Changed@2026x');
    await field(lm.repeatPassword).blur();
    await form.getByText(tr(lang, validatorsMessages.passwordMismatch)).waitFor();
    await field(lm.repeatPassword).fill('Changed@2026');
    // Mended, the message goes as it is typed (no blur needed before the click).
    await expect.poll(() => form.getByText(tr(lang, validatorsMessages.passwordMismatch)).count()).toBe(0);
    await form.getByRole('button', { name: tr(lang, m.submitPassword) }).click();
    await page.waitForURL(/\/login$/);
    await expectToast(page, tr(lang, i18nMessages.passwordChanged));
    expect(await signsIn(account, PASSWORD)).toBe(false);
    expect(await signsIn(account, 'Changed@2026')).toBe(true);
    await context.close();
  });

  it('shows my sessions with this device marked, and ending the other one signs that browser out', async () => {
    const account = `e2esess${lang}`;
    await createSignedUpUser(account, PASSWORD);
    const elsewhere = await openPage({ lang });
    await openProfile(elsewhere.page, account);
    const { context, page } = await openPage({ lang });
    await openProfile(page, account);

    await tab(page, lang, m.sessions).click();
    const table = page.getByRole('table', { name: tr(lang, sl.list) });
    const rows = rowsWith(table, '127.0.0.1');
    await expect.poll(() => rows.count()).toBe(2);
    // The mark beside the browser (in zh the place of 127.0.0.1 reads 本机 too).
    const mine = rows.filter({
      has: page.locator('.pmc-session-list__current', { hasText: tr(lang, sl.current) }),
    });
    await mine.waitFor();
    expect(await mine.getByRole('button', { name: tr(lang, sl.end) }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const other = rows.filter({ has: page.getByRole('button', { name: tr(lang, sl.end) }) });
    const device = (await other.getByRole('cell').first().textContent()) ?? '';
    await other.getByRole('button', { name: tr(lang, sl.end) }).click();
    await confirmWith(page, lang, tr(lang, m.endSessionConfirm, { where: `${device}, 127.0.0.1` }));
    await expectToast(page, tr(lang, m.sessionEnded));
    await expect.poll(() => rows.count()).toBe(1);

    // The ended browser's next request (opening another tab of its page) answers 602: the notice, then /login.
    await tab(elsewhere.page, lang, m.signInLog).click();
    await expectToast(elsewhere.page, ENDED[lang]);
    await elsewhere.page.waitForURL(/\/login/);
    await elsewhere.context.close();
    await context.close();
  });
});
