#!/usr/bin/env node
// Opens every story of the built catalogue (storybook-static) in headless Chromium, in zh and in en, and
// fails on a console error, an uncaught exception, a failed request, a story that does not render, or a
// serious or critical axe-core finding. The docs pages (autodocs: props tables and every story of a
// component) are opened too, for console errors.
//
// Pages (three per locale, each in a context of its own) walk the stories by Storybook's own channel
// (setCurrentStory), which is many times faster than loading the preview for each story; a story that
// fails there is opened again in a page of its own, so a failure is never an effect of the story before
// it.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeRunOptions, launchBrowser, waitForStillPage } from '@pmc/tooling/e2e';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../storybook-static');
const LOCALES = ['zh', 'en'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

if (!existsSync(path.join(dist, 'index.json'))) {
  console.error('[stories] storybook-static/index.json is missing: run `storybook build` first');
  process.exit(1);
}
const entries = Object.values(JSON.parse(readFileSync(path.join(dist, 'index.json'), 'utf8')).entries);
// PMC_STORIES_ONLY=<part of an id> checks just those stories and docs (one's own, while working on it).
const only = process.env.PMC_STORIES_ONLY;
const picked = only ? entries.filter((e) => e.id.includes(only)) : entries;
const stories = picked.filter((e) => e.type === 'story');
const docs = picked.filter((e) => e.type === 'docs');

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (url === '/favicon.ico') return res.writeHead(204).end(); // Chromium asks for it; Storybook has none
  const file = path.join(dist, url === '/' ? 'index.html' : url);
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile())
    return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

/** A page that records its problems and its requests in flight. */
async function openPage(context) {
  const page = await context.newPage();
  // `idle`: those waiting for the requests in flight to end (see settle).
  const state = { problems: [], inFlight: new Set(), idle: [] };
  const ended = (r) => {
    state.inFlight.delete(r);
    if (state.inFlight.size === 0) for (const resolve of state.idle.splice(0)) resolve();
  };
  page.on('console', (m) => m.type() === 'error' && state.problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => state.problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => state.inFlight.add(r));
  page.on('requestfinished', ended);
  page.on('requestfailed', (r) => {
    state.problems.push(`request failed: ${r.url()}`);
    ended(r);
  });
  page.on('response', (r) => r.status() >= 400 && state.problems.push(`HTTP ${r.status()} ${r.url()}`));
  return { page, state };
}

/**
 * Lazy parts (the rich-text editor, pinyin) arrive after the first render: wait for the network to rest
 * (at most 15 s, as a request left open must not stall the walk), then for a frame to paint them.
 */
async function settle({ page, state }) {
  if (state.inFlight.size > 0) {
    let timer;
    await Promise.race([
      new Promise((resolve) => state.idle.push(resolve)),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 15_000);
      }),
    ]);
    clearTimeout(timer);
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Shows one entry through the preview's channel; resolves with a render problem or null. */
function show(page, entry) {
  return page.evaluate(
    ({ id, viewMode }) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const done = viewMode === 'docs' ? 'docsRendered' : 'storyRendered';
        const failed = ['storyErrored', 'storyThrewException', 'storyMissing'];
        const timer = setTimeout(() => finish('no render within 20 s'), 20_000);
        const handlers = {};
        function finish(problem) {
          clearTimeout(timer);
          for (const [event, handler] of Object.entries(handlers)) channel.off(event, handler);
          resolve(problem);
        }
        handlers[done] = () => finish(null);
        for (const event of failed)
          handlers[event] = (detail) => finish(`${event}: ${detail?.description ?? detail?.message ?? ''}`);
        for (const [event, handler] of Object.entries(handlers)) channel.on(event, handler);
        channel.emit('setCurrentStory', { storyId: id, viewMode });
      }),
    { id: entry.id, viewMode: entry.type === 'docs' ? 'docs' : 'story' },
  );
}

/** axe's serious and critical findings (WCAG 2.2 AA and best practice), once nothing on the page moves. */
async function axeFindings(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await waitForStillPage(page);
  return page.evaluate(async (options) => {
    const result = await window.axe.run(document, options);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')})`,
      );
  }, axeRunOptions);
}

/** Checks one entry in an open preview page; returns its problems. */
async function check(opened, entry, locale) {
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 60 s')), 60_000);
    });
    return await Promise.race([checkIn(opened, entry, locale), timeout]);
  } catch (error) {
    return [String(error?.message ?? error).split('\n')[0]];
  } finally {
    clearTimeout(timer);
  }
}

