import { maskMobile } from '@pmc/validators';
import { kitMessages } from '@pmc/widgets/kit';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages as am, authorizeMessages } from '../src/pages/permission/messages.ts';
import { positionMessages } from '../src/pages/system/position/messages.ts';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { exportThroughTray } from './export-tray.ts';
import { chooseOption, confirmWith, dialogNamed, openFromMenu, rowAction, rowsWith } from './list-pages.ts';
import { staffRole, syncRole } from './staff-role.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openHome,
  openPage,
  sessionToken,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';
import { adminCall, createUser, storedUser } from './user-fixtures.ts';
import { openDownloadedWorkbook } from './workbook.ts';

const OLD_MOBILE = '13800001111';
/** 变更历史 in the menu (named by the seed in the user's language). */
const AUDIT_MENU = { zh: ['权限管理', '变更历史'], en: ['Permission', 'Change history'] };
/** The server's label of the mobile field (the audit page has no user form of its own). */
const MOBILE_LABEL = { zh: '手机', en: 'Mobile' };
const NEW_MOBILE = '13900002222';
/** How every answer shows them (personal fields are masked by the server). */
const OLD_MASKED = maskMobile(OLD_MOBILE);
const NEW_MASKED = maskMobile(NEW_MOBILE);

async function openUserRow(page: Page, lang: Lang, account: string) {
  await page.goto(`${baseUrl}/system/user`);
  await page.getByTestId('user-page').waitFor();
  const table = page.getByRole('table', { name: tr(lang, m.list) });
  const box = page.getByRole('textbox', { name: tr(lang, kitMessages.keyword) });
  await box.fill(account);
  await box.press('Enter');
  const row = rowsWith(table, account);
  await row.first().waitFor();
  return row;
}

/** The 历史 drawer of a row, opened; answers the drawer. */
async function openHistory(page: Page, lang: Lang, row: ReturnType<typeof rowsWith>, account: string) {
  await rowAction(row, 'history');
  const drawer = page.getByRole('dialog', { name: `${tr(lang, kitMessages.historyTitle)} · ${account}` });
  await drawer.getByTestId('history-timeline').waitFor();
  return drawer;
}

