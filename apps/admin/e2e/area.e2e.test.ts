import { uiMessages } from '@pmc/ui';
import { widgetsMessages } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { areaMessages as m } from '../src/pages/system/area/messages.ts';
import { flipSwitch, rowAction } from './list-pages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';

describe.each(LANGS)('areas (%s)', (lang) => {
  it('opens a province level by level, searches, creates below, edits, toggles and deletes', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/area`);
    const table = page.getByRole('table', { name: tr(lang, m.listLabel) });
    const province = table.getByRole('row').filter({ hasText: '广东省' });
    await province.waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await table.getByRole('row').filter({ hasText: '广州市' }).count()).toBe(0);

    // the cities are fetched when the province opens
    const fetched = page.waitForResponse((r) =>
      /\/api\/system\/Area\/\d+\?|\/api\/system\/Area\/\d+$/.test(r.url()),
    );
    await province.getByRole('button', { name: tr(lang, widgetsMessages.dataTableExpand) }).click();
    await fetched;
    await table.getByRole('row').filter({ hasText: '广州市' }).waitFor();

    // keyword search reaches every level
    const keyword = page.getByRole('textbox', { name: tr(lang, s.keyword) });
    await keyword.fill('天河');
    await keyword.press('Enter');
    await table.getByRole('row').filter({ hasText: '天河区' }).waitFor();
    expect(await table.getByRole('row').filter({ hasText: '广东省' }).count()).toBe(0);
    await page.getByRole('button', { name: tr(lang, kitMessages.reset) }).click();
    await province.waitFor();

    // create a city under the province
    const code = `9${Date.now() % 100000}${lang === 'zh' ? 1 : 2}`;
    await province.getByRole('button', { name: tr(lang, m.addChild) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tr(lang, s.fullName) }).fill(`测试市${lang}`);
    await dialog.getByRole('textbox', { name: tr(lang, s.enCode) }).fill(code);
    await dialog.getByTestId('kit-form-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const city = table.getByRole('row').filter({ hasText: code });
    await city.waitFor();

    // an edit sends only what changed, with the version it read (none yet: the record is new)
    await city.getByRole('button', { name: tr(lang, s.edit) }).click();
    await dialog.getByRole('textbox', { name: tr(lang, s.fullName) }).fill(`改名市${lang}`);
    const saved = page.waitForRequest(
      (r) => r.method() === 'PUT' && /\/api\/system\/Area\/[^/]+$/.test(r.url()),
    );
    await dialog.getByTestId('kit-form-save').click();
    expect((await saved).postDataJSON()).toEqual({
      fullName: `改名市${lang}`,
      lastModifyTime: null,
    });
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => city.textContent()).toContain(`改名市${lang}`);

    // the switch sends the state it shows
    const switched = page.waitForRequest((r) => r.url().endsWith('/Actions/State'));
    await flipSwitch(city.getByRole('switch'));
    expect((await switched).postDataJSON()).toEqual({ enabledMark: 0 });

    // 删除 sits in 更多 beside 历史 (the first two actions stay inline).
    await rowAction(city, 'remove');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr(lang, uiMessages.ok) })
      .click();
    await city.waitFor({ state: 'detached' });
    await context.close();
  });
});
