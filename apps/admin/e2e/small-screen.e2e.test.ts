import { layoutMessages } from '@pmc/layout';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';

describe.each(LANGS)('the user page on a phone (%s)', (lang) => {
  it('puts the organisation tree in a drawer, folds the filters, keeps the page one screen wide, and scrolls the table sideways with the account in view', async () => {
    const { context, page } = await openPage({ lang, width: 390, height: 844, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('user-page').waitFor();
    const table = page.getByRole('table', { name: tr(lang, m.list) });
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();

    // No breadcrumb over the header: the tab names the page.
    expect(
      await page.getByRole('navigation', { name: tr(lang, layoutMessages.breadcrumb) }).isVisible(),
    ).toBe(false);

    // The organisation tree is in a drawer, opened from a button named by its words (the icon is
    // decoration); picking an organisation closes it and filters the list.
    expect(await page.getByRole('tree', { name: tr(lang, kitMessages.organizeTree) }).count()).toBe(0);
    const opener = page.getByRole('button', { name: tr(lang, kitMessages.organizeTree), exact: true });
    expect(await opener.locator('svg').getAttribute('aria-hidden')).toBe('true');
    await opener.click();
    const drawer = page.getByRole('dialog', { name: tr(lang, kitMessages.organizeTree) });
    await drawer.getByRole('searchbox', { name: tr(lang, kitMessages.treeFilter) }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('treeitem', { name: '关爱服务部' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL(/organizeId=/);
    await table.getByRole('cell', { name: 'newbie', exact: true }).waitFor();
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor({ state: 'detached' });
    expect(await page.locator('.pmc-tree-filter-layout__chosen').textContent()).toBe('关爱服务部');
    // Picked again: the whole list is back.
    await opener.click();
    await drawer.getByRole('treeitem', { name: '关爱服务部' }).click();
    await drawer.waitFor({ state: 'detached' });
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();

    // One field, the rest behind 展开.
    const form = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
    const start = form.getByRole('textbox', {
      name: `${tr(lang, m.creatorTime)} ${tr(lang, kitMessages.dateFrom)}`,
    });
    await form.getByRole('textbox', { name: tr(lang, kitMessages.keyword), exact: true }).waitFor();
    expect(await start.count()).toBe(0);
    await form.getByRole('button', { name: tr(lang, kitMessages.expand) }).click();
    await start.waitFor();

    // Nothing but the table scrolls sideways; it does, with the account column staying put.
    const layout = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('.pmc-list-page .pmc-data-table__scroll')!;
      const header = (name: string) =>
        [...box.querySelectorAll('th')].find((th) => th.dataset.columnId === name)!.getBoundingClientRect()
          .left;
      const before = { account: header('account'), realName: header('realName') };
      box.scrollLeft = 400;
      const after = { account: header('account'), realName: header('realName') };
      return {
        page: document.documentElement.scrollWidth <= window.innerWidth,
        scrolls: box.scrollWidth > box.clientWidth,
        boxLeft: box.getBoundingClientRect().left,
        before,
        after,
      };
    });
    expect(layout.page).toBe(true);
    expect(layout.scrolls).toBe(true);
    expect(layout.after.realName).toBeLessThan(layout.before.realName - 100);
    expect(Math.abs(layout.after.account - layout.boxLeft)).toBeLessThanOrEqual(1);
    // The account is still readable beside the actions once scrolled.
    expect(await table.getByRole('cell', { name: 'admin', exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
