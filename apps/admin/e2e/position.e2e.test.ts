import { uiMessages } from '@pmc/ui';
import { validatorsMessages } from '@pmc/validators';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { positionMessages as m } from '../src/pages/system/position/messages.ts';
import {
  confirmWith,
  dialogNamed,
  flipSwitch,
  pickInTree,
  rowAction,
  rowsWith,
  searchKeyword,
  startOnListPage,
} from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, tr } from './support.ts';
import { expectToast } from './toasts.ts';

// Dictionary items are data, named as they were entered (zh) in every language.
const TECHNICAL = '技术岗';

const LIST = { path: '/system/position', testId: 'position-page', listLabel: m.listLabel };

describe.each(LANGS)('the position page (%s)', (lang) => {
  const name = `测试岗位${lang}`;
  const code = `e2e.pos.${lang}`;

  it('filters by the tree, searches, creates, refuses a bad code, edits, toggles, batch-disables and deletes', async () => {
    const { context, page, table } = await startOnListPage(lang, { ...LIST, row: '中心主任' });
    await expectNoSeriousA11yViolations(page);

    // The tree on the left narrows the list to an organisation and below, and the URL keeps it.
    // The organisation tree filters by pinyin too: xinxi finds 信息技术部.
    await page.getByRole('searchbox', { name: tr(lang, kitMessages.treeFilter) }).fill('xinxi');
    const tree = page.getByRole('tree', { name: tr(lang, m.treeLabel) });
    await tree.getByRole('treeitem', { name: '信息技术部' }).click();
    await page.waitForURL(/organizeId=/);
    await expect.poll(() => rowsWith(table, '中心主任').count()).toBe(0);
    await rowsWith(table, '开发工程师').waitFor();
    await tree.getByRole('treeitem', { name: '信息技术部' }).click();
    await rowsWith(table, '中心主任').waitFor();

    await searchKeyword(page, lang, '关爱');
    await expect.poll(() => rowsWith(table, '中心主任').count()).toBe(0);
    expect(await rowsWith(table, '华东关爱专员').count()).toBe(1);
    await page.getByRole('button', { name: tr(lang, kitMessages.reset) }).click();
    await rowsWith(table, '中心主任').waitFor();

    // Create: organisation, name, a bad code refused with the code rule's message, then a good one, type.
    await page.getByTestId('kit-add').click();
    const create = dialogNamed(page, tr(lang, kitMessages.createTitle, { title: tr(lang, m.entity) }));
    await page.getByTestId('kit-form-save').click();
    await create.getByText(tr(lang, s.selectRequired, { field: tr(lang, m.type) })).waitFor();
    await pickInTree(page, create.getByLabel(tr(lang, m.organize)), '开发组');
    await create.getByLabel(tr(lang, s.fullName)).fill(name);
    const codeField = create.getByLabel(tr(lang, s.enCode));
    await codeField.fill('a..b.');
    await codeField.blur();
    await create.getByText(tr(lang, validatorsMessages.code)).waitFor();
    await codeField.fill(code);
    await codeField.blur();
    await expect.poll(() => create.getByText(tr(lang, validatorsMessages.code)).count()).toBe(0);
    await create.getByLabel(tr(lang, m.type)).click();
    await page.getByRole('option', { name: TECHNICAL }).click();
    await page.getByTestId('kit-form-save').click();
    await create.waitFor({ state: 'detached' });
    const created = rowsWith(table, code);
    await created.waitFor();
    expect(await created.textContent()).toContain(TECHNICAL);

    // Edit the name.
    await rowAction(created, 'edit');
    const edit = dialogNamed(page, tr(lang, kitMessages.editTitle, { title: tr(lang, m.entity) }));
    await expect.poll(() => edit.getByLabel(tr(lang, s.fullName)).inputValue()).toBe(name);
    await edit.getByLabel(tr(lang, s.fullName)).fill(`${name}改`);
    await page.getByTestId('kit-form-save').click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => created.textContent()).toContain(`${name}改`);

    // The switch disables it; the batch enables it again.
    await flipSwitch(created.getByRole('switch'));
    await page.reload();
    await expect
      .poll(() => rowsWith(table, code).getByRole('switch').getAttribute('aria-checked'))
      .toBe('false');
    await rowsWith(table, code).getByRole('checkbox').check();
    await page.getByTestId('batch-enable').click();
    await expectToast(page, tr(lang, s.batchDone, { ok: '1' }));
    await expect
      .poll(() => rowsWith(table, code).getByRole('switch').getAttribute('aria-checked'))
      .toBe('true');

    // Holders: nobody holds the new one; deleting asks first.
    expect(await rowsWith(table, code).getByTestId('position-holders').textContent()).toBe('0');
    await rowAction(rowsWith(table, code), 'remove');
    await confirmWith(page, lang, tr(lang, uiMessages.deleteConfirm));
    await expect.poll(() => rowsWith(table, code).count()).toBe(0);
    await context.close();
  });

  it('shows staff the add button it was granted, and no edit, delete or batch', async () => {
    const { context, page, table } = await startOnListPage(lang, { ...LIST, as: 'staff', row: '中心主任' });
    expect(await page.getByTestId('kit-add').count()).toBe(1);
    // Reading the records, staff may read their history (the actions drawn once it shows); none changes them.
    await table.locator('[data-action="history"]').first().waitFor();
    expect(await table.locator('[data-action]:not([data-action="history"])').count()).toBe(0);
    expect(await table.getByRole('checkbox').count()).toBe(0);
    expect(await rowsWith(table, '中心主任').getByRole('switch').isDisabled()).toBe(true);
    await context.close();
  });
});
