import { uiMessages } from '@pmc/ui';
import { validatorsMessages } from '@pmc/validators';
import { widgetsMessages } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { organizeMessages as m } from '../src/pages/system/organize/messages.ts';
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

const LIST = { path: '/system/organize', testId: 'organize-page', listLabel: m.listLabel };

describe.each(LANGS)('the organisation page (%s)', (lang) => {
  const name = `测试公司${lang}`;
  const code = `e2e.org.${lang}`;

  it('lists the tree, searches, creates, refuses a bad code, edits, toggles, batch-disables and deletes', async () => {
    const { context, page, table } = await startOnListPage(lang, { ...LIST, row: '党员关爱服务中心' });
    await rowsWith(table, '开发组').waitFor();
    await expectNoSeriousA11yViolations(page);

    // Collapse all hides the departments under the companies; expand all shows them again.
    await page.getByRole('button', { name: tr(lang, kitMessages.collapseAll) }).click();
    await expect.poll(() => rowsWith(table, '开发组').count()).toBe(0);
    await page.getByRole('button', { name: tr(lang, kitMessages.expandAll) }).click();
    await rowsWith(table, '开发组').waitFor();

    // Search keeps the matches (the server filters the tree).
    await searchKeyword(page, lang, '华东');
    await expect.poll(() => rowsWith(table, '信息技术部').count()).toBe(0);
    expect(await rowsWith(table, '华东分中心').count()).toBe(1);
    await page.getByRole('button', { name: tr(lang, kitMessages.reset) }).click();
    await rowsWith(table, '信息技术部').waitFor();

    // Create under 华东分中心: a code against the code rule (docs/guide/validation.md#code) is refused on blur
    // with its message.
    await page.getByTestId('kit-add').click();
    const create = dialogNamed(page, tr(lang, kitMessages.createTitle, { title: tr(lang, m.entity) }));
    await pickInTree(page, create.getByLabel(tr(lang, m.parent)), '华东分中心');
    await create.getByLabel(tr(lang, s.fullName)).first().fill(name);
    const codeField = create.getByLabel(tr(lang, s.enCode));
    await codeField.fill('.bad.');
    await codeField.blur();
    await create.getByText(tr(lang, validatorsMessages.code)).waitFor();
    await codeField.fill(code);
    await codeField.blur();
    await expect.poll(() => create.getByText(tr(lang, validatorsMessages.code)).count()).toBe(0);
    await create.getByLabel(tr(lang, m.shortName)).fill('测试');
    await page.getByTestId('kit-form-save').click();
    await create.waitFor({ state: 'detached' });
    await expectToast(page, tr(lang, kitMessages.saved));
    const created = rowsWith(table, code);
    await created.waitFor();
    expect(await created.textContent()).toContain(name);

    // Edit: only the name changes; the row shows it.
    await rowAction(created, 'edit');
    const edit = dialogNamed(page, tr(lang, kitMessages.editTitle, { title: tr(lang, m.entity) }));
    await edit.getByLabel(tr(lang, s.fullName)).first().fill(`${name}改`);
    await page.getByTestId('kit-form-save').click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => created.textContent()).toContain(`${name}改`);

    // The state switch sends the desired state; a reload shows what the server kept.
    const state = created.getByRole('switch');
    expect(await state.getAttribute('aria-checked')).toBe('true');
    await flipSwitch(state);
    await page.reload();
    await expect
      .poll(() => rowsWith(table, code).getByRole('switch').getAttribute('aria-checked'))
      .toBe('false');

    // Batch: enable the chosen rows, the report counts them.
    await rowsWith(table, code).getByRole('checkbox').check();
    await page.getByTestId('batch-enable').click();
    await expectToast(page, tr(lang, s.batchDone, { ok: '1' }));
    await expect
      .poll(() => rowsWith(table, code).getByRole('switch').getAttribute('aria-checked'))
      .toBe('true');

    // Delete asks first; an organisation with children is refused with the server's reason.
    await rowAction(rowsWith(table, '党员关爱服务中心').first(), 'remove');
    await confirmWith(page, lang, tr(lang, uiMessages.deleteConfirm));
    await expectToast(page);
    expect(await rowsWith(table, '党员关爱服务中心').count()).toBeGreaterThan(0);
    await rowAction(rowsWith(table, code), 'remove');
    await confirmWith(page, lang, tr(lang, uiMessages.deleteConfirm));
    await expect.poll(() => rowsWith(table, code).count()).toBe(0);
    await context.close();
  });

  it('chooses administrators with the user picker, searching by name and by pinyin', async () => {
    const { context, page, table } = await startOnListPage(lang, { ...LIST });
    await rowAction(rowsWith(table, '信息技术部'), 'admins');
    const dialog = dialogNamed(page, tr(lang, m.adminsTitle, { name: '信息技术部' }));
    const pickerTitle = tr(lang, m.adminsPicker);
    await dialog.getByLabel(pickerTitle).click();
    const picker = page.getByRole('dialog', {
      name: tr(lang, widgetsMessages.pickerDialogTitle, { title: pickerTitle }),
    });
    const search = picker.getByRole('textbox', { name: tr(lang, widgetsMessages.treeSearch) });
    // 张三 is the staff account: found by the pinyin of the name as well as by the name.
    await search.fill('zhangsan');
    await picker.getByRole('treeitem', { name: '张三/staff' }).click();
    await search.fill('李四');
    await picker.getByRole('treeitem', { name: '李四/newbie' }).click();
    await picker.getByRole('button', { name: tr(lang, uiMessages.ok) }).click();
    await picker.waitFor({ state: 'detached' });
    // Each one chosen holds every right at first; 李四 loses delete.
    const removeRight = `李四/newbie ${tr(lang, m.canRemove)}`;
    expect(await dialog.getByRole('checkbox', { name: removeRight }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dialog.getByRole('checkbox', { name: removeRight }).click();
    await page.getByTestId('organize-admins-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, tr(lang, m.adminsSaved));

    // Opened again, the dialog shows what the server stored; clearing them is saved too.
    await rowAction(rowsWith(table, '信息技术部'), 'admins');
    await expect.poll(() => dialog.getByLabel(pickerTitle).textContent()).toContain('张三/staff');
    expect(await dialog.getByLabel(pickerTitle).textContent()).toContain('李四/newbie');
    expect(await dialog.getByRole('checkbox', { name: removeRight }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(
      await dialog
        .getByRole('checkbox', { name: `张三/staff ${tr(lang, m.canRemove)}` })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await dialog.getByLabel(pickerTitle).click();
    await picker.getByRole('button', { name: tr(lang, widgetsMessages.clear) }).click();
    await picker.getByRole('button', { name: tr(lang, uiMessages.ok) }).click();
    await page.getByTestId('organize-admins-save').click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows staff the tree without add, edit, delete or batch buttons', async () => {
    const { context, page, table } = await startOnListPage(lang, {
      ...LIST,
      as: 'staff',
      row: '党员关爱服务中心',
    });
    expect(await page.getByTestId('kit-add').count()).toBe(0);
    // Reading the records, staff may read their history (the actions drawn once it shows); none changes them.
    await table.locator('[data-action="history"]').first().waitFor();
    expect(await table.locator('[data-action]:not([data-action="history"])').count()).toBe(0);
    expect(await table.getByRole('checkbox').count()).toBe(0);
    expect(await rowsWith(table, '开发组').getByRole('switch').isDisabled()).toBe(true);
    await context.close();
  });
});
