import { layoutMessages } from '@pmc/layout';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBuild, type DeployableServer, deployableServer, laterBuild, removeAll } from './redeploy.ts';
import { ACCOUNTS, type Lang, openPage, submitSignIn, tr } from './support.ts';

// A tab open while a release goes out: on the next focus or navigation the app sees the served build id
// differ from its own and offers 刷新 / 稍后 (it never reloads by itself); 刷新 loads the new build where
// the person was.
const DEPLOY_TIMEOUT = 180_000;

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

async function deployLater() {
  current = laterBuild(current);
  await server.deploy(current);
}

/** Signs in, then opens 用户管理 by its address (a fresh load) and counts the app's version look-ups. */
async function onUserPage(lang: Lang) {
  const { context, page } = await openPage({ lang });
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
  await page.waitForFunction(() => !(window as unknown as { sameLoad?: boolean }).sameLoad);
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
      await deployLater();
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
      await deployLater();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await notice(page).getByText('A new version is available').waitFor();
      expect(await reloaded(page)).toBe(false);
      await refreshFromNotice(page, 'en', /\/system\/user$/);
      await page.getByTestId('user-page').waitFor();
      await context.close();
    },
    DEPLOY_TIMEOUT,
  );
});
