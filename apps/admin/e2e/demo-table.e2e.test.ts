import { widgetsMessages } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { tableDemoMessages as m } from '../src/pages/extend/table-demo/messages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';

describe.each(LANGS)('table demo (%s)', (lang) => {
  it('holds 10,000 rows with a bounded DOM, scrolls to the last, sorts, selects, hides a column and shows tree rows', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/extend/tableDemo`);
    const table = page.getByRole('table', { name: tr(lang, m.listLabel) });
    await table.getByRole('row').filter({ hasText: 'member00001' }).waitFor();
    expect(await table.getAttribute('aria-rowcount')).toBe('10001');
    // only the rows in view are rendered
    expect(await table.locator('tbody tr:not([data-spacer])').count()).toBeLessThan(60);
    await expectNoSeriousA11yViolations(page);

    // scroll to the very end: row 10,000 is there
    const scroller = page.locator('[data-testid="table-demo"] .pmc-data-table__scroll');
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const last = table.locator('tr[aria-rowindex="10001"]');
    await last.waitFor();
    expect(await last.textContent()).toContain('member10000');

    // sort by account, descending: member10000 comes first
    const accountHeader = table.getByRole('columnheader', { name: tr(lang, m.account) });
    await accountHeader.getByRole('button', { name: tr(lang, m.account), exact: true }).click();
    await expect.poll(() => accountHeader.getAttribute('aria-sort')).toBe('ascending');
    await accountHeader.getByRole('button', { name: tr(lang, m.account), exact: true }).click();
    await expect.poll(() => accountHeader.getAttribute('aria-sort')).toBe('descending');
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect.poll(() => table.locator('tr[aria-rowindex="2"]').textContent()).toContain('member10000');
    await expect.poll(() => table.locator('tr[aria-rowindex="3"]').textContent()).toContain('member09999');

    // select two rows
    await table.locator('tr[aria-rowindex="2"]').getByRole('checkbox').click();
    await table.locator('tr[aria-rowindex="3"]').getByRole('checkbox').click();
    await expect
      .poll(() => page.getByTestId('table-demo-selected').textContent())
      .toContain(tr(lang, m.selected, { count: '2' }));

    // column settings: hide the mobile column
    expect(await table.getByRole('columnheader', { name: tr(lang, m.mobile) }).count()).toBe(1);
    await page.getByTestId('kit-column-settings').click();
    await page
      .getByRole('dialog', { name: tr(lang, kitMessages.columnSettings) })
      .getByRole('checkbox', { name: tr(lang, m.mobile) })
      .click();
    await expect.poll(() => table.getByRole('columnheader', { name: tr(lang, m.mobile) }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // tree rows: one row per branch, opened to its members
    await page.getByTestId('table-demo-tree').click();
    const branch = table.getByRole('row').filter({ hasText: '第01党支部' }).first();
    await branch.waitFor();
    expect(await table.getAttribute('aria-rowcount')).toBe('41');
    await branch.getByRole('button', { name: tr(lang, widgetsMessages.dataTableExpand) }).click();
    await expect.poll(async () => Number(await table.getAttribute('aria-rowcount'))).toBeGreaterThan(41);
    await context.close();
  });
});
