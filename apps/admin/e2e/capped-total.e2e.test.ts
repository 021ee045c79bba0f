import { widgetsMessages } from '@pmc/widgets';
import { describe, expect, it } from 'vitest';
import { logMessages as m } from '../src/pages/permission/messages.ts';
import { openListPage, rowsWith } from './list-pages.ts';
import { LANGS, openHome, openPage, tr } from './support.ts';

// global-setup wrote 10,050 failed sign-ins of this account, two days old, before the server first
// opened its database (apps/server/scripts/seed-capped-sign-ins.ts): more than a list counts to.
const ACCOUNT = 'capped-journey';
const CAP = 10_000;

describe.each(LANGS)('a total past the count cap (%s)', (lang) => {
  it('shows 10,000+ and offers the next page, not a last one (docs/guide/api.md#calls)', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await openListPage(page, `/permission/signInLog?account=${ACCOUNT}`, 'sign-in-log-page');
    const table = page.getByRole('table', { name: tr(lang, m.signInList) });
    await rowsWith(table, ACCOUNT).first().waitFor();
    const capped = tr(lang, widgetsMessages.paginationTotalCapped, { total: CAP.toLocaleString('en') });
    await page.getByText(capped, { exact: true }).waitFor();

    // The pages a capped total may have: the first ones and a jump on, never the 500th as the last.
    const pageSize = Number(new URL(page.url()).searchParams.get('pageSize') ?? 20);
    const pageButton = (n: number) =>
      page.getByRole('button', { name: tr(lang, widgetsMessages.paginationPage, { page: String(n) }) });
    await pageButton(2).waitFor();
    expect(await pageButton(CAP / pageSize).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: tr(lang, widgetsMessages.paginationNext) }).isEnabled(),
    ).toBe(true);
    await context.close();
  });
});
