import { kitMessages } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { baseUrl, LANGS, type Lang, openHome, openPage, tr } from './support.ts';
import { adminCall, createUser } from './user-fixtures.ts';

// Enough users for a full first page (the seed has three): a day's list, not a demo's.
const PEOPLE = Array.from({ length: 16 }, (_, i) => `dense${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  const { total } = await adminCall<{ total?: number; pagination?: { total: number } }>(
    'GET',
    '/admin-api/system/user?keyword=dense&pageSize=20',
  ).then((page) => ({ total: page.pagination?.total ?? page.total ?? 0 }));
  if (total >= PEOPLE.length) return;
  for (const [i, account] of PEOPLE.entries())
    await createUser(account, { mobile: `1390000${String(1000 + i)}`, realName: `密集用户${i + 1}` });
  // Sixteen password hashes one after another: on a slow machine that can outlast the default hook
  // bound, although every step is a condition awaited. The bound only decides how long a real hang takes.
}, 600_000);

async function openUsers(page: Page, lang: Lang, reload = false) {
  if (reload) await page.reload();
  else await page.goto(`${baseUrl}/system/user`);
  await page.getByTestId('user-page').waitFor();
  const table = page.getByRole('table', { name: tr(lang, m.list) });
  await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThanOrEqual(12);
  return table;
}

/** What the eye gets of the list, measured in the page: rows wholly in view, header lines, overflow. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('.pmc-list-page .pmc-data-table__scroll')!;
    const table = box.querySelector('table')!;
    const frame = box.getBoundingClientRect();
    const bottom = Math.min(frame.bottom, window.innerHeight);
    const head = table.querySelector('thead')!.getBoundingClientRect();
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect());
    const visible = rows.filter((r) => r.top >= head.bottom - 1 && r.bottom <= bottom + 1).length;
    const headers = [...table.querySelectorAll('thead th')].map((th) => {
      // Lines of header text, from the text's own boxes (an element's box, such as the sort mark's, may
      // sit a few pixels off the text beside it): a box whose middle lies within a line found so far is
      // on that line.
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = document.createRange();
        text.selectNodeContents(node);
        boxes.push(...[...text.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
      }
      const lines: { top: number; bottom: number }[] = [];
      for (const box of boxes.sort((a, b) => a.top - b.top)) {
        const middle = (box.top + box.bottom) / 2;
        const line = lines.find((l) => middle >= l.top && middle <= l.bottom);
        if (line) line.bottom = Math.max(line.bottom, box.bottom);
        else lines.push({ top: box.top, bottom: box.bottom });
      }
      const range = document.createRange();
      range.selectNodeContents(th);
      // Cut: the text is wider than the cell's content box (its sticky shadow does not count).
      const style = getComputedStyle(th);
      const room =
        th.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const cut = range.getBoundingClientRect().width > room + 1;
      return { text: th.textContent ?? '', lines: lines.length, cut };
    });
    const actions = table.querySelector('thead th:last-child')!.getBoundingClientRect();
    return {
      visible,
      rowHeight: rows[0]?.height ?? 0,
      headers,
      wider: table.scrollWidth > box.clientWidth,
      scrolls: getComputedStyle(box).overflowX === 'auto' || getComputedStyle(box).overflowX === 'scroll',
      actionsInView: actions.right <= frame.right + 1 && actions.left >= frame.left,
      density: table.getAttribute('data-density'),
    };
  });
}

describe.each(LANGS)('dense tables (%s)', (lang) => {
  it('shows at least 12 users at 1440x900 with one-line headers, and what is wider scrolls with 操作 in view', async () => {
    const { context, page } = await openPage({ lang, width: 1440, height: 900, as: 'admin' });
    await openHome(page);
    await openUsers(page, lang);
    const seen = await measure(page);
    expect(seen.visible).toBeGreaterThanOrEqual(12);
    expect(seen.headers.filter((h) => h.lines > 1 || h.cut)).toEqual([]);
    if (seen.wider) expect(seen.scrolls).toBe(true);
    expect(seen.actionsInView).toBe(true);
    // The header stays at the top of the table's box as the rows scroll under it.
    const sticky = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('.pmc-list-page .pmc-data-table__scroll')!;
      // The header cells are the sticky ones (a <thead> cannot be).
      const head = () => box.querySelector('thead th')!.getBoundingClientRect().top;
      const before = head();
      box.scrollTop = 200;
      return { before, after: head(), moved: box.scrollTop };
    });
    expect(sticky.moved).toBeGreaterThan(0);
    expect(Math.abs(sticky.after - sticky.before)).toBeLessThanOrEqual(1);
    // 新建 is named by its word; the + is decoration.
    await page.getByRole('button', { name: tr(lang, kitMessages.add), exact: true }).waitFor();
    await context.close();
  });

  it('switches the density and keeps it over a reload', async () => {
    const { context, page } = await openPage({ lang, width: 1440, height: 900, as: 'admin' });
    await openHome(page);
    await openUsers(page, lang);
    const before = await measure(page);
    expect(before.density).toBe('default');
    await page.getByRole('button', { name: tr(lang, kitMessages.density), exact: true }).click();
    await page.getByRole('menuitemradio', { name: tr(lang, kitMessages.densityCompact) }).click();
    await expect.poll(async () => (await measure(page)).density).toBe('compact');
    const compact = await measure(page);
    expect(compact.rowHeight).toBeLessThan(before.rowHeight);
    expect(compact.visible).toBeGreaterThan(before.visible);
    await openUsers(page, lang, true);
    await expect.poll(async () => (await measure(page)).density).toBe('compact');
    await page.getByRole('button', { name: tr(lang, kitMessages.density), exact: true }).click();
    const chosen = page.getByRole('menuitemradio', { name: tr(lang, kitMessages.densityCompact) });
    expect(await chosen.getAttribute('aria-checked')).toBe('true');
    await context.close();
  });
});
