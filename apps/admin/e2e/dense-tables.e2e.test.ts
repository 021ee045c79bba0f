import { widgetsMessages } from '@pmc/widgets';
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
      // Cut: the text is wider than the cell's content box (its sticky shadow and its resize handle, which
      // sits in the right padding, do not count): the span of the text's own boxes.
      const style = getComputedStyle(th);
      const room =
        th.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const span = boxes.length
        ? Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left))
        : 0;
      const cut = span > room + 1;
      return { text: th.textContent ?? '', lines: lines.length, cut };
    });
    const actions = table.querySelector('thead th:last-child')!.getBoundingClientRect();
    // The pager's size select against the width the browser gives it sized to its own labels: narrower
    // cuts "100 / page" (the platform's arrow takes room no padding figure tells).
    const sizes = document.querySelector<HTMLSelectElement>('.pmc-list-page .pmc-pagination__sizes')!;
    const natural = sizes.cloneNode(true) as HTMLSelectElement;
    natural.style.width = 'auto';
    natural.style.minWidth = '0';
    sizes.after(natural);
    const sizesNeed = natural.getBoundingClientRect().width;
    natural.remove();
    return {
      visible,
      rowHeight: rows[0]?.height ?? 0,
      headers,
      wider: table.scrollWidth > box.clientWidth,
      scrolls: getComputedStyle(box).overflowX === 'auto' || getComputedStyle(box).overflowX === 'scroll',
      actionsInView: actions.right <= frame.right + 1 && actions.left >= frame.left,
      density: table.getAttribute('data-density'),
      sizesCut: sizes.getBoundingClientRect().width + 0.5 < sizesNeed,
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
    expect(seen.sizesCut).toBe(false);
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

  it('resizes, moves and pins columns from the keyboard alone, and keeps them over a reload', async () => {
    const { context, page } = await openPage({ lang, width: 1440, height: 900, as: 'admin' });
    await openHome(page);
    const table = await openUsers(page, lang);
    const account = tr(lang, m.account);
    const realName = tr(lang, m.realName);
    const mobile = tr(lang, m.mobile);
    const shape = () =>
      table.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('thead th[data-column-id]')].map((th) => ({
          id: th.dataset.columnId,
          width: Math.round(th.getBoundingClientRect().width),
          fixed: th.classList.contains('is-fixed-left')
            ? 'left'
            : th.classList.contains('is-fixed-right')
              ? 'right'
              : '',
        })),
      );
    const at = async (id: string) => (await shape()).find((c) => c.id === id)!;
    const ids = async () => (await shape()).map((c) => c.id);

    // Resize: 姓名's handle, focused and widened by two big steps (Shift+→, 50 px each).
    const handle = page.getByRole('separator', {
      name: tr(lang, widgetsMessages.dataTableResize, { name: realName }),
    });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await handle.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBe(before + 100);
    await expect.poll(async () => (await at('realName')).width).toBeGreaterThanOrEqual(before + 99);

    // Move: in 列设置, 手机 goes up one place with Alt+↑ on its checkbox, which keeps the focus.
    await page.getByRole('button', { name: tr(lang, kitMessages.columnSettings), exact: true }).click();
    const settings = page.getByRole('dialog', { name: tr(lang, kitMessages.columnSettings) });
    const box = settings.getByRole('checkbox', { name: mobile, exact: true });
    const order = await ids();
    await box.focus();
    await page.keyboard.press('Alt+ArrowUp');
    const moved = [...order];
    const from = moved.indexOf('mobile');
    moved.splice(from - 1, 0, ...moved.splice(from, 1));
    await expect.poll(ids).toEqual(moved);
    await expect.poll(() => settings.getByRole('status').textContent()).toContain(mobile);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

    // Pin: 账号 to the left, after the selection and 序号 columns, sticking as the table scrolls sideways.
    await settings
      .getByRole('button', { name: tr(lang, kitMessages.columnPinLeft, { name: account }) })
      .press('Enter');
    await expect.poll(async () => (await at('account')).fixed).toBe('left');
    await page.keyboard.press('Escape');
    const left = (await ids()).filter((id) => id !== '__select' && id !== '__index')[0];
    expect(left).toBe('account');
    const stays = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('.pmc-list-page .pmc-data-table__scroll')!;
      const th = () =>
        box.querySelector<HTMLElement>('thead th[data-column-id="account"]')!.getBoundingClientRect().left;
      const x = th();
      box.scrollLeft = box.scrollWidth;
      return { moved: box.scrollLeft, before: x, after: th() };
    });
    if (stays.moved > 0) expect(Math.abs(stays.after - stays.before)).toBeLessThanOrEqual(1);

    // Reload: the same shape.
    const kept = await shape();
    await openUsers(page, lang, true);
    await expect.poll(shape).toEqual(kept);
    await context.close();
  });

  it('moves a column by dragging its header and pins one from its header menu, and keeps both over a reload', async () => {
    const { context, page } = await openPage({ lang, width: 1440, height: 900, as: 'admin' });
    await openHome(page);
    const table = await openUsers(page, lang);
    const realName = tr(lang, m.realName);
    const headers = () =>
      table.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('thead th[data-column-id]')].map((th) => ({
          id: th.dataset.columnId,
          fixed: th.classList.contains('is-fixed-left') ? 'left' : '',
        })),
      );
    const ids = async () => (await headers()).map((h) => h.id);
    const box = async (id: string) =>
      (await table.locator(`thead th[data-column-id="${id}"]`).boundingBox())!;

    // Drag 手机 by its label to the gap before 账号: a bar marks the gap while the button is down.
    const order = await ids();
    const from = await box('mobile');
    const to = await box('account');
    await page.mouse.move(from.x + 16, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 8, to.y + to.height / 2, { steps: 8 });
    await table.locator('thead th[data-column-id="account"][data-drop="before"]').waitFor();
    await page.mouse.up();
    const moved = order.filter((id) => id !== 'mobile');
    moved.splice(moved.indexOf('account'), 0, 'mobile');
    await expect.poll(ids).toEqual(moved);
    expect(await table.locator('thead th[data-drop]').count()).toBe(0);

    // Pin 姓名 to the left from its header's menu, named after the column.
    await table
      .getByRole('button', { name: tr(lang, widgetsMessages.dataTableColumnMenu, { name: realName }) })
      .click();
    await page.getByRole('menuitem', { name: tr(lang, widgetsMessages.dataTablePinLeft) }).click();
    await expect.poll(async () => (await headers()).find((h) => h.id === 'realName')?.fixed).toBe('left');

    const kept = await headers();
    await openUsers(page, lang, true);
    await expect.poll(headers).toEqual(kept);
    await context.close();
  });
});
