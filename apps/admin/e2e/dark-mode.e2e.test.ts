import { layoutMessages as lm } from '@pmc/layout';
import { widgetsMessages } from '@pmc/widgets';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../src/pages/system/user/messages.ts';
import { screenshotBothSchemes } from './screenshots.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openHome,
  openPage,
  tr,
} from './support.ts';

/**
 * The menu's pages of 系统管理 and 权限管理, plus the pages that carry the rich-text editor (print
 * templates) and the charts: each is checked by axe in the dark scheme, with its main dialog (新建, opened
 * by the test id of its button) where it has one, and photographed in both schemes.
 */
const PAGES: { path: string; testId: string; name: string; dialog?: string }[] = [
  { path: '/system/organize', testId: 'organize-page', name: 'organize', dialog: 'kit-add' },
  { path: '/system/department', testId: 'department-page', name: 'department', dialog: 'kit-add' },
  { path: '/system/position', testId: 'position-page', name: 'position', dialog: 'kit-add' },
  { path: '/system/user', testId: 'user-page', name: 'user', dialog: 'kit-add' },
  { path: '/system/role', testId: 'role-page', name: 'role', dialog: 'kit-add' },
  { path: '/system/authorize', testId: 'authorize-page', name: 'authorize' },
  { path: '/system/onlineUser', testId: 'online-user-page', name: 'online-user' },
  {
    path: '/system/dictionary',
    testId: 'dictionary-page',
    name: 'dictionary',
    dialog: 'dictionary-type-add',
  },
  { path: '/system/area', testId: 'area-page', name: 'area', dialog: 'kit-add' },
  { path: '/system/billRule', testId: 'bill-rule-page', name: 'bill-rule', dialog: 'kit-add' },
  { path: '/permission/organizeAdmin', testId: 'organize-admin-page', name: 'organize-admin' },
  { path: '/permission/signInLog', testId: 'sign-in-log-page', name: 'sign-in-log' },
  { path: '/permission/operationLog', testId: 'operation-log-page', name: 'operation-log' },
  { path: '/systemData/printDev', testId: 'print-dev-page', name: 'print-template', dialog: 'kit-add' },
  { path: '/extend/chartsDemo', testId: 'charts-demo', name: 'charts' },
];

const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.colorScheme);
/** The page's surface colour as painted: what a flash of the wrong scheme would show. */
const surface = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--pmc-color-bg').trim());

/** Chooses light / dark / follow the system in the settings drawer and closes it. */
async function chooseScheme(page: Page, lang: Lang, label: { id: string; message?: string }) {
  await page.getByRole('button', { name: tr(lang, lm.settings) }).click();
  const drawer = page.getByRole('dialog', { name: tr(lang, lm.settings) });
  const group = drawer.getByRole('group', { name: tr(lang, lm.colorScheme) });
  await group.getByRole('radio', { name: tr(lang, label) }).check({ force: true });
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

/**
 * Records which scheme <html> carried when the parser reached <body>: nothing of the page can be painted
 * earlier, so a scheme set by then shows from the first paint (the app's own module scripts run later).
 */
function recordFirstFrame() {
  const record = () => {
    (window as unknown as { __firstScheme: string }).__firstScheme =
      document.documentElement.dataset.colorScheme ?? 'unset';
  };
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    observer.disconnect();
    record();
  }).observe(document, { childList: true, subtree: true });
}
const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { __firstScheme?: string }).__firstScheme)
    .then((h) => h.jsonValue());

describe.each(LANGS)('dark mode (%s)', (lang) => {
  let context: Awaited<ReturnType<typeof openPage>>['context'];
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage({ lang, initScript: recordFirstFrame, as: 'admin' }));
    await openHome(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('switches to dark from the settings drawer and keeps it after a reload, dark from the first paint', async () => {
    expect(await scheme(page)).toBe('light');
    const light = await surface(page);
    await chooseScheme(page, lang, lm.schemeDark);
    expect(await scheme(page)).toBe('dark');
    expect(await surface(page)).not.toBe(light);
    expect(await page.evaluate(() => localStorage.getItem('park_themeClass'))).toBe('dark');

    await page.reload();
    expect(await firstFrame(page)).toBe('dark');
    await page.getByTestId('home').waitFor();
    expect(await scheme(page)).toBe('dark');
    await page.getByRole('button', { name: tr(lang, lm.settings) }).click();
    const drawer = page.getByRole('dialog', { name: tr(lang, lm.settings) });
    expect(await drawer.getByRole('radio', { name: tr(lang, lm.schemeDark) }).isChecked()).toBe(true);
    // The drawer itself (and the chrome behind its mask) in dark.
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('follows the system when told to, as prefers-color-scheme changes', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await chooseScheme(page, lang, lm.schemeSystem);
    await expect.poll(() => scheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => scheme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => scheme(page)).toBe('light');
    // Also before the app is up: the sign-in page of a later visit follows the system from its first paint.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await firstFrame(page)).toBe('dark');
    await page.getByTestId('home').waitFor();
    await chooseScheme(page, lang, lm.schemeDark);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await scheme(page)).toBe('dark');
  });

  it('shows every system page and its main dialog in dark with axe passing, photographed in both schemes', async () => {
    for (const { path, testId, name, dialog } of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId(testId).waitFor();
      await page
        .locator('.pmc-spin[aria-busy="true"], [aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached' });
      expect(await scheme(page), path).toBe('dark');
      if (name === 'charts') await page.locator('.admin-chart svg').nth(1).waitFor();
      await expectNoSeriousA11yViolations(page);
      await screenshotBothSchemes(page, lang, name);
      if (path === '/system/user') {
        // The date-range calendar, in a popover of its own.
        const label = tr(lang, userMessages.creatorTime);
        await page.getByRole('button', { name: `${label} ${tr(lang, widgetsMessages.datePick)}` }).click();
        const calendar = page.getByRole('dialog', { name: label });
        await calendar.waitFor();
        await expectNoSeriousA11yViolations(page);
        await screenshotBothSchemes(page, lang, `${name}-calendar`);
        await page.keyboard.press('Escape');
        await calendar.waitFor({ state: 'detached' });
      }
      if (!dialog) continue;
      await page.getByTestId(dialog).click();
      const opened = page.getByRole('dialog');
      await opened.first().waitFor();
      // The print template's rich-text editor (Lexical) arrives in a chunk of its own.
      if (name === 'print-template') await opened.locator('[contenteditable="true"]').first().waitFor();
      await expectNoSeriousA11yViolations(page);
      await screenshotBothSchemes(page, lang, `${name}-dialog`);
      await page.keyboard.press('Escape');
      await opened.first().waitFor({ state: 'detached' });
    }
  });
});