async function checkIn(opened, entry, locale) {
  const { page, state } = opened;
  state.problems = [];
  const renderProblem = await show(page, entry);
  if (renderProblem) return [...state.problems, `did not render: ${renderProblem}`];
  await settle(opened);
  const problems = [...state.problems];
  if (entry.type === 'docs') return problems;
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (!lang.toLowerCase().startsWith(locale === 'en' ? 'en' : 'zh'))
    problems.push(`<html lang="${lang}"> does not follow the ${locale} toolbar choice`);
  problems.push(...(await axeFindings(page)));
  return problems;
}

async function preview(context, locale) {
  const opened = await openPage(context);
  await opened.page.goto(`${base}/iframe.html`);
  await opened.page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__ !== undefined);
  // The toolbar's switch: the same event the manager sends.
  await opened.page.evaluate((value) => {
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: value } });
  }, locale);
  return opened;
}

/**
 * @pmc/ui's motion token as a user who asks for less motion gets it, and as anyone else does: read from
 * the page and from a toast's fade-in (a story that shows one).
 */
async function motionProblems(browser) {
  const entry = stories.find((e) => e.id === 'ui-message-and-notification--error-shown');
  if (!entry) return ['the story ui/message and notification › Error Shown is missing'];
  const problems = [];
  for (const [reducedMotion, expected] of [
    ['reduce', '0s'],
    ['no-preference', '0.2s'],
  ]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion });
    try {
      const { page } = await preview(context, 'zh');
      const renderProblem = await show(page, entry);
      if (renderProblem) {
        problems.push(`did not render: ${renderProblem}`);
        continue;
      }
      const seen = await page.locator('.pmc-message').evaluate((toast) => ({
        token: getComputedStyle(document.documentElement).getPropertyValue('--pmc-motion-duration').trim(),
        fadeIn: getComputedStyle(toast).animationDuration,
      }));
      // The built stylesheet may write the token as .2s: compared as numbers.
      if (Number.parseFloat(seen.token) !== Number.parseFloat(expected) || seen.fadeIn !== expected)
        problems.push(
          `reducedMotion ${reducedMotion}: --pmc-motion-duration ${seen.token}, the toast's fade-in ${seen.fadeIn}; expected ${expected}`,
        );
    } finally {
      await context.close();
    }
  }
  return problems;
}

/**
 * The walks: the entries of each locale (docs pages in the first only: they are checked for console
 * errors, which do not depend on the locale) dealt round to PMC_STORIES_WALKERS walks per locale.
 */
function walks() {
  const perLocale = Math.max(1, Number(process.env.PMC_STORIES_WALKERS ?? 3));
  return LOCALES.flatMap((locale, i) => {
    const entries = i === 0 ? [...stories, ...docs] : stories;
    return Array.from({ length: perLocale }, (_, k) => ({
      locale,
      entries: entries.filter((_, n) => n % perLocale === k),
    }));
  });
}

const started = Date.now();
const browser = await launchBrowser();
const failures = [];
try {
  // Full motion, as most users have it: toasts fade in here, and axe waits for them (waitForStillPage).
  // A walk mostly waits for frames and fades, so several run at once, each in a context of its own:
  // two pages of one context took turns (one walked while the other's checks stalled for seconds).
  await Promise.all(
    walks().map(async ({ locale, entries }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      let opened = await preview(context, locale);
      for (const entry of entries) {
        const t0 = Date.now();
        const first = await check(opened, entry, locale);
        if (process.env.PMC_STORIES_TIMING) console.log(`${entry.id} ${locale} ${Date.now() - t0} ms`);
        if (first.length === 0) continue;
        // Again in a fresh preview: only what fails on its own counts. (Not awaited: a page that hung
        // may not close promptly.)
        opened.page.close().catch(() => {});
        opened = await preview(context, locale);
        const problems = await check(opened, entry, locale);
        if (problems.length > 0) failures.push({ entry, locale, problems });
      }
      await context.close();
    }),
  );
  const motion = only ? [] : await motionProblems(browser);
  if (motion.length > 0) failures.push({ entry: { id: 'motion tokens' }, locale: 'zh', problems: motion });
} finally {
  await browser.close();
  server.close();
}

for (const { entry, locale, problems } of failures) {
  console.error(`[stories] FAIL ${entry.id} (${locale})`);
  for (const p of problems) console.error(`    ${p}`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `[stories] ${stories.length} stories in ${LOCALES.join(' and ')}, ${docs.length} docs pages: ${failures.length} failed (${seconds} s)`,
);
process.exitCode = failures.length > 0 ? 1 : 0;
