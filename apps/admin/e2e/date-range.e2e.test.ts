import { uiMessages } from '@pmc/ui';
import { widgetsMessages } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userMessages as m } from '../src/pages/system/user/messages.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openHome,
  openPage,
  tr,
} from './support.ts';

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function search(page: Page, lang: Lang) {
  const form = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
  await form.getByRole('button', { name: tr(lang, kitMessages.search), exact: true }).click();
}

describe.each(LANGS)('date-range filter (%s)', (lang) => {
  it('filters the user list by a preset range picked on the calendar, and by typed days', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('user-page').waitFor();
    const table = page.getByRole('table', { name: tr(lang, m.list) });
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    const label = tr(lang, m.creatorTime);

    // A typed range long past: nobody was created then.
    const form = page.getByRole('form', { name: tr(lang, kitMessages.searchForm) });
    await form
      .getByRole('textbox', { name: `${label} ${tr(lang, kitMessages.dateFrom)}` })
      .fill('2000-01-01');
    await form.getByRole('textbox', { name: `${label} ${tr(lang, kitMessages.dateTo)}` }).fill('2000-01-31');
    await search(page, lang);
    await page.waitForURL(/creatorTime=2000-01-01(~|%7E)2000-01-31/);
    await table.getByText(tr(lang, uiMessages.empty)).waitFor();

    // 近7天 from the calendar: the range of the last seven days, in yyyy-MM-dd, and the users are back.
    await form.getByRole('button', { name: `${label} ${tr(lang, widgetsMessages.datePick)}` }).click();
    const calendar = page.getByRole('dialog', { name: label });
    // The months are captioned in the UI language.
    const caption = (await calendar.getByRole('grid').first().getAttribute('aria-label')) ?? '';
    expect(caption).toMatch(lang === 'zh' ? /\d{4}年\d{1,2}月/ : /^[A-Z][a-z]+ \d{4}$/);
    await expectNoSeriousA11yViolations(page);
    await calendar.getByRole('button', { name: tr(lang, widgetsMessages.datePresetLast7) }).click();
    await calendar.waitFor({ state: 'detached' });
    const today = new Date();
    const from = day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6));
    const start = form.getByRole('textbox', { name: `${label} ${tr(lang, kitMessages.dateFrom)}` });
    expect(await start.inputValue()).toBe(from);
    await search(page, lang);
    await page.waitForURL(new RegExp(`creatorTime=${from}(~|%7E)${day(today)}`));
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await context.close();
  });
});
