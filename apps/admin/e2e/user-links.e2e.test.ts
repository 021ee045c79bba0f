import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { merchantLinkMessages as ml } from '../src/pages/system/shared/merchant-link-messages.ts';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { dialogNamed, rowAction, rowsWith, searchKeyword, startOnListPage } from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, toast, tr } from './support.ts';
import { adminCall, createUser } from './user-fixtures.ts';

// The user page's links beyond its own form (system-user.e2e covers the list, the form and the batches).
const USERS = { path: '/system/user', testId: 'user-page', listLabel: m.list };

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
    await expect.poll(() => toast(page).textContent()).toContain(tr(lang, ml.saved));
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
});
