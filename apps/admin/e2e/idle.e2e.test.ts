import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layoutMessages as lm } from '@pmc/layout';
import { startServer } from '@pmc/tooling/e2e';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  ACCOUNTS,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openPage,
  submitSignIn,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';

// A server of its own whose sessions end after 30 s without a request (SESSION_IDLE_MINUTES takes
// fractions), so the warning (at half of so short a limit) shows within the journey and leaves 15 s
// for the checks of the warning and the click on 继续 on a slow machine.
const IDLE_MINUTES = '0.5';
// The warning and the end come by the server's clock: give each wait the whole limit and room for a
// slow machine (a ceiling: each wait ends when its dialog or address shows).
const WAIT = { timeout: 90_000 };
const EXPIRED = { zh: '登录已过期，请重新登录', en: 'Your session has expired, please sign in again' };

let server: Awaited<ReturnType<typeof startServer>>;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'pmc-admin-idle-'));
  cpSync(path.join(import.meta.dirname, '../dist'), staticDir, { recursive: true });
  server = await startServer({ env: { STATIC_DIR: staticDir, SESSION_IDLE_MINUTES: IDLE_MINUTES } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

const warning = (page: Page, lang: Lang) => page.getByRole('alertdialog', { name: tr(lang, lm.idleTitle) });

// The two languages run at once, each in its own browser context on this file's server: each waits the
// server's real idle time, so side by side the file costs one wait instead of two. Contexts share no
// storage or BroadcastChannel, and each signs in its own session.
describe('the idle warning', () => {
  it.concurrent.for(LANGS)(
    'warns every tab before the session ends, one 继续 keeps it for all, and no answer ends it (%s)',
    async (lang, { expect }) => {
      const { context, page } = await openPage({ lang });
      await page.goto(`${server.baseUrl}/login`);
      await submitSignIn(page, 'admin', ACCOUNTS.admin);
      await page.waitForURL(/\/home$/);
      const other = await context.newPage();
      await other.goto(`${server.baseUrl}/home`);
      await other.getByTestId('home').waitFor();

      // Both tabs warn, with a countdown, focus on 继续.
      await warning(page, lang).waitFor(WAIT);
      await warning(other, lang).waitFor(WAIT);
      const countdown = await page.getByTestId('idle-countdown').textContent();
      expect(Number(countdown?.match(/\d+/)?.[0])).toBeGreaterThan(0);
      const continueButton = other.getByRole('button', { name: tr(lang, lm.idleContinue) });
      await expect.poll(() => continueButton.evaluate((el) => el === document.activeElement)).toBe(true);
      // The warning as shown, countdown running, passes axe (WCAG 2.2).
      await expectNoSeriousA11yViolations(other);

      // 继续 in one tab: both warnings go, and the session lives on (the page still reads data).
      await continueButton.click();
      await warning(other, lang).waitFor({ state: 'detached', ...WAIT });
      await warning(page, lang).waitFor({ state: 'detached', ...WAIT });
      expect(page.url()).toMatch(/\/home$/);

      // No answer the next time: the session ends, and the app says so and goes to sign in
      // (docs/guide/api.md#error-catalogue).
      await warning(page, lang).waitFor(WAIT);
      await expectToast(page, EXPIRED[lang]);
      await page.waitForURL(/\/login/, WAIT);
      await other.waitForURL(/\/login/, WAIT);
      await context.close();
    },
  );
});
