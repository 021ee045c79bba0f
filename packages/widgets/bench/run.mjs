// Chromium bench of issue 18's cases on a production build of bench/page (figures printed, no assertions).
// Each case runs in RUNS fresh page loads; a step's script, style+layout and wall times come from the CDP
// Performance metrics read just before and just after it. Usage: pnpm --filter @pmc/widgets bench [case…]
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '@pmc/tooling/e2e';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.RUNS ?? 7);
const only = process.argv.slice(2);

const outDir = await mkdtemp(path.join(tmpdir(), 'pmc-widgets-bench-'));
await build({
  root: path.join(here, 'page'),
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const file = path.join(outDir, req.url === '/' ? 'index.html' : path.normalize(req.url ?? '/'));
  if (!file.startsWith(outDir)) return res.writeHead(404).end();
  res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
  createReadStream(file)
    .on('error', () => res.writeHead(404).end())
    .pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });

async function metrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { script: get('ScriptDuration'), layout: get('LayoutDuration') + get('RecalcStyleDuration') };
}

async function openPage() {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.bench !== undefined);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return { page, cdp };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => v.toFixed(1).padStart(7);

const probe = await openPage();
const cases = await probe.page.evaluate(() => window.bench.cases);
await probe.page.close();

console.log(`@pmc/widgets bench: ${RUNS} page loads per case, production build, Chromium headless`);
console.log('times in ms: median / max; elements: DOM elements in the page after the step\n');
console.log(
  `${'case / step'.padEnd(40)} ${'script'.padStart(17)} ${'style+layout'.padStart(17)} ${'wall'.padStart(17)} ${'elements'.padStart(9)}`,
);
for (const [name, steps] of Object.entries(cases)) {
  if (only.length && !only.includes(name)) continue;
  const figures = Object.fromEntries(
    steps.map((s) => [s, { script: [], layout: [], wall: [], elements: 0 }]),
  );
  for (let run = 0; run < RUNS; run += 1) {
    const { page, cdp } = await openPage();
    await page.evaluate((n) => window.bench.setup(n), name);
    for (const step of steps) {
      const before = await metrics(cdp);
      const wall = await page.evaluate(([n, s]) => window.bench.step(n, s), [name, step]);
      const after = await metrics(cdp);
      const f = figures[step];
      f.script.push(after.script - before.script);
      f.layout.push(after.layout - before.layout);
      f.wall.push(wall);
      f.elements = await page.evaluate(() => window.bench.elements());
    }
    await page.close();
  }
  for (const step of steps) {
    const f = figures[step];
    const pair = (v) => `${ms(median(v))} /${ms(Math.max(...v))}`;
    console.log(
      `${`${name} / ${step}`.padEnd(40)} ${pair(f.script)} ${pair(f.layout)} ${pair(f.wall)} ${String(f.elements).padStart(9)}`,
    );
  }
}

await browser.close();
server.close();
await rm(outDir, { recursive: true, force: true });
