// Issue 37's province sheet as a person meets it: the user page's import dialog in the built app, its
// template downloaded in Chinese and filled with BENCH_IMPORT_ROWS people (default 100,000), chosen, previewed
// (uploaded, read and checked by the server, every row in the virtual grid), the grid scrolled to its last
// row and back, and committed. Wall times on this process's clock from the click to the result on screen;
// the page's JavaScript heap (CDP) after the preview and after the commit. Targets (the province table):
// preview <= 30 s, commit <= 60 s. Figures are printed, never asserted. Needs the admin and server builds.
import { launchBrowser, startServer } from '@pmc/tooling/e2e';
import ExcelJS from 'exceljs';
import { adminPage, signInAsAdmin } from './page-steps.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
// The template's columns in order, as the server's user import declares them.
const COLUMNS = ['account', 'realName', 'gender', 'mobile', 'email', 'idCard', 'organizeName'];

async function sheetFrom(download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push(Array.isArray(row.values) ? row.values.slice(1) : []);
  });
  return rows;
}

/** The template's header, then ROWS people made from its example row (valid values in every column). */
async function provinceSheet(header, example) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  sheet.addRow(header);
  const prefix = `prov${Date.now().toString(36).slice(-4)}`;
  for (let i = 0; i < ROWS; i++) {
    const row = [...example];
    row[COLUMNS.indexOf('account')] = `${prefix}${i}`;
    row[COLUMNS.indexOf('realName')] = `导入${i}`;
    row[COLUMNS.indexOf('mobile')] = `139${String(i).padStart(8, '0')}`;
    row[COLUMNS.indexOf('email')] = '';
    row[COLUMNS.indexOf('idCard')] = '';
    sheet.addRow(row);
  }
  return {
    name: 'province.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const { context, page } = await adminPage(browser, { locale: 'zh-CN' });
  page.setDefaultTimeout(600_000);
  await signInAsAdmin(page, server.baseUrl);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20;
  };

  await page.goto(`${server.baseUrl}/system/user`);
  await page.getByTestId('user-page').waitFor();
  await page.getByTestId('kit-import-open').click();
  const importer = page.getByTestId('kit-import');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    importer.getByTestId('kit-import-template').click(),
  ]);
  const [header = [], example = []] = await sheetFrom(download);
  const file = await provinceSheet(header, example);
  const heapBefore = await heapMb();

  const figures = [];
  const timed = async (name, act) => {
    const started = performance.now();
    await act();
    figures.push([name, (performance.now() - started) / 1000]);
  };
  const count = (status) =>
    importer.getByTestId('kit-import-counts').locator(`[data-status="${status}"] strong`);
  await timed(`preview ${ROWS.toLocaleString('en')} rows (choose to every row counted)`, async () => {
    await importer.getByTestId('kit-import-file').setInputFiles(file);
    await page.waitForFunction(
      ([rows]) =>
        document.querySelector('[data-testid="kit-import-counts"] [data-status="new"] strong')
          ?.textContent === String(rows),
      [ROWS],
      { timeout: 600_000, polling: 100 },
    );
  });
  const errors = await count('error').textContent();
  const heapPreview = await heapMb();
  const scroller = importer.locator('.pmc-data-table__scroll');
  // Sheet row N + 1 is the last data row (row 1 is the header).
  await timed('grid: scroll to the last row', async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await importer.getByTestId(`kit-import-cell-${ROWS + 1}-account`).waitFor();
  });
  await timed('grid: scroll back to the first row', async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await importer.getByTestId('kit-import-cell-2-account').waitFor();
  });
  await timed('commit (click to the result on screen)', async () => {
    await page.getByTestId('kit-import-commit').click();
    await page.getByTestId('kit-import-result').waitFor({ timeout: 600_000 });
  });
  const result = (await page.getByTestId('kit-import-result').textContent())?.trim();
  const heapCommitted = await heapMb();

  console.log(
    `\nthe province sheet in the browser: ${file.buffer.length.toLocaleString('en')} bytes of .xlsx`,
  );
  console.log('| step | seconds | target |');
  console.log('| --- | ---: | --- |');
  for (const [name, seconds] of figures) {
    const target = name.startsWith('preview') ? '<= 30' : name.startsWith('commit') ? '<= 60' : '';
    console.log(`| ${name} | ${seconds.toFixed(1)} | ${target} |`);
  }
  console.log(`\nrows with an error: ${errors}; result: ${result}`);
  console.log(
    `page JS heap after GC, MB: ${heapBefore.toFixed(1)} before, ${heapPreview.toFixed(1)} with the preview, ` +
      `${heapCommitted.toFixed(1)} after the commit`,
  );
} finally {
  await browser.close();
  await server.stop();
}
