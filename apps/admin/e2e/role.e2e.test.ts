import { uiMessages } from '@pmc/ui';
import { validatorsMessages } from '@pmc/validators';
import { widgetsMessages } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { roleMessages as m } from '../src/pages/permission/messages.ts';
import {
  chooseOption,
  confirmWith,
  dialogNamed,
  flipSwitch,
  pickUsers,
  rowAction,
  rowsWith,
  searchKeyword,
  startOnListPage,
} from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, tr } from './support.ts';
import { expectToast } from './toasts.ts';

// Dictionary items are data, named as they were entered (zh) in every language.
const USER_ROLE = '普通角色';
const SYSTEM_ROLE = '系统角色';

const LIST = { path: '/system/role', testId: 'role-page', listLabel: m.listLabel };

describe.each(LANGS)('the role page (%s)', (lang) => {
  const name = `测试角色${lang}`;
  const code = `e2e.role.${lang}`;

  it('filters by type, creates, refuses a bad name and code, edits, toggles, manages members and deletes', async () => {
    const { context, page, table } = await startOnListPage(lang, { ...LIST });
    await expect.poll(() => rowsWith(table, '普通员工').textContent()).toContain(USER_ROLE);
    await expectNoSeriousA11yViolations(page);

    // The type filter (the role-type dictionary) narrows the list, and the URL keeps it.
    const search = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
    await chooseOption(page, search.getByRole('combobox', { name: tr(lang, m.type) }), SYSTEM_ROLE);
    await page.getByRole('button', { name: tr(lang, kitMessages.search), exact: true }).click();
    await page.waitForURL(/type=system/);
    await expect.poll(() => rowsWith(table, '普通员工').count()).toBe(0);
    await page.getByRole('button', { name: tr(lang, kitMessages.reset) }).click();
    await rowsWith(table, '普通员工').waitFor();

    // Create: a name with symbols and a code against the form rules (docs/guide/validation.md#form-rules) are
    // refused on blur with their messages.
    await page.getByTestId('kit-add').click();
    const create = dialogNamed(page, tr(lang, kitMessages.createTitle, { title: tr(lang, m.entity) }));
    const nameField = create.getByLabel(tr(lang, s.fullName));
    await nameField.fill('角色#1');
    await nameField.blur();
    await create.getByText(tr(lang, validatorsMessages.name)).waitFor();
    const codeField = create.getByLabel(tr(lang, s.enCode));
    await codeField.fill('.role');
    await codeField.blur();
    await create.getByText(tr(lang, validatorsMessages.code)).waitFor();
    await nameField.fill(name);
    await codeField.fill(code);
    await codeField.blur();
    await expect.poll(() => create.getByText(tr(lang, validatorsMessages.code)).count()).toBe(0);
    expect(await create.getByText(tr(lang, validatorsMessages.name)).count()).toBe(0);
    await chooseOption(page, create.getByLabel(tr(lang, m.type)), SYSTEM_ROLE);
    await page.getByTestId('kit-form-save').click();
    await create.waitFor({ state: 'detached' });
    await expectToast(page, tr(lang, kitMessages.saved));
    const created = rowsWith(table, code);
    await created.waitFor();
    expect(await created.textContent()).toContain(SYSTEM_ROLE);

    // Edit: the form shows what the server stored; only the name changes.
    await rowAction(created, 'edit');
    const edit = dialogNamed(page, tr(lang, kitMessages.editTitle, { title: tr(lang, m.entity) }));
    await expect.poll(() => edit.getByLabel(tr(lang, s.fullName)).inputValue()).toBe(name);
    await edit.getByLabel(tr(lang, s.fullName)).fill(`${name}改`);
    await page.getByTestId('kit-form-save').click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => created.textContent()).toContain(`${name}改`);

    // The switch disables it; a reload shows what the server kept.
    await flipSwitch(created.getByRole('switch'));
    await page.reload();
    await expect
      .poll(() => rowsWith(table, code).getByRole('switch').getAttribute('aria-checked'))
      .toBe('false');

    // Members: nobody holds it; 李四 is added with the user picker (found by pinyin), then removed.
    expect(await rowsWith(table, code).getByRole('button', { name: /^0 / }).count()).toBe(1);
    await rowAction(rowsWith(table, code), 'members');
    const members = dialogNamed(page, tr(lang, m.membersTitle, { name: `${name}改` }));
    const addTitle = tr(lang, m.addMembers);
    const picker = members.getByRole('button', {
      name: tr(lang, widgetsMessages.pickerPlaceholder, { title: addTitle }),
    });
    // On a normal-width dialog the member search and the picker share one row.
    const box = await members.getByRole('searchbox', { name: tr(lang, m.searchMembers) }).boundingBox();
    const trigger = await picker.boundingBox();
    expect(Math.abs((trigger?.y ?? Number.NaN) - (box?.y ?? Number.NaN))).toBeLessThan(2);
    expect(trigger?.x).toBeGreaterThan((box?.x ?? Number.NaN) + (box?.width ?? 0));
    await pickUsers(page, lang, picker, addTitle, [['lisi', '李四/newbie']]);
    await expectToast(page, tr(lang, m.membersAdded));
    const memberRows = members.getByRole('table').getByRole('row');
    await rowsWith(members.getByRole('table'), 'newbie').waitFor();
    await expectNoSeriousA11yViolations(page);
    await members.getByRole('button', { name: `${tr(lang, m.removeMember)} newbie` }).click();
    await expectToast(page, tr(lang, m.memberRemoved));
    await expect.poll(() => rowsWith(members.getByRole('table'), 'newbie').count()).toBe(0);
    expect(await memberRows.count()).toBeGreaterThan(0); // the header row stays
    await members
      .getByRole('button', { name: tr(lang, m.close) })
      .first()
      .click();
    await members.waitFor({ state: 'detached' });

    // Delete asks first.
    await rowAction(rowsWith(table, code), 'remove');
    await confirmWith(page, lang, tr(lang, uiMessages.deleteConfirm));
    await expect.poll(() => rowsWith(table, code).count()).toBe(0);
    await searchKeyword(page, lang, code);
    await expect.poll(() => rowsWith(table, code).count()).toBe(0);
    await context.close();
  });

  it('shows staff the roles and members without add, edit, delete or member changes', async () => {
    const { context, page, table } = await startOnListPage(lang, { ...LIST, as: 'staff' });
    const row = rowsWith(table, '普通员工');
    await row.waitFor();
    expect(await page.getByTestId('kit-add').count()).toBe(0);
    expect(await row.locator('[data-action="edit"], [data-action="remove"]').count()).toBe(0);
    expect(await row.getByRole('switch').isDisabled()).toBe(true);
    await rowAction(row, 'members');
    const members = dialogNamed(page, tr(lang, m.membersTitle, { name: '普通员工' }));
    // The role has many holders by now (other journeys make staff users): find the one by account.
    await members.getByRole('searchbox', { name: tr(lang, m.searchMembers) }).fill('staff');
    await members.getByRole('searchbox', { name: tr(lang, m.searchMembers) }).press('Enter');
    await members.getByRole('cell', { name: 'staff', exact: true }).waitFor();
    expect(
      await members.getByRole('button', { name: new RegExp(`^${tr(lang, m.removeMember)} `) }).count(),
    ).toBe(0);
    await context.close();
  });
});
