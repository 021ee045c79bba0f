// What the page benches share: signing in as admin in Chromium, and timing a step from CDP Performance
// metrics (script, style+layout) and the page's own clock, read before and after it (after = its
// result on screen, plus one frame). Figures are printed, never asserted.

const metric = (metrics, name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => value.toFixed(1).padStart(8);
const frame = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));

/** A signed-in admin page of its own context. */
export async function adminPage(browser, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  return { context, page };
}

export async function signInAsAdmin(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill('Admin@2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home$/, { timeout: 120_000 });
}

/** `step(name, act)` measures `act` (which ends when its result is on screen); `print(title)` reports. */
export async function stepTimer(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => ({
    metrics: (await cdp.send('Performance.getMetrics')).metrics,
    now: await page.evaluate(() => performance.now()),
  });
  const figures = new Map();
  async function step(name, act) {
    await frame(page);
    const before = await read();
    await act();
    await frame(page);
    const after = await read();
    const entry = figures.get(name) ?? { script: [], layout: [], wall: [], elements: 0 };
    entry.script.push(metric(after.metrics, 'ScriptDuration') - metric(before.metrics, 'ScriptDuration'));
    entry.layout.push(
      metric(after.metrics, 'RecalcStyleDuration') +
        metric(after.metrics, 'LayoutDuration') -
        metric(before.metrics, 'RecalcStyleDuration') -
        metric(before.metrics, 'LayoutDuration'),
    );
    entry.wall.push(after.now - before.now);
    entry.elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    figures.set(name, entry);
  }
  function print(title) {
    console.log(`\n${title}, ms: median / max (production build, Chromium headless)`);
    console.log(
      `${'step'.padEnd(42)} ${'script'.padStart(19)} ${'style+layout'.padStart(19)} ${'wall'.padStart(19)}  DOM elements`,
    );
    for (const [name, f] of figures) {
      const pair = (values) => `${ms(median(values))} / ${ms(Math.max(...values))}`;
      console.log(
        `${name.padEnd(42)} ${pair(f.script)} ${pair(f.layout)} ${pair(f.wall)}  ${String(f.elements).padStart(8)}`,
      );
    }
  }
  return { step, print };
}
