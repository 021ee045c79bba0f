import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { onlineUserMessages as m } from '../src/pages/system/online-user/messages.ts';
import { confirmWith, openListPage, rowAction, rowsWith } from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, openHome, openPage, signIn, tr } from './support.ts';
import { expectToast } from './toasts.ts';

// The server's own texts (it answers in the browser's language).
const FORCED = {
  zh: '您已被强制下线，请重新登录',
  en: 'You have been signed out by an administrator, please sign in again',
};
const POSITIONS = { zh: '岗位管理', en: 'Positions' };

describe.each(LANGS)('the online-user page (%s)', (lang) => {
  it('lists sessions with account, IP and times, and forcing one offline sends its browser to /login', async () => {
    // The other browser: staff, signed in last, so it heads the list sorted by sign-in time.
    const victim = await openPage({ lang });
    await signIn(victim.page, 'staff');

    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, '/system/onlineUser?keyword=staff&sidx=loginTime&sort=desc', 'online-user-page');
    const table = page.getByRole('table', { name: tr(lang, m.listLabel) });
    const first = rowsWith(table, 'staff').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('127.0.0.1');
    await expectNoSeriousA11yViolations(page);

    // The administrator's own session is marked and cannot be forced.
    await openListPage(page, '/system/onlineUser?keyword=admin&sidx=loginTime&sort=desc', 'online-user-page');
    const own = rowsWith(table, tr(lang, m.current));
    await own.waitFor();
    expect(await own.locator('[data-action="forceOffline"]').isDisabled()).toBe(true);

    await openListPage(page, '/system/onlineUser?keyword=staff&sidx=loginTime&sort=desc', 'online-user-page');
    await rowAction(rowsWith(table, 'staff').first(), 'forceOffline');
    await confirmWith(page, lang, tr(lang, m.forceConfirm, { name: '张三/staff' }));

    // The forced browser's next request (opening a page) answers 602: the message, then /login.
    await victim.page.locator('.admin-home-card a').filter({ hasText: POSITIONS[lang] }).first().click();
    await expectToast(victim.page, FORCED[lang]);
    await victim.page.waitForURL(/\/login/);
    await victim.context.close();
    await context.close();
  });

  it('forces the chosen sessions offline in one batch, reporting each, and their browsers return to /login', async () => {
    // Two staff browsers, signed in last, so they head the list sorted by sign-in time.
    const first = await openPage({ lang });
    const second = await openPage({ lang });
    await signIn(first.page, 'staff');
    await signIn(second.page, 'staff');

    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, '/system/onlineUser?keyword=staff&sidx=loginTime&sort=desc', 'online-user-page');
    const table = page.getByRole('table', { name: tr(lang, m.listLabel) });
    const staffRows = rowsWith(table, 'staff');
    await expect.poll(() => staffRows.count()).toBeGreaterThanOrEqual(2);
    await staffRows.nth(0).getByRole('checkbox').check();
    await staffRows.nth(1).getByRole('checkbox').check();
    await page.getByTestId('online-batch-force').click();
    await confirmWith(page, lang, tr(lang, m.batchForceConfirm, { n: '2' }));
    await expectToast(page, tr(lang, s.batchDone, { ok: '2' }));

    for (const victim of [first, second]) {
      await victim.page.locator('.admin-home-card a').filter({ hasText: POSITIONS[lang] }).first().click();
      await victim.page.waitForURL(/\/login/);
      await victim.context.close();
    }
    await context.close();
  });

  it('shows staff the sessions without the force-offline buttons', async () => {
    const { context, page } = await openPage({ lang, as: 'staff' });
    await openHome(page);
    await openListPage(page, '/system/onlineUser', 'online-user-page');
    const table = page.getByRole('table', { name: tr(lang, m.listLabel) });
    await rowsWith(table, tr(lang, m.current)).waitFor();
    expect(await table.locator('[data-action="forceOffline"]').count()).toBe(0);
    expect(await page.getByTestId('online-batch-force').count()).toBe(0);
    await context.close();
  });
});
