import { layoutMessages } from '@pmc/layout';
import { uiMessages } from '@pmc/ui';
import { widgetsMessages } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { formDemoMessages as fd } from '../src/pages/extend/form-demo/messages.ts';
import { dictionaryMessages as m } from '../src/pages/system/dictionary/messages.ts';
import { flipSwitch } from './list-pages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';
import { openDownloadedWorkbook } from './workbook.ts';

// Menu names of the seed (the tab bar and the menu search show them).
const DICTIONARIES = { zh: '数据字典', en: 'Dictionaries' } as const;
const FORM_DEMO = { zh: '表单示例', en: 'Form demo' } as const;

describe.each(LANGS)('dictionaries (%s)', (lang) => {
  it('finds a type by pinyin, then lists, searches, creates, edits, toggles, exports and deletes its items', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/dictionary`);
    await page.getByText(tr(lang, m.chooseType)).waitFor();

    await page.getByRole('searchbox', { name: tr(lang, kitMessages.treeFilter) }).fill('zzmm');
    await page.getByRole('treeitem', { name: '政治面貌' }).click();
    await page.waitForURL(/typeId=/);
    const table = page.getByRole('table', { name: tr(lang, m.dataList, { type: '政治面貌' }) });
    await table.getByRole('row').filter({ hasText: '中共党员' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const keyword = page.getByRole('textbox', { name: tr(lang, s.keyword) });
    await keyword.fill('群众');
    await keyword.press('Enter');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: tr(lang, kitMessages.reset) }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(1);

    const code = `e2e${lang}${Date.now() % 100000}`;
    await page.getByTestId('kit-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tr(lang, s.fullName) }).fill(`测试面貌${lang}`);
    await dialog.getByRole('textbox', { name: tr(lang, s.enCode) }).fill(code);
    await dialog.getByTestId('kit-form-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.getByRole('row').filter({ hasText: code });
    await row.waitFor();

    // an edit sends only what changed, with the version it read (none yet: the record is new)
    await row.getByRole('button', { name: tr(lang, s.edit) }).click();
    await dialog.getByRole('textbox', { name: tr(lang, s.fullName) }).fill(`改名面貌${lang}`);
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/DictionaryData/'));
    await dialog.getByTestId('kit-form-save').click();
    expect((await saved).postDataJSON()).toEqual({
      fullName: `改名面貌${lang}`,
      lastModifyTime: null,
    });
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain(`改名面貌${lang}`);

    // the switch sends the state it shows
    const switched = page.waitForRequest((r) => r.url().endsWith('/Actions/State'));
    await flipSwitch(row.getByRole('switch'));
    expect((await switched).postDataJSON()).toEqual({ enabledMark: 0 });
    await page.reload();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('kit-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `${tr(lang, m.exportName, { type: '政治面貌', code: 'politicalStatus' })}.xlsx`,
    );
    const rows = await openDownloadedWorkbook(download);
    expect(rows.some((r) => r.includes(code))).toBe(true);

    await row.getByRole('button', { name: tr(lang, s.remove) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr(lang, uiMessages.ok) })
      .click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows a tree-shaped type as a tree table, and adds and deletes a type', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/dictionary`);
    await page.getByRole('searchbox', { name: tr(lang, kitMessages.treeFilter) }).fill('galb');
    await page.getByRole('treeitem', { name: '关爱类别' }).click();
    const table = page.getByRole('table', { name: tr(lang, m.dataList, { type: '关爱类别' }) });
    await table
      .getByRole('button', { name: tr(lang, widgetsMessages.dataTableCollapse) })
      .first()
      .waitFor();
    // and no pager
    expect(await page.locator('.pmc-pagination__total').count()).toBe(0);

    const code = `e2eType${lang}${Date.now() % 100000}`;
    await page.getByTestId('dictionary-type-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tr(lang, s.fullName) }).fill(`测试分类${lang}`);
    await dialog.getByRole('textbox', { name: tr(lang, s.enCode) }).fill(code);
    await dialog.getByTestId('kit-form-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: tr(lang, kitMessages.treeFilter) }).fill(`测试分类${lang}`);
    const type = page.getByRole('treeitem', { name: `测试分类${lang}` });
    await type.click();
    await page.getByRole('table', { name: tr(lang, m.dataList, { type: `测试分类${lang}` }) }).waitFor();
    await page.getByTestId('dictionary-type-remove').click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr(lang, uiMessages.ok) })
      .click();
    await type.waitFor({ state: 'detached' });
    await page.getByText(tr(lang, m.chooseType)).waitFor();
    await context.close();
  });

  it('a new item reaches a dictionary select already open in another tab at once (cached list refreshed)', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/extend/formDemo`);
    const political = page.getByTestId('form-demo').getByRole('combobox', { name: tr(lang, fd.political) });
    const optionsOf = async () => {
      await political.click();
      const names = await page.getByRole('option').allTextContents();
      await page.keyboard.press('Escape');
      // The select hands focus back to its trigger a moment after closing; typing before that
      // would lose keys to it.
      await expect.poll(() => political.evaluate((el) => el === document.activeElement)).toBe(true);
      return names;
    };
    await expect.poll(optionsOf).toContain('群众');
    const name = `缓存测试${lang}${Date.now() % 100000}`;
    expect(await optionsOf()).not.toContain(name);

    // to the dictionaries without reloading the app: the form demo stays open in its tab
    const search = page.getByRole('combobox', { name: tr(lang, layoutMessages.search) });
    await search.fill(DICTIONARIES[lang]);
    await page
      .getByRole('listbox', { name: tr(lang, layoutMessages.search) })
      .getByRole('option')
      .first()
      .waitFor();
    await search.press('Enter');
    await page.waitForURL(/\/system\/dictionary/);
    await page.getByRole('searchbox', { name: tr(lang, kitMessages.treeFilter) }).fill('zzmm');
    await page.getByRole('treeitem', { name: '政治面貌' }).click();
    const table = page.getByRole('table', { name: tr(lang, m.dataList, { type: '政治面貌' }) });
    await table.getByRole('row').filter({ hasText: '群众' }).waitFor();
    await page.getByTestId('kit-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tr(lang, s.fullName) }).fill(name);
    await dialog
      .getByRole('textbox', { name: tr(lang, s.enCode) })
      .fill(`cache${lang}${Date.now() % 100000}`);
    await dialog.getByTestId('kit-form-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();

    // back to the form demo's tab: its select offers the new item
    const tabs = page.getByRole('navigation', { name: tr(lang, layoutMessages.tabs) });
    await tabs.getByRole('button', { name: FORM_DEMO[lang], exact: true }).click();
    await page.waitForURL(/\/extend\/formDemo/);
    await expect.poll(optionsOf).toContain(name);

    // clean up
    await tabs.getByRole('button', { name: DICTIONARIES[lang], exact: true }).click();
    await row.getByRole('button', { name: tr(lang, s.remove) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr(lang, uiMessages.ok) })
      .click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
