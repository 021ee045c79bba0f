import { layoutMessages } from '@pmc/layout';
import { uiMessages } from '@pmc/ui';
import { widgetsMessages } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ACCOUNTS, baseUrl, type Lang, openPage, tr } from './support.ts';

/** Opens a menu page by its path and waits for the page's root. */
export async function openListPage(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId(testId).waitFor();
}

/**
 * Opens a page through the side menu, without loading the app again (what the app's cache holds stays):
 * opens each group of `trail` that is closed, clicks the last entry and waits for the page's root.
 */
export async function openFromMenu(page: Page, lang: Lang, trail: string[], testId: string): Promise<void> {
  const menu = page.getByRole('menu', { name: tr(lang, layoutMessages.menu) });
  for (const name of trail) {
    const item = menu.getByRole('menuitem', { name, exact: true });
    if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
  }
  await page.getByTestId(testId).waitFor();
}

/** A list page as a journey starts on it. */
export interface ListPageStart {
  /** The menu page's path and the test id of its root. */
  path: string;
  testId: string;
  /** The table's accessible name. */
  listLabel: { id: string; message?: string };
  /** A row that shows once the list has loaded. */
  row?: string;
  /** Who signs in; the administrator unless told. */
  as?: keyof typeof ACCOUNTS;
}

/**
 * The start most list journeys share: a fresh browser context in `lang`, in the run's shared session of
 * `as`, the page open and (with `row`) its first rows in; answers the context, the page and the table.
 */
export async function startOnListPage(
  lang: Lang,
  { path, testId, listLabel, row, as = 'admin' }: ListPageStart,
): Promise<{ context: BrowserContext; page: Page; table: Locator }> {
  const { context, page } = await openPage({ lang, as });
  await openListPage(page, path, testId);
  const table = page.getByRole('table', { name: tr(lang, listLabel) });
  if (row) await rowsWith(table, row).waitFor();
  return { context, page, table };
}

/** The table rows whose text contains `text`. */
export function rowsWith(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ hasText: text });
}

/** Types a keyword into the list's search form and searches with Enter. */
export async function searchKeyword(page: Page, lang: Lang, keyword: string): Promise<void> {
  const field = page.getByRole('textbox', { name: tr(lang, kitMessages.keyword), exact: true });
  await field.fill(keyword);
  await field.press('Enter');
  await page.waitForURL(keyword ? new RegExp(`keyword=${encodeURIComponent(keyword)}`) : /^[^?]*$/);
}

/** Clicks one of a row's actions (编辑, 删除 …) by its `data-action` key, opening 更多 when it sits there. */
export async function rowAction(row: Locator, action: string): Promise<void> {
  await row.locator('.pmc-row-actions').waitFor();
  const inline = row.locator(`[data-action="${action}"]`);
  if ((await inline.count()) > 0) return inline.click();
  const more = row.locator('.pmc-row-actions [aria-haspopup="menu"]');
  const item = row.page().locator(`[role="menuitem"][data-action="${action}"]`);
  // The row may re-render while its cells settle (a dictionary arriving), closing a menu just opened.
  await expect
    .poll(async () => {
      if (!(await item.isVisible())) await more.click();
      return item.isVisible();
    })
    .toBe(true);
  await item.click();
}

/**
 * Clicks a state switch and waits until the server has answered: the switch moves at once and stays busy
 * (aria-busy) until the answer and the refreshed list are in, so a reload or the next step never
 * overtakes the change (a reload would cancel the request in flight).
 */
export async function flipSwitch(toggle: Locator): Promise<void> {
  const after = (await toggle.getAttribute('aria-checked')) === 'true' ? 'false' : 'true';
  await toggle.click();
  await expect
    .poll(async () => [await toggle.getAttribute('aria-checked'), await toggle.getAttribute('aria-busy')])
    .toEqual([after, null]);
}

/** The open dialog named `title`. */
export function dialogNamed(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Answers the open confirmation (确定 / OK) after checking its question. */
export async function confirmWith(page: Page, lang: Lang, question: string): Promise<void> {
  const box = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: question });
  await box.waitFor();
  await box.getByRole('button', { name: tr(lang, uiMessages.ok) }).click();
  await box.waitFor({ state: 'detached' });
}

/** Picks a node of an open TreeSelect (or the user picker) by typing part of its name and clicking it. */
export async function pickInTree(page: Page, trigger: Locator, name: string): Promise<void> {
  await trigger.click();
  const panel = page.locator('.pmc-picker__panel');
  await panel.getByRole('textbox').fill(name);
  await panel.getByRole('treeitem', { name }).first().click();
  await expect.poll(() => panel.count()).toBe(0);
}

/** Opens a select (a search field, a dictionary select) and chooses the option named `name`. */
export async function chooseOption(page: Page, trigger: Locator, name: string): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name, exact: true }).click();
}

/**
 * Chooses users with the user picker opened by `trigger` (its title `title`): for each pair types the
 * search (a name, pinyin or account) and clicks the result named `item` (姓名/账号), then OK.
 */
export async function pickUsers(
  page: Page,
  lang: Lang,
  trigger: Locator,
  title: string,
  choices: readonly (readonly [search: string, item: string])[],
): Promise<void> {
  await trigger.click();
  const picker = page.getByRole('dialog', { name: tr(lang, widgetsMessages.pickerDialogTitle, { title }) });
  const search = picker.getByRole('textbox', { name: tr(lang, widgetsMessages.treeSearch) });
  for (const [text, item] of choices) {
    await search.fill(text);
    await picker.getByRole('treeitem', { name: item }).click();
  }
  await picker.getByRole('button', { name: tr(lang, uiMessages.ok) }).click();
  await picker.waitFor({ state: 'detached' });
}
