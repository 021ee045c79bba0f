import { layoutMessages } from '@pmc/layout';
import { uiMessages } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, type Lang, openPage, signIn, tr } from './support.ts';

const ORG = '信息技术部';

async function openUsers(page: Page, lang: Lang) {
  await page.goto(`${baseUrl}/system/user`);
  await page.getByTestId('user-page').waitFor();
  return page.getByRole('table', { name: tr(lang, m.list) });
}

async function search(page: Page, lang: Lang, keyword: string) {
  const box = page.getByRole('textbox', { name: tr(lang, kitMessages.keyword) });
  await box.fill(keyword);
  await box.press('Enter');
  await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
}

const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, lang: Lang, label: { id: string; message: string }) =>
  dialog(page).getByRole('textbox', { name: tr(lang, label), exact: true });

describe.each(LANGS)('用户管理 (%s)', (lang) => {
  it('lists users under the chosen organisation, searches on Enter and keeps the query over a reload and a tab switch', async () => {
    const { context, page } = await openPage({ lang });
    await signIn(page);
    const table = await openUsers(page, lang);
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('treeitem', { name: ORG }).click();
    await page.waitForURL(/organizeId=/);
    await table.getByRole('cell', { name: 'staff', exact: true }).waitFor();
    await search(page, lang, 'staff');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    await page.reload();
    await table.getByRole('cell', { name: 'staff', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: tr(lang, kitMessages.keyword) }).inputValue()).toBe(
      'staff',
    );

    const tabs = page.getByRole('navigation', { name: tr(lang, layoutMessages.tabs) });
    await tabs.getByRole('button', { name: tr(lang, layoutMessages.home), exact: true }).click();
    await page.getByTestId('home').waitFor();
    await tabs.getByRole('button', { name: lang === 'zh' ? '用户管理' : 'Users', exact: true }).click();
    await page.waitForURL(/\/system\/user\?.*keyword=staff/);
    expect(new URL(page.url()).searchParams.get('organizeId')).not.toBeNull();
    await context.close();
  });

  it('keeps an unsaved dialog with its tab and asks before that tab closes', async () => {
    const { context, page } = await openPage({ lang });
    await signIn(page);
    // Through the menu, so going back stays inside the app.
    const menu = page.getByRole('navigation', { name: tr(lang, layoutMessages.menu) });
    await menu.getByRole('menuitem', { name: lang === 'zh' ? '系统管理' : 'System', exact: true }).click();
    await menu.getByRole('menuitem', { name: lang === 'zh' ? '用户管理' : 'Users', exact: true }).click();
    await page.getByTestId('user-page').waitFor();
    await page.getByTestId('kit-add').click();
    await field(page, lang, m.realName).fill('未保存');
    await page.goBack();
    await page.getByTestId('home').waitFor();
    expect(await dialog(page).count()).toBe(0);

    const tabs = page.getByRole('navigation', { name: tr(lang, layoutMessages.tabs) });
    const title = lang === 'zh' ? '用户管理' : 'Users';
    await tabs.getByRole('button', { name: `${tr(lang, layoutMessages.closeTab)} ${title}` }).click();
    const question = page.getByRole('alertdialog');
    expect(await question.textContent()).toContain(tr(lang, layoutMessages.unsavedClose));
    await question.getByRole('button', { name: tr(lang, uiMessages.cancel) }).click();
    await tabs.getByRole('button', { name: title, exact: true }).click();
    await expect.poll(() => field(page, lang, m.realName).inputValue()).toBe('未保存');
    await context.close();
  });

  it('shows staff only the buttons its role holds', async () => {
    const { context, page } = await openPage({ lang });
    await signIn(page, 'staff');
    const table = await openUsers(page, lang);
    await table.getByRole('row').nth(1).waitFor();
    expect(await page.getByTestId('kit-add').count()).toBe(0);
    expect(await page.getByTestId('kit-export').count()).toBe(0);
    expect(await table.getByRole('button', { name: tr(lang, kitMessages.remove) }).count()).toBe(0);
    expect(await table.getByRole('button', { name: tr(lang, kitMessages.edit) }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
