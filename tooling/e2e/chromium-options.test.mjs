import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOptions, DISABLED_FEATURES } from './chromium-options.mjs';

describe('chromiumOptions', () => {
  let server;
  beforeAll(async () => {
    server = await chromium.launchServer(chromiumOptions);
  });
  afterAll(() => server?.close());

  it('starts Chromium with one --disable-features, Playwright’s list and ours', () => {
    const args = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    // Two would mean Playwright's default changed and was not dropped: Chromium reads only the last.
    expect(args.filter((arg) => arg.startsWith('--disable-features='))).toEqual([
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ]);
  });

  it('opens a context with its page alone, no omnibox popups beside it', async () => {
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const cdp = await browser.newBrowserCDPSession();
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<p>hello</p>');
      const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
      expect(targetInfos.map((target) => target.type).sort()).toEqual(['page', 'tab']);
    } finally {
      await browser.close();
    }
  });
});
