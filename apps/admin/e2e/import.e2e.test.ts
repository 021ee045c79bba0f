import { widgetsMessages } from '@pmc/widgets';
import { importMessages, kitMessages } from '@pmc/widgets/kit';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentMessages as dpm } from '../src/pages/system/department/messages.ts';
import { dictionaryMessages as dm } from '../src/pages/system/dictionary/messages.ts';
import { organizeMessages as om } from '../src/pages/system/organize/messages.ts';
import { userMessages as um } from '../src/pages/system/user/messages.ts';
import { dialogNamed, openListPage, rowsWith, searchKeyword } from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, type Lang, openHome, openPage, tr } from './support.ts';
import { storedUser, workbookFile } from './user-fixtures.ts';
import { openDownloadedWorkbook } from './workbook.ts';

// The kit's one import flow on four pages: each journey downloads the page's template in the user's
// language, fills it with rows (its header and example row give the translated headers and valid
// values), previews, mends and drops rows in the grid and commits. The template's columns, in order,
// as the server's import kinds declare them.
const USER_COLUMNS = ['account', 'realName', 'gender', 'mobile', 'email', 'idCard', 'organizeName'];
const ORGANIZE_COLUMNS = [
  'enCode',
  'fullName',
  'parentCode',
  'category',
  'shortName',
  'sortCode',
  'enabledMark',
  'description',
];
const DEPARTMENT_COLUMNS = ORGANIZE_COLUMNS.filter((key) => key !== 'category');
const DICTIONARY_COLUMNS = ['enCode', 'fullName', 'parentCode', 'sortCode'];

/** Sheet rows from the template's example row with the given cells (by column key) replaced. */
function rowsFrom(example: unknown[], order: string[], rows: Record<string, string>[]): unknown[][] {
  return rows.map((cells) => {
    const row = example.map((v) => (v === null || v === undefined ? '' : String(v)));
    for (const [key, value] of Object.entries(cells)) row[order.indexOf(key)] = value;
    return row;
  });
}

/** Opens the page's import dialog and answers it with the template's header and example row. */
async function openImport(
  page: Page,
  title: string,
): Promise<{ importer: Locator; header: unknown[]; example: unknown[] }> {
  await page.getByTestId('kit-import-open').click();
  const importer = dialogNamed(page, title);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    importer.getByTestId('kit-import-template').click(),
  ]);
  const [header = [], example = []] = await openDownloadedWorkbook(download);
  return { importer, header, example };
}

const countOf = (importer: Locator, status: string) =>
  importer.getByTestId('kit-import-counts').locator(`[data-status="${status}"] strong`).textContent();

/** Re-checks the edited rows, waits for no error, commits and closes the result. */
async function recheckAndCommit(importer: Locator, lang: Lang, created: number): Promise<void> {
  await importer.getByTestId('kit-import-recheck').click();
  await expect.poll(() => countOf(importer, 'error')).toBe('0');
  expect(await countOf(importer, 'new')).toBe(String(created));
  await commitAndClose(importer, lang);
}

/** Commits the rows left, waits for the result and closes the dialog. */
async function commitAndClose(importer: Locator, lang: Lang): Promise<void> {
  await importer.getByTestId('kit-import-commit').click();
  await importer.getByTestId('kit-import-result').waitFor();
  await importer
    .getByRole('button', { name: tr(lang, importMessages.importClose) })
    .last()
    .click();
  await importer.waitFor({ state: 'detached' });
}

const invalid = (cell: Locator) => cell.getAttribute('aria-invalid');

// Unique per run, so the journey also passes against a database an earlier run filled.
const stamp = Date.now().toString(36).slice(-5);

