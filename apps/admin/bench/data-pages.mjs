// Issue 16's page figures: the area tree opening a province (its cities fetched and drawn), and the
// table demo's 10,000 rows (opened from /home to rows on screen, a scroll to the last row, a sort). The built
// server serves the built app to Chromium; each step's script and style+layout time are CDP Performance
// metrics read just before and just after it (after = what it did is on screen, plus one frame), wall
// time is the page's own clock over the same span. Figures are printed, never asserted.
// Needs `pnpm turbo run build --filter=@pmc/admin --filter=@pmc/server`. RUNS (default 5) page loads each.
import { launchBrowser, startServer } from '@pmc/tooling/e2e';
import { adminPage, signInAsAdmin, stepTimer } from './page-steps.mjs';

const RUNS = Number(process.env.RUNS ?? 5);

const server = await startServer();
const browser = await launchBrowser();
try {
  const { context, page } = await adminPage(browser);
  await signInAsAdmin(page, server.baseUrl);
  const { step, print } = await stepTimer(context, page);

  for (let run = 0; run < RUNS; run++) {
    // 行政区划: the provinces are listed; opening 广东省 fetches its cities and draws them.
    await page.goto(`${server.baseUrl}/system/area`);
    const province = page.getByRole('row').filter({ hasText: '广东省' });
    await province.waitFor();
    await step('area: open a province (fetch + draw)', async () => {
      await province.getByRole('button').first().click();
      await page.getByRole('row').filter({ hasText: '广州市' }).waitFor();
    });

    // 表格示例: from /home, the app's own navigation to the page until its first rows are drawn (the
    // page's chunk fetched or cached, 10,000 rows made, the table laid out), in one document, so the
    // metrics before and after are comparable.
    await page.goto(`${server.baseUrl}/home`);
    await page.getByTestId('home').waitFor();
    await step('table demo: open to first rows', async () => {
      await page.evaluate(() => {
        history.pushState(null, '', '/extend/tableDemo');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('cell', { name: 'member00001', exact: true }).waitFor();
    });
    const scroller = page.locator('[data-testid="table-demo"] .pmc-data-table__scroll');
    await step('table demo: scroll to row 10,000', async () => {
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.getByRole('cell', { name: 'member10000', exact: true }).waitFor();
    });
    await step('table demo: scroll back to the top', async () => {
      await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
      await page.getByRole('cell', { name: 'member00001', exact: true }).waitFor();
    });
    await step('table demo: sort 10,000 rows by name', async () => {
      const header = page.locator('[data-testid="table-demo"] th').nth(2);
      await header.locator('.pmc-table__sort').click();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="table-demo"] th[aria-sort="ascending"]').length === 1,
      );
    });
  }

  print(`issue 16 pages, ${RUNS} runs each`);
} finally {
  await browser.close();
  await server.stop();
}
