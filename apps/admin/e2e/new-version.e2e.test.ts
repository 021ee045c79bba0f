import { layoutMessages, VERSION_CHECK_INTERVAL_MS } from '@pmc/layout';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBuild, type DeployableServer, deployableServer, laterBuild, removeAll } from './redeploy.ts';
import { ACCOUNTS, type Lang, openPage, submitSignIn, tr } from './support.ts';

// A tab open while a release goes out: on the next focus or navigation the app sees the served build id
// differ from its own and offers 刷新 / 稍后 (it never reloads by itself); 刷新 loads the new build where
// the person was.
const DEPLOY_TIMEOUT = 360_000;

let server: DeployableServer;
let current: string;
beforeAll(async () => {
  current = copyBuild();
  server = await deployableServer(current);
}, DEPLOY_TIMEOUT);
afterAll(async () => {
  await server?.stop();
  removeAll();
});

/** Ships the next build while `page` stays open, and lets the minute pass after which the app looks again. */
async function deployLater(page: Page) {
  current = laterBuild(current);
  await server.deploy(current);
  await page.clock.fastForward(VERSION_CHECK_INTERVAL_MS);
}

/** Signs in, then opens 用户管理 by its address (a fresh load) and counts the app's version look-ups. */
async function onUserPage(lang: Lang) {
  const { context, page } = await openPage({ lang });
  // The page's clock is Playwright's, so "a minute later" needs no minute of waiting.
  await page.clock.install();
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/version.json') lookups.push(request.url());
  });
  await page.goto(`${server.baseUrl}/login`);
  await submitSignIn(page, 'admin', ACCOUNTS.admin);
  await page.waitForURL(/\/home$/);
  await page.goto(`${server.baseUrl}/system/user`);
  await page.getByTestId('user-page').waitFor();
  await page.evaluate(() => {
    (window as unknown as { sameLoad?: boolean }).sameLoad = true;
  });
  return { context, page, lookups };
}

const reloaded = (page: Page) => page.evaluate(() => !(window as unknown as { sameLoad?: boolean }).sameLoad);
const notice = (page: Page) => page.getByTestId('new-version');

async function refreshFromNotice(page: Page, lang: Lang, path: RegExp) {
  await notice(page)
    .getByRole('button', { name: tr(lang, layoutMessages.newVersionRefresh) })
    .click();
  // A new document, parsed as far as its build id: the new load's first script context can come
  // before its <head> is read on a slow machine.
  await page.waitForFunction(
    () =>
      !(window as unknown as { sameLoad?: boolean }).sameLoad &&
      document.querySelector('meta[name="pmc-build"]') !== null,
  );
  expect(page.url()).toMatch(path);
  expect(await reloaded(page)).toBe(true);
  // The new build runs now: its id is the served one, so nothing is announced.
  const [own, served] = await page.evaluate(async () => [
    document.querySelector<HTMLMetaElement>('meta[name="pmc-build"]')?.content,
    ((await (await fetch('/version.json')).json()) as { buildId: string }).buildId,
  ]);
  expect(own).toBe(served);
  expect(await notice(page).count()).toBe(0);
}

describe('a new version while a tab is open', () => {
  it(
    'zh: a navigation after the release shows 新版本已发布; 刷新 reloads on the page the person is on',
    async () => {
      const { context, page, lookups } = await onUserPage('zh');
      expect(lookups).toEqual([]);
      await deployLater(page);
      const tabs = page.getByRole('navigation', { name: tr('zh', layoutMessages.tabs) });
      await tabs.getByRole('button', { name: tr('zh', layoutMessages.home), exact: true }).click();
      await page.getByTestId('home').waitFor();
      await notice(page).getByText('新版本已发布').waitFor();
      // Non-blocking, and never a reload by itself.
      expect(await reloaded(page)).toBe(false);
      await refreshFromNotice(page, 'zh', /\/home$/);
      await page.getByTestId('home').waitFor();
      await context.close();
    },
    DEPLOY_TIMEOUT,
  );

  it(
    'en: focusing the window after the release shows the notice; Refresh keeps the user page',
    async () => {
      const { context, page, lookups } = await onUserPage('en');
      expect(lookups).toEqual([]);
      await deployLater(page);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await notice(page).getByText('A new version is available').waitFor();
      expect(await reloaded(page)).toBe(false);
      await refreshFromNotice(page, 'en', /\/system\/user$/);
      await page.getByTestId('user-page').waitFor();
      await context.close();
    },
    DEPLOY_TIMEOUT,
  );

  it(
    'zh: 稍后 hides the notice and the tab goes on with the build it runs',
    async () => {
      const { context, page, lookups } = await onUserPage('zh');
      expect(lookups).toEqual([]);
      await deployLater(page);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await notice(page).getByText('新版本已发布').waitFor();
      await notice(page)
        .getByRole('button', { name: tr('zh', layoutMessages.newVersionLater) })
        .click();
      await notice(page).waitFor({ state: 'detached' });
      // Focus again: the same build is not offered twice.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const tabs = page.getByRole('navigation', { name: tr('zh', layoutMessages.tabs) });
      await tabs.getByRole('button', { name: tr('zh', layoutMessages.home), exact: true }).click();
      await page.getByTestId('home').waitFor();
      expect(await notice(page).count()).toBe(0);
      expect(await reloaded(page)).toBe(false);
      await context.close();
    },
    DEPLOY_TIMEOUT,
  );
});
