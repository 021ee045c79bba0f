import { uiMessages } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { verifyMessages as v } from '../src/pages/permission/audit-verify/verify-messages.ts';
import { logMessages as m, roleMessages as r } from '../src/pages/permission/messages.ts';
import { chooseOption, confirmWith, openListPage, rowAction, rowsWith, searchKeyword } from './list-pages.ts';
import { staffRole as storedStaffRole, syncRole } from './staff-role.ts';
import {
  baseUrl,
  callApi,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openHome,
  openPage,
  sessionToken,
  signIn,
  tr,
} from './support.ts';

// The operation log's title: the page and the button, named by the menu seed in the user's language.
const ROLE_DELETE = { zh: '角色管理 · 删除', en: 'Roles · Delete' };
const ROLE_EDIT = { zh: '角色管理 · 编辑', en: 'Roles · Edit' };

/** Today as the date inputs take it (yyyy-MM-dd, the browser's local day). */
async function today(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
}

/** Fills the search form's time range, account and result, and searches. */
async function filter(
  page: Page,
  lang: Lang,
  { from, to, account, result }: { from?: string; to?: string; account?: string; result?: string },
): Promise<void> {
  const form = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
  const range = tr(lang, m.range);
  if (from) await form.getByLabel(`${range} ${tr(lang, kitMessages.dateFrom)}`).fill(from);
  if (to) await form.getByLabel(`${range} ${tr(lang, kitMessages.dateTo)}`).fill(to);
  if (account !== undefined) await form.getByRole('textbox', { name: tr(lang, m.account) }).fill(account);
  if (result) await chooseOption(page, form.getByRole('combobox', { name: tr(lang, m.result) }), result);
  await form.getByRole('button', { name: tr(lang, kitMessages.search), exact: true }).click();
}

/** The account cell of every body row (the column headed 账号). */
async function accountsOf(table: Locator, lang: Lang): Promise<string[]> {
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const column = headers.indexOf(tr(lang, m.account));
  expect(column).toBeGreaterThanOrEqual(0);
  return table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''), column);
}

