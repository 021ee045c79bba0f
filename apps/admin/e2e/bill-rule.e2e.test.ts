import { uiMessages } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { billRuleMessages as m } from '../src/pages/system/bill-rule/messages.ts';
import { flipSwitch, rowAction } from './list-pages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';
import { openDownloadedWorkbook } from './workbook.ts';

describe.each(LANGS)('bill rules (%s)', (lang) => {
  it('lists, searches, creates with a live preview, edits, toggles, exports and deletes', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/billRule`);
    const table = page.getByRole('table', { name: tr(lang, m.listLabel) });
    await table.getByRole('row').filter({ hasText: 'Contract' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // search
    const keyword = page.getByRole('textbox', { name: tr(lang, s.keyword) });
    await keyword.fill('Contract');
    await keyword.press('Enter');
    await page.waitForURL(/keyword=Contract/);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: tr(lang, kitMessages.reset) }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(1);

    // create: the preview follows what is typed
    const code = `E2E${lang}${Date.now() % 100000}`;
    await page.getByTestId('kit-add').click();
    const dialog = page.getByRole('dialog');
    const preview = dialog.getByTestId('bill-preview');
    await dialog.getByRole('textbox', { name: tr(lang, s.fullName) }).fill(`测试规则${lang}`);
    await dialog.getByRole('textbox', { name: tr(lang, s.enCode) }).fill(code);
    await dialog.getByRole('textbox', { name: tr(lang, m.prefix) }).fill('QA');
    await expect
      .poll(() => preview.locator('li').allTextContents())
      .toEqual([
        expect.stringMatching(/^QA\d{8}0001$/),
        expect.stringMatching(/^QA\d{8}0002$/),
        expect.stringMatching(/^QA\d{8}0003$/),
      ]);
    await dialog.getByRole('spinbutton', { name: tr(lang, m.digit) }).fill('6');
    await dialog.getByRole('spinbutton', { name: tr(lang, m.currentNumber) }).fill('41');
    await expect.poll(() => preview.locator('li').first().textContent()).toMatch(/^QA\d{8}000042$/);
    await dialog.getByRole('combobox', { name: tr(lang, m.dateFormat) }).click();
    await page.getByRole('option', { name: tr(lang, m.dateNone) }).click();
    await expect
      .poll(() => preview.locator('li').allTextContents())
      .toEqual(['QA000042', 'QA000043', 'QA000044']);
    await dialog.getByTestId('kit-form-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toContain('QA000042');

    // edit
    await row.getByRole('button', { name: tr(lang, s.edit) }).click();
    await dialog.getByRole('textbox', { name: tr(lang, m.prefix) }).fill('QB');
    await expect.poll(() => preview.locator('li').first().textContent()).toBe('QB000042');
    // only the changed prefix travels, with the version read (none yet: the rule is new)
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && /\/BillRule\/[^/]+$/.test(r.url()));
    await dialog.getByTestId('kit-form-save').click();
    expect((await saved).postDataJSON()).toEqual({ prefix: 'QB', lastModifyTime: null });
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('QB000042');

    // disable, then enable again
    const toggle = row.getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const switched = page.waitForRequest((r) => r.url().endsWith('/Actions/State'));
    await flipSwitch(toggle);
    expect((await switched).postDataJSON()).toEqual({ enabledMark: 0 });
    await page.reload();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await flipSwitch(row.getByRole('switch'));

    // export: a saved file with a readable name that opens as a workbook
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: tr(lang, kitMessages.export) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${tr(lang, m.exportName, { code })}.xlsx`);
    const rows = await openDownloadedWorkbook(download);
    expect(rows[1]?.slice(1, 3)).toEqual([code, 'QB']);

    // delete
    // 删除 sits in 更多 beside 历史 (the first two actions stay inline).
    await rowAction(row, 'remove');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr(lang, uiMessages.ok) })
      .click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
