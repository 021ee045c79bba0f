import { uiMessages } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { merchantLinkMessages as ml } from '../src/page-parts/merchant-link-messages.ts';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { roleMessages as rm } from '../src/pages/permission/messages.ts';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import {
  chooseOption,
  dialogNamed,
  openFromMenu,
  rowAction,
  rowsWith,
  searchKeyword,
  startOnListPage,
} from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';
import { expectToast } from './toasts.ts';
import { adminCall, createUser, storedUser } from './user-fixtures.ts';

// The user page's links beyond its own form (system-user.e2e covers the list, the form and the batches).
const USERS = { path: '/system/user', testId: 'user-page', listLabel: m.list };
// Menu titles are data (the seed's names per language).
const MENU = {
  system: { zh: '系统管理', en: 'System' },
  users: { zh: '用户管理', en: 'Users' },
  roles: { zh: '角色管理', en: 'Roles' },
};
const SYSTEM_ROLE = '系统角色';

describe.each(LANGS)('用户管理: links (%s)', (lang) => {
  it('links a user to a merchant and keeps the link over a reload', async () => {
    const account = `e2emerchant${lang}`;
    const user = await createUser(account);
    const { context, page, table } = await startOnListPage(lang, USERS);
    await searchKeyword(page, lang, account);
    const row = rowsWith(table, account);
    await row.waitFor();

    await rowAction(row, 'merchant');
    const dialog = dialogNamed(page, tr(lang, ml.title, { name: account }));
    const field = dialog.getByLabel(tr(lang, ml.merchantId));
    // Editable once the stored (empty) link is in.
    await expect.poll(() => field.isEnabled()).toBe(true);
    expect(await field.inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page);
    await field.fill('M-2002');
    await field.press('Enter');
    await expectToast(page, tr(lang, ml.saved));
    await dialog.waitFor({ state: 'detached' });
    const stored = await adminCall<{ merchantId: string | null }>(
      'GET',
      `/api/permission/UserMachine/GetMerchantByUserId?UserId=${user.id}`,
    );
    expect(stored.merchantId).toBe('M-2002');

    // After a reload the dialog reads the stored link back.
    await page.reload();
    await row.waitFor();
    await rowAction(row, 'merchant');
    await expect.poll(() => field.inputValue()).toBe('M-2002');
    // Emptied, the link is removed.
    await field.fill('');
    await dialog.getByRole('button', { name: tr(lang, kitMessages.save) }).click();
    await dialog.waitFor({ state: 'detached' });
    const unlinked = await adminCall<{ merchantId: string | null }>(
      'GET',
      `/api/permission/UserMachine/GetMerchantByUserId?UserId=${user.id}`,
    );
    expect(unlinked.merchantId).toBeNull();
    await context.close();
  });
  it('disables the chosen users in a batch and names the one the server refuses', async () => {
    const account = `e2eadminbatch${lang}`;
    await createUser(account);
    const { context, page, table } = await startOnListPage(lang, USERS);
    await searchKeyword(page, lang, 'admin');
    const rowOf = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await rowOf(account).waitFor();
    await rowOf('admin').getByRole('checkbox').check();
    await rowOf(account).getByRole('checkbox').check();
    await page.getByTestId('batch-disable').click();
    // One report: the new user went through, the administrator was refused and is named with why.
    await expectToast(page, tr(lang, s.batchPartly, { ok: '1', failed: '1', reasons: 'admin（' }));
    expect((await storedUser(account)).enabledMark).toBe(0);
    expect((await storedUser('admin')).enabledMark).toBe(1);
    await expect.poll(() => rowOf(account).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await context.close();
  });

  it('offers a role created a moment ago in the user form, without loading the app again', async () => {
    const role = `刚建角色${lang}`;
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    // A mark on the window: it is gone if anything reloads the app.
    await page.evaluate(() => Object.assign(window, { journeyMark: 'kept' }));
    const users = page.getByTestId('user-page');
    const roleField = async () => {
      await users.getByTestId('kit-add').click();
      const form = dialogNamed(page, tr(lang, kitMessages.createTitle, { title: tr(lang, m.entity) }));
      await form.getByLabel(tr(lang, m.roles)).click();
      const panel = page.locator('.pmc-picker__panel');
      await panel.getByRole('textbox').fill(role);
      return { form, panel };
    };
    const closeForm = async (form: Locator) => {
      await page.keyboard.press('Escape');
      await form.getByRole('button', { name: tr(lang, uiMessages.cancel) }).click();
      await form.waitFor({ state: 'detached' });
    };

    // The user page (its role list loaded): the role does not exist yet.
    await openFromMenu(page, lang, [MENU.system[lang], MENU.users[lang]], 'user-page');
    let { form, panel } = await roleField();
    await panel.getByRole('textbox').waitFor();
    expect(await panel.getByRole('treeitem', { name: role }).count()).toBe(0);
    await closeForm(form);

    // Created on the role page …
    await openFromMenu(page, lang, [MENU.system[lang], MENU.roles[lang]], 'role-page');
    const roles = page.getByTestId('role-page');
    await roles.getByTestId('kit-add').click();
    const create = dialogNamed(page, tr(lang, kitMessages.createTitle, { title: tr(lang, rm.entity) }));
    await create.getByLabel(tr(lang, s.fullName)).fill(role);
    await create.getByLabel(tr(lang, s.enCode)).fill(`e2e.fresh.${lang}`);
    await chooseOption(page, create.getByLabel(tr(lang, rm.type)), SYSTEM_ROLE);
    await page.getByTestId('kit-form-save').click();
    await create.waitFor({ state: 'detached' });

    // … and offered back on the user page's tab at once.
    await openFromMenu(page, lang, [MENU.system[lang], MENU.users[lang]], 'user-page');
    ({ form, panel } = await roleField());
    await panel.getByRole('treeitem', { name: role }).first().waitFor();
    expect(await page.evaluate(() => (window as { journeyMark?: string }).journeyMark)).toBe('kept');
    await closeForm(form);
    await context.close();
  });
});
