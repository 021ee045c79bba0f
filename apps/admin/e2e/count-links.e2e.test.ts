import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { organizeMessages as o } from '../src/pages/system/organize/messages.ts';
import { positionMessages as p } from '../src/pages/system/position/messages.ts';
import { userMessages as u } from '../src/pages/system/user/messages.ts';
import { openListPage, rowsWith } from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';

/** The accounts of the user list's body rows. */
async function accounts(users: Locator): Promise<string[]> {
  const cells = users.locator('tbody tr').getByRole('cell', { name: /^(admin|staff|newbie)$/ });
  return cells.allTextContents();
}

describe.each(LANGS)('count links to the user page (%s)', (lang) => {
  it('an organisation’s member count opens the user list filtered on that organisation', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, '/system/organize', 'organize-page');
    const table = page.getByRole('table', { name: tr(lang, o.listLabel) });
    const link = rowsWith(table, '关爱服务部').filter({ hasNotText: '华东' }).getByTestId('organize-members');
    await link.waitFor();
    const count = Number(await link.textContent());
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await link.getAttribute('aria-label')).toBe(
      tr(lang, o.membersOf, { name: '关爱服务部', n: String(count) }),
    );
    await link.click();
    await page.waitForURL(/\/system\/user\?.*organizeId=/);
    const users = page.getByRole('table', { name: tr(lang, u.list) });
    await users.getByRole('cell', { name: 'newbie', exact: true }).waitFor();
    await expect.poll(() => users.locator('tbody tr').count()).toBe(count);
    expect(await accounts(users)).toEqual(['newbie']);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('a position’s holder count opens the user list filtered on that position', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, '/system/position?keyword=开发工程师', 'position-page');
    const table = page.getByRole('table', { name: tr(lang, p.listLabel) });
    const link = rowsWith(table, '开发工程师').getByTestId('position-holders');
    await link.waitFor();
    const count = Number(await link.textContent());
    expect(count).toBeGreaterThanOrEqual(1);
    await link.click();
    await page.waitForURL(/\/system\/user\?.*positionId=/);
    // The filter shows as a chip naming the position; the list holds its holders only.
    await page.getByText(tr(lang, u.positionFilter, { name: '开发工程师' })).waitFor();
    const users = page.getByRole('table', { name: tr(lang, u.list) });
    await users.getByRole('cell', { name: 'staff', exact: true }).waitFor();
    await expect.poll(() => users.locator('tbody tr').count()).toBe(count);
    expect(await accounts(users)).toEqual(['staff']);
    // Clearing the chip shows everyone again.
    await page.getByRole('button', { name: tr(lang, u.clearFilter) }).click();
    await users.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await context.close();
  });
});
