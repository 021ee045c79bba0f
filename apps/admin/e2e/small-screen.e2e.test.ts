import { layoutMessages } from '@pmc/layout';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { baseUrl, LANGS, openPage, signIn, tr } from './support.ts';

describe.each(LANGS)('the user page on a phone (%s)', (lang) => {
  it('folds the filters, keeps the page one screen wide, and scrolls the table sideways with the account in view', async () => {
    const { context, page } = await openPage({ lang, width: 390, height: 844 });
    await signIn(page);
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('user-page').waitFor();
    const table = page.getByRole('table', { name: tr(lang, m.list) });
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();

    // No breadcrumb over the header: the tab names the page.
    expect(
      await page.getByRole('navigation', { name: tr(lang, layoutMessages.breadcrumb) }).isVisible(),
    ).toBe(false);

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
