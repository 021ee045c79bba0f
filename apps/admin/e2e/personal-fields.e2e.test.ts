import { maskMobile } from '@pmc/validators';
import { kitMessages } from '@pmc/widgets/kit';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logMessages as lm } from '../src/pages/permission/messages.ts';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { exportThroughTray } from './export-tray.ts';
import { dialogNamed, openListPage, rowAction, rowsWith } from './list-pages.ts';
import { staffRole, syncRole } from './staff-role.ts';
import { baseUrl, callApi, LANGS, type Lang, openHome, openPage, sessionToken, tr } from './support.ts';
import { createUser } from './user-fixtures.ts';
import { openDownloadedWorkbook } from './workbook.ts';

const MOBILE = '13800000000';
const MASKED = maskMobile(MOBILE);

type Node = { enCode: string; buttons: { id: string; enCode: string }[]; children: Node[] };

/** The id of 用户管理's 导出 button, which staff's role lacks (granted for this journey only). */
async function userExportButton(token: string): Promise<string> {
  const tree = await callApi<{ list: Node[] }>(token, 'GET', '/admin-api/system/role/permission_tree');
  const walk = (nodes: Node[]): Node | undefined =>
    nodes.map((n) => (n.enCode === 'system.user' ? n : walk(n.children))).find(Boolean);
  return walk(tree.list)?.buttons.find((b) => b.enCode === 'btn_export')?.id as string;
}

describe.each(LANGS)('personal fields (%s)', (lang: Lang) => {
  let context: BrowserContext;
  let page: Page;
  const admin = sessionToken('admin');
  let restore: () => Promise<void>;
  beforeAll(async () => {
    const before = await staffRole(admin);
    restore = () => syncRole(admin, before.id, before.grants);
    await syncRole(admin, before.id, {
      ...before.grants,
      buttons: [...before.grants.buttons, await userExportButton(admin)],
    });
    ({ context, page } = await openPage({ lang, as: 'staff' }));
    await openHome(page);
  });
  afterAll(async () => {
    await context.close();
    await restore();
  });

  it('staff see the mobile masked in the list, the history and the export, and reveal one with a reason', async () => {
    const account = `pf${lang}`;
    await createUser(account, { mobile: MOBILE });
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('user-page').waitFor();
    const box = page.getByRole('textbox', { name: tr(lang, kitMessages.keyword) });
    await box.fill(account);
    await box.press('Enter');
    const row = rowsWith(page.getByRole('table', { name: tr(lang, m.list) }), account);
    await expect.poll(() => row.textContent()).toContain(MASKED);
    expect(await row.textContent()).not.toContain(MOBILE);

    // The record's 历史 shows the value as the list does.
    await rowAction(row, 'history');
    const drawer = page.getByRole('dialog', { name: `${tr(lang, kitMessages.historyTitle)} · ${account}` });
    const mobileChange = drawer.locator('[data-field="mobile"]').first();
    await expect.poll(() => mobileChange.textContent()).toContain(MASKED);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // 导出 without 导出个人信息: the workbook holds the masked value.
    const sheet = await openDownloadedWorkbook(await exportThroughTray(page));
    expect(sheet[1]).toContain(MASKED);
    expect(sheet.flat()).not.toContain(MOBILE);

    // 显示 asks for a reason, then shows that one value.
    const field = tr(lang, m.mobile);
    await row.getByRole('button', { name: tr(lang, kitMessages.revealOf, { field }) }).click();
    const dialog = dialogNamed(page, tr(lang, kitMessages.revealTitle, { field }));
    const reason = `回访核实 ${lang}`;
    await dialog.getByRole('textbox', { name: tr(lang, kitMessages.revealReason) }).fill(reason);
    await dialog.getByRole('button', { name: tr(lang, kitMessages.reveal), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain(MOBILE);

    // 操作日志 names whose value was shown, which field and why.
    await openListPage(page, '/permission/operationLog', 'operation-log-page');
    const log = page.getByRole('table', { name: tr(lang, lm.operationList) });
    const entry = rowsWith(log, reason).first();
    await entry.waitFor();
    expect(await entry.getByTestId('operation-detail').textContent()).toBe(
      `${tr(lang, lm.detailAccount)}: ${account}; ${tr(lang, lm.detailField)}: mobile; ${tr(lang, lm.detailReason)}: ${reason}`,
    );
  });
});