describe.each(LANGS)('the sign-in and operation logs (%s)', (lang) => {
  const ghost = `ghost${lang}`;

  it('shows an administrator everyone’s sign-ins, filtered by time range, account and result', async () => {
    // A failed attempt for an account that does not exist: logged under the account typed.
    const res = await fetch(`${baseUrl}/admin-api/login`, {
      method: 'POST',
      body: new URLSearchParams({ account: ghost, password: '0'.repeat(32), code: '', sys_captcha: '' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(400);

    // Signed in afresh, so the administrator's own sign-in heads the log.
    const { context, page } = await openPage({ lang });
    await signIn(page);
    await openListPage(page, '/permission/signInLog', 'sign-in-log-page');
    const table = page.getByRole('table', { name: tr(lang, m.signInList) });
    await rowsWith(table, 'admin').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    const day = await today(page);
    await filter(page, lang, { from: day, to: day, account: ghost, result: tr(lang, m.failure) });
    await page.waitForURL(/result=failure/);
    const row = rowsWith(table, ghost);
    await row.waitFor();
    expect(await row.textContent()).toContain(tr(lang, m.failure));
    // The unfiltered page may already hold that row: wait for the filtered one to replace it.
    await expect.poll(() => accountsOf(table, lang)).toEqual([ghost]);

    // The same account succeeded never: the success filter finds nothing.
    await filter(page, lang, { result: tr(lang, m.success) });
    await page.getByText(tr(lang, uiMessages.empty)).waitFor();
    // A range in the past holds none of today's sign-ins.
    await filter(page, lang, {
      from: '2020-01-01',
      to: '2020-01-02',
      account: '',
      result: tr(lang, kitMessages.all),
    });
    await page.getByText(tr(lang, uiMessages.empty)).waitFor();
    await context.close();
  });

  it('records a refused change with its translated title; staff of scope own see only their own rows', async () => {
    const admin = sessionToken('admin');
    const staffToken = sessionToken('staff');
    const roles = await callApi<{ list: { id: string; enCode: string }[] }>(
      admin,
      'GET',
      '/admin-api/common/role_all',
    );
    const staffRole = roles.list.find((r) => r.enCode === 'staff')?.id;
    // Staff has no 删除 on the role page: refused with 403, and the refusal is logged.
    const refused = await fetch(`${baseUrl}/admin-api/system/role/${staffRole}`, {
      method: 'DELETE',
      headers: { authorization: staffToken },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(403);

    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, '/permission/operationLog', 'operation-log-page');
    const table = page.getByRole('table', { name: tr(lang, m.operationList) });
    await filter(page, lang, { account: 'staff', result: tr(lang, m.refused) });
    const row = rowsWith(table, ROLE_DELETE[lang]).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(`${tr(lang, m.refused)} (403)`);
    await expect.poll(async () => [...new Set(await accountsOf(table, lang))]).toEqual(['staff']);
    await expectNoSeriousA11yViolations(page);
    await context.close();

    // Staff hold both log pages; narrowed to their own records (data scope), they see their own rows
    // only, even when asking for admin's.
    const before = await storedStaffRole(admin);
    await syncRole(admin, before.id, { ...before.grants, dataScope: 'own' });
    const staff = await openPage({ lang, as: 'staff' });
    await openHome(staff.page);
    await openListPage(staff.page, '/permission/operationLog', 'operation-log-page');
    const own = staff.page.getByRole('table', { name: tr(lang, m.operationList) });
    await rowsWith(own, ROLE_DELETE[lang]).first().waitFor();
    expect(new Set(await accountsOf(own, lang))).toEqual(new Set(['staff']));
    await openListPage(staff.page, '/permission/signInLog', 'sign-in-log-page');
    const signIns = staff.page.getByRole('table', { name: tr(lang, m.signInList) });
    await rowsWith(signIns, 'staff').first().waitFor();
    expect(new Set(await accountsOf(signIns, lang))).toEqual(new Set(['staff']));
    await filter(staff.page, lang, { account: 'admin' });
    await staff.page.getByText(tr(lang, uiMessages.empty)).waitFor();
    await staff.context.close();
    await syncRole(admin, before.id, before.grants);
  });

  it('logs a role disabled, enabled and deleted on the role page, each with its page and button', async () => {
    const admin = sessionToken('admin');
    const name = `日志角色${lang}`;
    await callApi(admin, 'POST', '/admin-api/system/role', { fullName: name, enCode: `logrole${lang}` });
    const roles = await callApi<{ list: { id: string; fullName: string }[] }>(
      admin,
      'GET',
      '/admin-api/common/role_all',
    );
    const id = roles.list.find((role) => role.fullName === name)?.id as string;

    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, '/system/role', 'role-page');
    await searchKeyword(page, lang, name);
    const roleRow = rowsWith(page.getByRole('table', { name: tr(lang, r.listLabel) }), name);
    const enabled = roleRow.getByRole('switch', { name: `${tr(lang, s.enabled)} ${name}` });
    await enabled.click();
    await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => enabled.isDisabled()).toBe(false);
    await enabled.click();
    await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => enabled.isDisabled()).toBe(false);
    await rowAction(roleRow, 'remove');
    await confirmWith(page, lang, tr(lang, uiMessages.deleteConfirm));
    await expect.poll(() => roleRow.count()).toBe(0);

    // The operation log holds the two state changes (编辑) and the delete (删除), each a success.
    await openListPage(page, '/permission/operationLog', 'operation-log-page');
    const table = page.getByRole('table', { name: tr(lang, m.operationList) });
    await filter(page, lang, { account: 'admin', result: tr(lang, m.success) });
    const states = rowsWith(table, `/api/system/Role/${id}/Actions/State`);
    await expect.poll(() => states.count()).toBe(2);
    for (const text of await states.allTextContents()) expect(text).toContain(ROLE_EDIT[lang]);
    const removed = rowsWith(table, `/admin-api/system/role/${id}`);
    await expect.poll(() => removed.count()).toBe(1);
    expect(await removed.textContent()).toContain(ROLE_DELETE[lang]);
    expect(await removed.textContent()).toContain('DELETE');

    // 核验: the log's hash chain holds through its newest sealed entry, named by place and time.
    await page.getByRole('button', { name: tr(lang, v.verify), exact: true }).click();
    const answer = page.getByTestId('audit-verify-answer');
    const intact = new RegExp(
      tr(lang, v.intact, { n: '\\d+', time: '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}' }).replace(
        /[()（）]/g,
        '\\$&',
      ),
    );
    await expect.poll(() => answer.textContent()).toMatch(intact);
    expect(await answer.getAttribute('data-intact')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
