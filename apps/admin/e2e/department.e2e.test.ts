import { uiMessages } from '@pmc/ui';
import { validatorsMessages } from '@pmc/validators';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { merchantLinkMessages as ml } from '../src/page-parts/merchant-link-messages.ts';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { departmentMessages as m } from '../src/pages/system/department/messages.ts';
import {
  confirmWith,
  dialogNamed,
  flipSwitch,
  pickInTree,
  pickUsers,
  rowAction,
  rowsWith,
  searchKeyword,
  startOnListPage,
} from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, tr } from './support.ts';
import { expectToast } from './toasts.ts';

const LIST = { path: '/system/department', testId: 'department-page', listLabel: m.listLabel };

describe.each(LANGS)('the department page (%s)', (lang) => {
  const name = `测试部门${lang}`;
  const code = `e2e.dept.${lang}`;

  it('lists with the organisation, searches, creates, refuses a bad code, edits, links a merchant, toggles and deletes', async () => {
    const { context, page, table } = await startOnListPage(lang, { ...LIST });
    // Each department with the organisation it sits in.
    await expect.poll(() => rowsWith(table, '开发组').textContent()).toContain('信息技术部');
    await expectNoSeriousA11yViolations(page);

    await searchKeyword(page, lang, '华东');
    await expect.poll(() => rowsWith(table, '开发组').count()).toBe(0);
    expect(await rowsWith(table, '华东综合部').count()).toBe(1);
    await page.getByRole('button', { name: tr(lang, kitMessages.reset) }).click();
    await rowsWith(table, '开发组').waitFor();

    await page.getByTestId('kit-add').click();
    const create = dialogNamed(page, tr(lang, kitMessages.createTitle, { title: tr(lang, m.entity) }));
    await pickInTree(page, create.getByLabel(tr(lang, m.parent)), '信息技术部');
    await create.getByLabel(tr(lang, s.fullName)).fill(name);
    const codeField = create.getByLabel(tr(lang, s.enCode));
    await codeField.fill('dept.');
    await codeField.blur();
    await create.getByText(tr(lang, validatorsMessages.code)).waitFor();
    await codeField.fill(code);
    await codeField.blur();
    await expect.poll(() => create.getByText(tr(lang, validatorsMessages.code)).count()).toBe(0);
    // The manager is chosen with the user picker (found by pinyin).
    const manager = tr(lang, m.manager);
    await pickUsers(page, lang, create.getByLabel(manager), manager, [['zhangsan', '张三/staff']]);
    await page.getByTestId('kit-form-save').click();
    await create.waitFor({ state: 'detached' });
    const created = rowsWith(table, code);
    await created.waitFor();
    expect(await created.textContent()).toContain('信息技术部');
    expect(await created.textContent()).toContain('张三');

    await rowAction(created, 'edit');
    const edit = dialogNamed(page, tr(lang, kitMessages.editTitle, { title: tr(lang, m.entity) }));
    // The stored manager shows by name in the edit form.
    await expect.poll(() => edit.getByLabel(manager).textContent()).toContain('张三');
    await edit.getByLabel(tr(lang, s.fullName)).fill(`${name}改`);
    await page.getByTestId('kit-form-save').click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => created.textContent()).toContain(`${name}改`);

    // The merchant link is stored and read back.
    await rowAction(created, 'merchant');
    const merchant = dialogNamed(page, tr(lang, ml.title, { name: `${name}改` }));
    await merchant.getByLabel(tr(lang, ml.merchantId)).fill('M-1001');
    await merchant.getByRole('button', { name: tr(lang, kitMessages.save) }).click();
    await merchant.waitFor({ state: 'detached' });
    await rowAction(created, 'merchant');
    await expect.poll(() => merchant.getByLabel(tr(lang, ml.merchantId)).inputValue()).toBe('M-1001');
    await merchant.getByRole('button', { name: tr(lang, uiMessages.cancel) }).click();

    // Batch disable, then the switch enables it again.
    await created.getByRole('checkbox').check();
    await page.getByTestId('batch-disable').click();
    await expectToast(page, tr(lang, s.batchDone, { ok: '1' }));
    await expect.poll(() => created.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await flipSwitch(created.getByRole('switch'));
    await page.reload();
    await expect
      .poll(() => rowsWith(table, code).getByRole('switch').getAttribute('aria-checked'))
      .toBe('true');

    await rowAction(rowsWith(table, code), 'remove');
    await confirmWith(page, lang, tr(lang, uiMessages.deleteConfirm));
    await expect.poll(() => rowsWith(table, code).count()).toBe(0);
    await context.close();
  });

  it('shows staff the list without add, edit, delete or batch buttons', async () => {
    const { context, page, table } = await startOnListPage(lang, { ...LIST, as: 'staff', row: '开发组' });
    expect(await page.getByTestId('kit-add').count()).toBe(0);
    // Reading the records, staff may read their history (the actions drawn once it shows); none changes them.
    await table.locator('[data-action="history"]').first().waitFor();
    expect(await table.locator('[data-action]:not([data-action="history"])').count()).toBe(0);
    expect(await table.getByRole('checkbox').count()).toBe(0);
    await context.close();
  });
});
