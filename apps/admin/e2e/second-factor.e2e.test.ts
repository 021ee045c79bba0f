import type { SecurityPolicy } from '@pmc/api-client/contract';
import { secondFactorMessages as em } from '@pmc/layout';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMessages as am } from '../src/messages.ts';
import { profileMessages as pm } from '../src/pages/profile/messages.ts';
import { userMessages as um } from '../src/pages/system/user/messages.ts';
import { secondFactorMessages as sm } from '../src/second-factor/messages.ts';
import { confirmWith, rowAction, rowsWith, searchKeyword, startOnListPage } from './list-pages.ts';
import {
  baseUrl,
  callApi,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openPage,
  sessionToken,
  submitSignIn,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';
import { adminCall, createSignedUpUser, roleId, signsIn } from './user-fixtures.ts';

const PASSWORD = 'Factor@2026';
const POLICY = '/api/system/SecurityPolicy';
const STEP_MS = 30_000;

/** The app's code for `secret`, `steps` steps from now (the server takes one step either way). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * STEP_MS,
  });

/** Scans nothing: reads the secret the page shows, confirms with its current code, keeps the recovery codes. */
async function enrol(page: Page, lang: Lang): Promise<{ secret: string; codes: string[] }> {
  const secret = (await page.getByTestId('second-factor-secret').textContent()) ?? '';
  await page.getByTestId('second-factor-qr').waitFor();
  await page.getByRole('textbox', { name: tr(lang, em.confirmCode) }).fill(codeOf(secret));
  await page.getByTestId('second-factor-confirm').click();
  const list = page.getByRole('list', { name: tr(lang, em.codesTitle) });
  await list.waitFor();
  const codes = await list.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

/** The sign-in form up to its code step. */
async function toCodeStep(page: Page, lang: Lang, account: string) {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, account, PASSWORD);
  const code = page.getByRole('textbox', { name: tr(lang, am.oneTimeCode) });
  await code.waitFor();
  return code;
}

async function signInWithCode(page: Page, lang: Lang, account: string, code: string) {
  const field = await toCodeStep(page, lang, account);
  await field.fill(code);
  await page.getByTestId('login-verify').click();
}

describe.each(LANGS)('两步验证 (%s)', (lang) => {
  it('turns on in 个人信息, signs in with a code or a recovery code once, refuses a wrong code; an administrator resets it', async () => {
    // An account of this journey's own: the shared admin and staff never get a second factor.
    const account = `e2etotp${lang}`;
    const user = await createSignedUpUser(account, PASSWORD);
    let { context, page } = await openPage({ lang });
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, account, PASSWORD);
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('tab', { name: tr(lang, pm.secondFactor) }).click();
    await page.getByTestId('second-factor-start').click();
    const { secret, codes } = await enrol(page, lang);
    await page.getByTestId('second-factor-done').click();
    await expect
      .poll(() => page.getByTestId('second-factor-status').textContent())
      .not.toBe(tr(lang, sm.statusOff));
    await context.close();

    // The password now leads to the code step; a wrong code is refused there.
    ({ context, page } = await openPage({ lang }));
    const field = await toCodeStep(page, lang, account);
    await expectNoSeriousA11yViolations(page);
    await field.fill('000000');
    await page.getByTestId('login-verify').click();
    await expectToast(page, lang === 'zh' ? '动态码错误' : 'Wrong code');
    // The enrolment spent this step's code: the next step's (a phone a little ahead) signs in.
    await field.fill(codeOf(secret, 1));
    await page.getByTestId('login-verify').click();
    await page.waitForURL(/\/home$/);
    await context.close();

    // A recovery code signs in once.
    ({ context, page } = await openPage({ lang }));
    await signInWithCode(page, lang, account, codes[0] as string);
    await page.waitForURL(/\/home$/);
    await context.close();
    ({ context, page } = await openPage({ lang }));
    await signInWithCode(page, lang, account, codes[0] as string);
    await expectToast(page, lang === 'zh' ? '动态码错误' : 'Wrong code');
    expect(page.url()).toContain('/login');
    await context.close();

    // The administrator resets it (a lost phone): the password alone signs in again.
    const users = await startOnListPage(lang, {
      path: '/system/user',
      testId: 'user-page',
      listLabel: um.list,
    });
    await searchKeyword(users.page, lang, account);
    await rowAction(rowsWith(users.table, account), 'resetSecondFactor');
    await confirmWith(users.page, lang, tr(lang, um.resetSecondFactorConfirm, { account }));
    await expectToast(users.page, tr(lang, um.resetSecondFactorDone, { account }));
    await users.context.close();
    expect(await signsIn(account, PASSWORD)).toBe(true);
    const history = await adminCall<{ list: { event: string | null }[] }>(
      'GET',
      `/admin-api/system/history/user/${user.id}`,
    );
    expect(history.list.map((entry) => entry.event)).toContain('resetSecondFactor');
  });

  it('takes a person the policy covers straight to an enrolment that cannot be dismissed', async () => {
    // A role of its own, held by this journey's account alone, so no other journey meets the policy.
    const enCode = `e2eTotp${lang}`;
    await adminCall('POST', '/admin-api/system/role', { fullName: `两步验证${lang}`, enCode });
    const covered = await roleId(enCode);
    const account = `e2etotpp${lang}`;
    await createSignedUpUser(account, PASSWORD, { roleIds: [await roleId('staff'), covered] });
    const token = sessionToken('admin');
    const found = await callApi<SecurityPolicy>(token, 'GET', POLICY);
    await callApi(token, 'PUT', POLICY, { secondFactorRequired: 'roles', secondFactorRoleIds: [covered] });
    try {
      const { context, page } = await openPage({ lang });
      await page.goto(`${baseUrl}/login`);
      await submitSignIn(page, account, PASSWORD);
      const dialog = page.getByRole('dialog', { name: tr(lang, am.secondStepTitle) });
      await dialog.getByTestId('second-factor-secret').waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await dialog.getByTestId('second-factor-secret').waitFor();
      expect(await dialog.getByRole('button', { name: tr(lang, em.confirm) }).isVisible()).toBe(true);
      await enrol(page, lang);
      await dialog.getByTestId('second-factor-done').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('home').waitFor();
      await context.close();
    } finally {
      await callApi(token, 'PUT', POLICY, {
        secondFactorRequired: found.secondFactorRequired,
        secondFactorRoleIds: found.secondFactorRoleIds,
      });
    }
  });
});