describe.each(LANGS)('spreadsheet import (%s)', (lang) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage({ lang, as: 'admin' }));
    await openHome(page);
  });
  afterAll(() => context.close());

  it('previews a 200-row user sheet, shows its 3 errors on their cells, mends two, drops one and commits 199', async () => {
    await openListPage(page, '/system/user', 'user-page');
    const { importer, header, example } = await openImport(
      page,
      tr(lang, importMessages.importTitle, { title: tr(lang, um.entity) }),
    );
    const prefix = `imp${lang}${stamp}`;
    const cells = Array.from({ length: 200 }, (_, i) => ({
      account: `${prefix}${String(i).padStart(3, '0')}`,
      realName: `导入${i}`,
      mobile: `139${String(i).padStart(8, '0')}`,
      email: '',
    }));
    // Sheet rows 51, 101 and 151 (data rows 49, 99 and 149): a bad mobile, an unknown organisation, and
    // the account of the row before it again.
    const orgAt = USER_COLUMNS.indexOf('organizeName');
    const goodOrg = String(example[orgAt] ?? '');
    Object.assign(cells[49] ?? {}, { mobile: '12' });
    Object.assign(cells[99] ?? {}, { organizeName: '没有这个组织' });
    Object.assign(cells[149] ?? {}, { account: cells[148]?.account });
    await importer
      .getByTestId('kit-import-file')
      .setInputFiles(await workbookFile([header, ...rowsFrom(example, USER_COLUMNS, cells)]));

    await expect.poll(() => countOf(importer, 'error')).toBe('3');
    expect(await countOf(importer, 'new')).toBe('197');
    await importer.getByTestId('kit-import-errors-only').click();
    const mobile = importer.getByTestId('kit-import-cell-51-mobile');
    const org = importer.getByTestId('kit-import-cell-101-organizeName');
    expect(await invalid(mobile)).toBe('true');
    expect(await invalid(org)).toBe('true');
    expect(await invalid(importer.getByTestId('kit-import-cell-151-account'))).toBe('true');
    await expectNoSeriousA11yViolations(page);
    // Nothing is written by the preview.
    expect(await storedUser(`${prefix}000`).catch(() => null)).toBeNull();

    await mobile.fill('13900000999');
    await org.fill(goodOrg);
    await importer.getByTestId('kit-import-drop-151').click();
    await recheckAndCommit(importer, lang, 199);

    await searchKeyword(page, lang, prefix);
    await page.getByText(tr(lang, widgetsMessages.paginationTotal, { total: '199' })).waitFor();
    expect((await storedUser(`${prefix}049`)).mobile).toBe('13900000999');
  });

  it('imports an organisation tree by parent code, a parent named by another row of the file', async () => {
    await openListPage(page, '/system/organize', 'organize-page');
    const { importer, header, example } = await openImport(
      page,
      tr(lang, importMessages.importTitle, { title: tr(lang, om.entity) }),
    );
    const code = `imp.${lang}.${stamp}`;
    const tag = `${lang}${stamp}`;
    const rows = rowsFrom(example, ORGANIZE_COLUMNS, [
      { enCode: code, fullName: `${tag}导入上级` },
      { enCode: `${code}.a`, fullName: `${tag}导入下级`, parentCode: code },
      { enCode: `${code}.b`, fullName: `${tag}导入孤儿`, parentCode: 'no.such.parent' },
      { enCode: `${code}.c`, fullName: '' },
      // An existing organisation (blank cells keep their values): an update, its changed cells marked.
      { enCode: 'pmc.care', fullName: '', description: `${tag}导入改述` },
    ]);
    await importer.getByTestId('kit-import-file').setInputFiles(await workbookFile([header, ...rows]));
    await expect.poll(() => countOf(importer, 'error')).toBe('2');
    const parent = importer.getByTestId('kit-import-cell-4-parentCode');
    expect(await invalid(parent)).toBe('true');
    expect(await invalid(importer.getByTestId('kit-import-cell-5-fullName'))).toBe('true');

    const description = String(header[ORGANIZE_COLUMNS.indexOf('description')]);
    expect(await importer.getByTestId('kit-import-changes-6').textContent()).toContain(description);
    expect(await importer.getByTestId('kit-import-cell-6-description').getAttribute('data-changed')).toBe(
      'true',
    );
    expect(await importer.getByTestId('kit-import-cell-6-enCode').getAttribute('data-changed')).toBeNull();
    expect(await countOf(importer, 'update')).toBe('1');
    await expectNoSeriousA11yViolations(page);

    await parent.fill(code);
    await importer.getByTestId('kit-import-drop-5').click();
    await recheckAndCommit(importer, lang, 3);

    const table = page.getByRole('table', { name: tr(lang, om.listLabel) });
    // The tree as the list shows it: both children under the parent the file created.
    await searchKeyword(page, lang, tag);
    await rowsWith(table, `${tag}导入孤儿`).waitFor();
    expect(await rowsWith(table, `${tag}导入下级`).count()).toBe(1);
  });

  it('imports departments under a named parent, refusing a company code on its cell', async () => {
    await openListPage(page, '/system/department', 'department-page');
    const { importer, header, example } = await openImport(
      page,
      tr(lang, importMessages.importTitle, { title: tr(lang, dpm.entity) }),
    );
    expect(header).toHaveLength(DEPARTMENT_COLUMNS.length);
    const code = `dimp.${lang}.${stamp}`;
    const tag = `${lang}${stamp}`;
    const rows = rowsFrom(example, DEPARTMENT_COLUMNS, [
      { enCode: code, fullName: `${tag}导入部门`, parentCode: 'pmc.care' },
      // The centre itself: a company, and (its parent cell blank) at the top, where no department sits.
      { enCode: 'pmc', fullName: `${tag}公司改部门`, parentCode: '' },
    ]);
    await importer.getByTestId('kit-import-file').setInputFiles(await workbookFile([header, ...rows]));
    await expect.poll(() => countOf(importer, 'error')).toBe('1');
    expect(await invalid(importer.getByTestId('kit-import-cell-3-enCode'))).toBe('true');
    await importer.getByTestId('kit-import-drop-3').click();
    await commitAndClose(importer, lang);
    await searchKeyword(page, lang, tag);
    const table = page.getByRole('table', { name: tr(lang, dpm.listLabel) });
    await rowsWith(table, `${tag}导入部门`).waitFor();
    expect(await rowsWith(table, `${tag}公司改部门`).count()).toBe(0);
  });

  it("imports a dictionary type's items, mending a blank name and dropping a duplicate code", async () => {
    await openListPage(page, '/system/dictionary', 'dictionary-page');
    await page.getByRole('searchbox', { name: tr(lang, kitMessages.treeFilter) }).fill('zzmm');
    await page.getByRole('treeitem', { name: '政治面貌' }).click();
    const table = page.getByRole('table', { name: tr(lang, dm.dataList, { type: '政治面貌' }) });
    await rowsWith(table, '中共党员').waitFor();
    const { importer, header, example } = await openImport(
      page,
      tr(lang, importMessages.importTitle, { title: tr(lang, dm.data) }),
    );
    const code = `imp${lang}${stamp}`;
    const rows = rowsFrom(example, DICTIONARY_COLUMNS, [
      { enCode: `${code}a`, fullName: `导入面貌甲${lang}${stamp}`, parentCode: '' },
      { enCode: `${code}b`, fullName: '', parentCode: '' },
      { enCode: `${code}a`, fullName: `导入面貌丙${lang}${stamp}`, parentCode: '' },
    ]);
    await importer.getByTestId('kit-import-file').setInputFiles(await workbookFile([header, ...rows]));
    await expect.poll(() => countOf(importer, 'error')).toBe('2');
    const name = importer.getByTestId('kit-import-cell-3-fullName');
    expect(await invalid(name)).toBe('true');
    expect(await invalid(importer.getByTestId('kit-import-cell-4-enCode'))).toBe('true');

    await name.fill(`导入面貌乙${lang}${stamp}`);
    await importer.getByTestId('kit-import-drop-4').click();
    await recheckAndCommit(importer, lang, 2);
    await rowsWith(table, `导入面貌乙${lang}${stamp}`).waitFor();
    expect(await rowsWith(table, `导入面貌甲${lang}${stamp}`).count()).toBe(1);
    expect(await rowsWith(table, `导入面貌丙${lang}${stamp}`).count()).toBe(0);
  });
});
