// The user page's first paint at 20, 100 and 500 rows (issue 13): the built server serves the built app
// to Chromium; the list's answer is a synthetic page of N users (so the figure is the page's work, not
// the database's), and the script time is what Chromium spends from the moment that answer is handed
// over (once the rest of the page has settled) until its rows are on screen plus one frame (CDP Performance `ScriptDuration`, with
// `RecalcStyleDuration + LayoutDuration` beside it). Figures are printed, never asserted.
// Needs `pnpm turbo run build --filter=@pmc/admin --filter=@pmc/server`. RUNS (default 5) page loads each.
import { launchBrowser, startServer } from '@pmc/tooling/e2e';

const SIZES = [20, 100, 500];
const RUNS = Number(process.env.RUNS ?? 5);
const LIST = /\/admin-api\/system\/user\?/;

/** One page of N users as the list answers it (every column filled, as an administrator sees it). */
function answerOf(size) {
  const now = Date.now();
  const list = Array.from({ length: size }, (_, i) => ({
    id: `bench-${i}`,
    account: `bench${String(i).padStart(4, '0')}`,
    realName: `测试用户${i}`,
    gender: i % 3,
    mobile: `139${String(i).padStart(8, '0')}`,
    email: `bench${i}@example.com`,
    avatar: '',
    idCard: null,
    organizeId: null,
    organizeName: '开发组',
    positionIds: [],
    roleIds: [],
    managerId: null,
    enabledMark: i % 7 === 0 ? 0 : 1,
    isAdministrator: false,
    isWeakPwd: false,
    lastLoginTime: now - i * 60_000,
    lastLoginIp: '127.0.0.1',
    lockedUntil: i % 50 === 0 ? now + 600_000 : null,
    prevLoginTime: null,
    prevLoginIp: null,
    sortCode: i,
    description: null,
    creatorTime: now - i * 3_600_000,
    lastModifyTime: now,
  }));
  return JSON.stringify({
    code: 200,
    msg: '',
    data: { list, pagination: { currentPage: 1, pageSize: size, total: 100_000 } },
  });
}

const metric = (metrics, name) => metrics.find((m) => m.name === name)?.value ?? 0;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => value.toFixed(1).padStart(8);

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(`${server.baseUrl}/login`);
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill('Admin@2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home$/, { timeout: 120_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => (await cdp.send('Performance.getMetrics')).metrics;

  console.log(`\nuser page, first paint of the list after its answer (${RUNS} loads each, ms: median / max)`);
  console.log('rows      script              style+layout        DOM elements');
  for (const size of SIZES) {
    const body = answerOf(size);
    const script = [];
    const layout = [];
    let elements = 0;
    for (let run = 0; run < RUNS; run++) {
      // The answer is held until the rest of the page (tree, lists, texts) has settled, so the figure is
      // the list's own work.
      let held;
      const asked = new Promise((resolve) => {
        held = resolve;
      });
      await page.route(LIST, (route) => held(route));
      await page.goto(`${server.baseUrl}/system/user?pageSize=${size}`);
      const route = await asked;
      await page.getByRole('treeitem').first().waitFor();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
      const before = await read();
      await route.fulfill({ status: 200, contentType: 'application/json', body });
      await page.getByRole('cell', { name: 'bench0000', exact: true }).waitFor();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
      const after = await read();
      await page.unroute(LIST);
      script.push((metric(after, 'ScriptDuration') - metric(before, 'ScriptDuration')) * 1000);
      layout.push(
        (metric(after, 'RecalcStyleDuration') +
          metric(after, 'LayoutDuration') -
          metric(before, 'RecalcStyleDuration') -
          metric(before, 'LayoutDuration')) *
          1000,
      );
      elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    }
    console.log(
      `${String(size).padStart(4)} ${ms(median(script))} / ${ms(Math.max(...script))}  ${ms(median(layout))} / ${ms(Math.max(...layout))}  ${String(elements).padStart(8)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
