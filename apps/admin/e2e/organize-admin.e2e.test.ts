import { widgetsMessages } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { delegationMessages as m } from '../src/pages/permission/messages.ts';
import { openListPage, pickUsers, rowsWith } from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';
import { expectToast } from './toasts.ts';

const ORG = '关爱服务部';

/** The four right boxes of a delegate's row, by right. */
function rights(row: Locator, lang: 'zh' | 'en') {
  const box = (right: keyof typeof m) => row.getByRole('checkbox', { name: tr(lang, m[right]), exact: true });
  return { view: box('canView'), add: box('canAdd'), edit: box('canEdit'), remove: box('canRemove') };
}

describe.each(LANGS)('delegated administrators (%s)', (lang) => {
  it('chooses an organisation, adds administrators with the picker, sets their rights and keeps them', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, '/permission/organizeAdmin', 'organize-admin-page');
    await page.getByText(tr(lang, m.chooseOrganize)).waitFor();

    // The organisation tree filters by pinyin: guanai finds 关爱服务部.
    await page.getByRole('searchbox', { name: tr(lang, kitMessages.treeFilter) }).fill('guanai');
    await page.getByRole('treeitem', { name: ORG, exact: true }).click();
    await page.waitForURL(/organizeId=/);
    const title = tr(lang, m.title, { name: ORG });
    await page.getByRole('heading', { name: title }).waitFor();
    const table = page.getByRole('table', { name: title });
    await table.getByText(tr(lang, m.empty)).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Two administrators from the picker (by pinyin and by name); each starts with viewing only.
    const addTitle = tr(lang, m.add);
    const trigger = page.getByRole('button', {
      name: tr(lang, widgetsMessages.pickerPlaceholder, { title: addTitle }),
    });
    await pickUsers(page, lang, trigger, addTitle, [
      ['zhangsan', '张三/staff'],
      ['李四', '李四/newbie'],
    ]);
    const staff = rights(rowsWith(table, '张三/staff'), lang);
    const newbie = rights(rowsWith(table, '李四/newbie'), lang);
    expect(await staff.view.getAttribute('aria-checked')).toBe('true');
    expect(await staff.add.getAttribute('aria-checked')).toBe('false');

    // Any right implies viewing; taking viewing away takes the others with it.
    await staff.edit.click();
    expect(await staff.edit.getAttribute('aria-checked')).toBe('true');
    await newbie.add.click();
    await newbie.view.click();
    expect(await newbie.add.getAttribute('aria-checked')).toBe('false');
    await newbie.add.click();
    expect(await newbie.view.getAttribute('aria-checked')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: tr(lang, m.save), exact: true }).click();
    await expectToast(page, tr(lang, m.saved));

    // A reload shows what the server stored; removing one and saving keeps the other.
    await page.reload();
    await rowsWith(table, '张三/staff').waitFor();
    await expect.poll(() => staff.edit.getAttribute('aria-checked')).toBe('true');
    expect(await staff.remove.getAttribute('aria-checked')).toBe('false');
    expect(await newbie.add.getAttribute('aria-checked')).toBe('true');
    expect(await newbie.edit.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('button', { name: `${tr(lang, m.remove)} 李四/newbie` }).click();
    await page.getByRole('button', { name: tr(lang, m.save), exact: true }).click();
    await expectToast(page, tr(lang, m.saved));
    await page.reload();
    await rowsWith(table, '张三/staff').waitFor();
    expect(await rowsWith(table, '李四/newbie').count()).toBe(0);

    // Cleared again, so the other journeys meet the seed's delegation (none).
    await page.getByRole('button', { name: `${tr(lang, m.remove)} 张三/staff` }).click();
    await page.getByRole('button', { name: tr(lang, m.save), exact: true }).click();
    await expectToast(page, tr(lang, m.saved));
    await table.getByText(tr(lang, m.empty)).waitFor();
    await context.close();
  });
});