describe.each(LANGS)('record history (%s)', (lang) => {
  // One signed-in page per language for every journey of the file.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage({ lang, as: 'admin' }));
    await openHome(page);
  });
  afterAll(() => context.close());

  it("shows a user's mobile and roles before → after by name, and restores the old mobile", async () => {
    const account = `hist${lang}`;
    const roleName = `历史角色${lang}`;
    await adminCall('POST', '/admin-api/system/role', { fullName: roleName, enCode: `histRole${lang}` });
    await createUser(account, { mobile: OLD_MOBILE });
    {
      const row = await openUserRow(page, lang, account);

      // Admin changes the mobile and gives a role, through the form.
      await rowAction(row, 'edit');
      const form = dialogNamed(page, tr(lang, kitMessages.editTitle, { title: tr(lang, m.entity) }));
      const mobile = form.getByRole('textbox', { name: tr(lang, m.mobile), exact: true });
      await expect.poll(() => mobile.inputValue()).toBe(OLD_MASKED);
      await mobile.fill(NEW_MOBILE);
      await form.getByLabel(tr(lang, m.roles)).click();
      const panel = page.locator('.pmc-picker__panel');
      await panel.getByRole('textbox').fill(roleName);
      await panel.getByRole('treeitem', { name: roleName }).first().click();
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
      await page.getByTestId('kit-form-save').click();
      await form.waitFor({ state: 'detached' });

      // The row's 历史 shows both fields, the role by its name.
      const drawer = await openHistory(page, lang, row, account);
      const latest = drawer.locator('.pmc-history__entry').first();
      await expect.poll(() => latest.getAttribute('data-action')).toBe('update');
      expect(await latest.locator('[data-field="mobile"]').textContent()).toBe(
        `${tr(lang, m.mobile)}: ${OLD_MASKED} → ${NEW_MASKED}`,
      );
      expect(await latest.getByTestId('history-added').textContent()).toBe(
        `${tr(lang, kitMessages.historyAdded)}: ${roleName}`,
      );
      expect(await latest.textContent()).toContain('admin');
      await expectNoSeriousA11yViolations(page);

      // 恢复这些值 opens the normal form with the old values (masked as read: the server restores the value
      // its entry holds); it saves as any edit does (same rules).
      await latest.getByTestId('history-restore').click();
      const restore = dialogNamed(page, tr(lang, kitMessages.editTitle, { title: tr(lang, m.entity) }));
      await expect
        .poll(() => restore.getByRole('textbox', { name: tr(lang, m.mobile), exact: true }).inputValue())
        .toBe(OLD_MASKED);
      await page.getByTestId('kit-form-save').click();
      await restore.waitFor({ state: 'detached' });
      const stored = (await storedUser(account)) as Awaited<ReturnType<typeof storedUser>> & {
        roleIds: string[];
      };
      expect(stored.mobile).toBe(OLD_MOBILE);
      expect(stored.roleIds).toEqual([]);

      const again = await openHistory(page, lang, row, account);
      const restored = again.locator('.pmc-history__entry').first();
      await expect
        .poll(() => restored.locator('[data-field="mobile"]').textContent())
        .toBe(`${tr(lang, m.mobile)}: ${NEW_MASKED} → ${OLD_MASKED}`);
      // The save of restored values is recorded as a restore, not as one more edit.
      expect(await restored.getAttribute('data-action')).toBe('restore');
      expect(await restored.locator('.pmc-history__head strong').textContent()).toBe(
        tr(lang, kitMessages.historyAction_restore),
      );
      expect(await restored.getByTestId('history-removed').textContent()).toBe(
        `${tr(lang, kitMessages.historyRemoved)}: ${roleName}`,
      );
      await page.keyboard.press('Escape');
      await again.waitFor({ state: 'detached' });
    }
  });

  it("names a button granted on 权限授权 in the role's grant history, by its translated name", async () => {
    const token = sessionToken('admin');
    const before = await staffRole(token);
    // The permission tree in the journey's language: the names the history must show.
    const res = await fetch(`${baseUrl}/admin-api/system/role/permission_tree`, {
      headers: { authorization: token, 'accept-language': lang === 'en' ? 'en' : 'zh-CN' },
    });
    type Node = { enCode: string; fullName: string; buttons: { enCode: string; fullName: string }[] };
    const tree = ((await res.json()) as { data: { list: { fullName: string; children: Node[] }[] } }).data;
    const rolePage = tree.list.flatMap((n) => n.children).find((n) => n.enCode === 'system.role');
    const add = rolePage?.buttons.find((b) => b.enCode === 'btn_add');
    expect(add).toBeDefined();
    try {
      await page.goto(`${baseUrl}/system/authorize?roleId=${before.id}`);
      await page.getByTestId('authorize-page').getByRole('heading', { name: '普通员工' }).waitFor();
      await page.getByRole('tab', { name: tr(lang, authorizeMessages.tabButton) }).click();
      await page
        .getByRole('searchbox', { name: tr(lang, authorizeMessages.filter) })
        .fill(rolePage?.fullName ?? '');
      const box = page
        .getByRole('tree', { name: tr(lang, authorizeMessages.tabButton) })
        .getByRole('treeitem', { name: `${add?.fullName} btn_add`, exact: true });
      expect(await box.getAttribute('aria-checked')).toBe('false');
      await box.click();
      await page.getByRole('button', { name: tr(lang, authorizeMessages.save), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr(lang, authorizeMessages.confirm) })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.getByTestId('authorize-history').click();
      const drawer = page.getByRole('dialog', { name: `${tr(lang, kitMessages.historyTitle)} · 普通员工` });
      const latest = drawer.locator('.pmc-history__entry').first();
      await expect.poll(() => latest.getAttribute('data-action')).toBe('grant');
      // Added as a tree, as the menu has it: the button under its page, the page under its directory.
      const added = latest.getByTestId('history-added');
      const pageNode = added
        .locator('li')
        .filter({ hasText: rolePage?.fullName ?? '' })
        .last();
      expect(await pageNode.locator(':scope > span').textContent()).toBe(rolePage?.fullName);
      expect(await pageNode.locator('li > span').allTextContents()).toEqual([add?.fullName]);
      expect(await added.locator(':scope > ul > li > span').allTextContents()).toEqual([
        tree.list.find((n) => n.children.some((c) => c.enCode === 'system.role'))?.fullName,
      ]);
      expect(await latest.locator('[data-field="buttons"]').textContent()).toContain(
        tr(lang, authorizeMessages.tabButton),
      );
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    } finally {
      await syncRole(token, before.id, before.grants);
    }
  });

  it("reads a position's type by its dictionary item's name, the stored code at hand", async () => {
    const name = `历史岗位${lang}`;
    const orgs = await adminCall<{ list: { id: string; enCode: string }[] }>(
      'GET',
      '/admin-api/system/dept?pageSize=100',
    );
    const organizeId = orgs.list.find((o) => o.enCode === 'pmc.office')?.id;
    await adminCall('POST', '/api/permission/Position', {
      fullName: name,
      enCode: `hist.pos.${lang}`,
      type: 'manager',
      organizeId,
    });
    const found = await adminCall<{ list: { id: string }[] }>(
      'GET',
      `/api/permission/Position?keyword=${encodeURIComponent(name)}`,
    );
    await adminCall('PUT', `/api/permission/Position/${found.list[0]?.id}`, { type: 'technical' });

    await page.goto(`${baseUrl}/system/position`);
    await page.getByTestId('position-page').waitFor();
    const box = page.getByRole('textbox', { name: tr(lang, kitMessages.keyword), exact: true });
    await box.fill(name);
    await box.press('Enter');
    const row = rowsWith(page.getByRole('table', { name: tr(lang, positionMessages.listLabel) }), name);
    await row.first().waitFor();
    const drawer = await openHistory(page, lang, row.first(), name);
    const type = drawer.locator('.pmc-history__entry').first().locator('[data-field="type"]');
    await expect.poll(() => type.textContent()).toBe(`${tr(lang, positionMessages.type)}: 管理岗 → 技术岗`);
    expect(await type.locator('.pmc-history__value').first().getAttribute('title')).toBe('manager');
    expect(await type.locator('.pmc-history__value').last().getAttribute('title')).toBe('technical');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });
  it('searches every change on 变更历史 by day, who, kind, record and action; opens the record history; exports', async () => {
    const account = `audit${lang}`;
    await createUser(account, { mobile: OLD_MOBILE });
    const user = await storedUser(account);
    await adminCall('PUT', `/admin-api/system/user/${user.id}`, { mobile: NEW_MOBILE });

    await page.goto(`${baseUrl}/home`);
    await openFromMenu(page, lang, AUDIT_MENU[lang], 'record-history-page');
    const form = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
    const day = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    const range = tr(lang, am.range);
    await form.getByLabel(`${range} ${tr(lang, kitMessages.dateFrom)}`).fill(day);
    await form.getByLabel(`${range} ${tr(lang, kitMessages.dateTo)}`).fill(day);
    await form.getByRole('textbox', { name: tr(lang, am.who) }).fill('admin');
    await chooseOption(page, form.getByRole('combobox', { name: tr(lang, am.kind) }), tr(lang, am.kind_user));
    // The record and action fields fold away behind 展开 past the first row.
    await form.getByRole('button', { name: tr(lang, kitMessages.expand) }).click();
    await form.getByRole('textbox', { name: tr(lang, am.recordId) }).fill(user.id);
    await chooseOption(
      page,
      form.getByRole('combobox', { name: tr(lang, am.action) }),
      tr(lang, kitMessages.historyAction_update),
    );
    await form.getByRole('button', { name: tr(lang, kitMessages.search), exact: true }).click();
    await page.waitForURL(/action=update/);

    // Only the update shows (the create is another action): who, kind, action and the changed field.
    const table = page.getByRole('table', { name: tr(lang, am.list) });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rowsWith(table, MOBILE_LABEL[lang]);
    const cells = await row.locator('td').allTextContents();
    expect(cells).toEqual(
      expect.arrayContaining([
        'admin',
        tr(lang, am.kind_user),
        tr(lang, kitMessages.historyAction_update),
        MOBILE_LABEL[lang],
      ]),
    );
    await expectNoSeriousA11yViolations(page);

    // The row opens the record's whole history, as its own page's 历史 does.
    await rowAction(row, 'detail');
    const drawer = page.getByRole('dialog', { name: `${tr(lang, kitMessages.historyTitle)} · ${user.id}` });
    const entries = drawer.locator('.pmc-history__entry');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().locator('[data-field="mobile"]').textContent()).toBe(
      `${MOBILE_LABEL[lang]}: ${OLD_MASKED} → ${NEW_MASKED}`,
    );
    expect(await entries.last().getAttribute('data-action')).toBe('create');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // 导出: the current filter as a workbook (a header row and the one entry), through the export tray.
    const sheet = await openDownloadedWorkbook(await exportThroughTray(page));
    expect(sheet).toHaveLength(2);
    expect(String(sheet[1]?.[6])).toContain(`${OLD_MASKED} → ${NEW_MASKED}`);
  });
  it('restores a deleted position from its delete entry on 变更历史, after a confirmation', async () => {
    const name = `复活岗位${lang}`;
    const orgs = await adminCall<{ list: { id: string; enCode: string }[] }>(
      'GET',
      '/admin-api/system/dept?pageSize=100',
    );
    await adminCall('POST', '/api/permission/Position', {
      fullName: name,
      enCode: `revive.pos.${lang}`,
      type: 'other',
      organizeId: orgs.list.find((o) => o.enCode === 'pmc.office')?.id,
    });
    const found = await adminCall<{ list: { id: string }[] }>(
      'GET',
      `/api/permission/Position?keyword=${encodeURIComponent(name)}`,
    );
    const id = found.list[0]?.id as string;
    await adminCall('DELETE', `/api/permission/Position/${id}`);

    // Found by its name: the delete entry keeps the record's copy, the create and restore its fields.
    await page.goto(`${baseUrl}/permission/recordHistory`);
    const form = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
    await form.getByRole('button', { name: tr(lang, kitMessages.expand) }).click();
    await form.getByRole('textbox', { name: tr(lang, am.recordName) }).fill(name);
    await form.getByRole('button', { name: tr(lang, kitMessages.search), exact: true }).click();
    await page.waitForURL(/recordName=/);
    const table = page.getByRole('table', { name: tr(lang, am.list) });
    // The address changes before the filtered answer is in: wait for the list of this record alone
    // (its create and its delete), not for the first row that says 删除.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    const deleted = table
      .locator('tbody tr')
      .filter({ hasText: name })
      .filter({ hasText: tr(lang, kitMessages.historyAction_delete) });
    await deleted.waitFor();
    await rowAction(deleted, 'restore');
    const question = tr(lang, am.restoreConfirm, { kind: tr(lang, am.kind_position), name });
    await confirmWith(page, lang, question);
    await expectToast(page, tr(lang, am.restored));

    // The position is back, and its history says so; the list shows the restore entry too.
    const back = await adminCall<{ fullName: string }>('GET', `/api/permission/Position/${id}`);
    expect(back.fullName).toBe(name);
    // create, delete and now the restore (in zh 恢复 is also the delete row's action: count, not text).
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
  });
});
