import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@pmc/tooling/e2e';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, LANGS, openPage, submitSignIn } from './support.ts';
import { expectToast } from './toasts.ts';

// A server of its own with the captcha on, as a deployment runs it (the run's shared server has it off
// so that the other journeys can sign in).
let server: Awaited<ReturnType<typeof startServer>>;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'pmc-admin-captcha-'));
  cpSync(path.join(import.meta.dirname, '../dist'), staticDir, { recursive: true });
  server = await startServer({ env: { STATIC_DIR: staticDir, CAPTCHA: 'on' } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

const WRONG = { zh: '验证码错误', en: 'Wrong captcha' };

/**
 * Init script: records each captcha request the page makes and which script made it (a classic script's
 * `src` while it runs; the app's module code has no current script).
 */
function recordCaptchaCalls() {
  const calls: string[] = [];
  (window as unknown as { __captchaCalls: string[] }).__captchaCalls = calls;
  const original = window.fetch;
  window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/admin-api/captcha')) calls.push(document.currentScript?.getAttribute('src') ?? 'app');
    return original.call(this, input, init);
  } as typeof fetch;
}
const captchaCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __captchaCalls: string[] }).__captchaCalls);

/** The captcha picture once it has loaded. */
async function shownCaptcha(page: Page, not?: string): Promise<string> {
  const handle = await page.waitForFunction((previous) => {
    const image = document.querySelector<HTMLImageElement>('[data-testid=login-captcha] img');
    return image?.complete && image.naturalWidth > 0 && image.src !== previous ? image.src : false;
  }, not);
  return (await handle.jsonValue()) as string;
}

describe.each(LANGS)('the sign-in captcha (%s)', (lang) => {
  it('arrives with the page (asked for by the head script), and a wrong code or a click brings a new one', async () => {
    const { context, page } = await openPage({ lang, initScript: recordCaptchaCalls });
    await page.goto(`${server.baseUrl}/login`);
    const first = await shownCaptcha(page);
    // One request, made before the app's code ran: the app took its answer instead of asking again.
    const early = await captchaCalls(page);
    expect(early).toHaveLength(1);
    expect(early[0]).toMatch(/^\/assets\/head-boot-[\w-]+\.js$/);

    await page.getByTestId('login-code').fill('zzzz');
    await submitSignIn(page, 'admin', ACCOUNTS.admin);
    await expectToast(page, WRONG[lang]);
    // A captcha is single use: the page asks for the next one itself.
    const second = await shownCaptcha(page, first);
    expect(await captchaCalls(page)).toEqual([early[0], 'app']);

    await page.getByTestId('login-captcha').click();
    await shownCaptcha(page, second);
    expect(await captchaCalls(page)).toEqual([early[0], 'app', 'app']);
    await context.close();
  });
});
