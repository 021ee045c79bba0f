import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromMenu } from './list-pages.ts';
import { copyBuild, type DeployableServer, deployableServer, laterBuild, removeAll } from './redeploy.ts';
import { ACCOUNTS, openPage, submitSignIn } from './support.ts';

// A tab opened before a release and used after it: the old build's hashed files are gone from the
// server, so the next page's chunk cannot be fetched. The app reloads once at the asked page instead of
// showing a blank window or "页面不存在".
const USERS_TRAIL = ['系统管理', '用户管理'];
const ROLES_TRAIL = ['系统管理', '角色管理'];
// Each case restarts the server on another build (a deploy), which takes a while on a busy machine.
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

async function deploy(dir: string) {
  current = dir;
  await server.deploy(dir);
}

async function signInAndWait(page: Page) {
  await page.goto(`${server.baseUrl}/login`);
  await submitSignIn(page, 'admin', ACCOUNTS.admin);
  await page.waitForURL(/\/home$/);
  await page.getByTestId('home').waitFor();
  await markLoad(page);
}

/** Marks the current load of the app: the mark is gone after a reload, not after a navigation. */
const markLoad = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameLoad?: boolean }).sameLoad = true;
  });
const reloaded = (page: Page) => page.evaluate(() => !(window as unknown as { sameLoad?: boolean }).sameLoad);

async function expectUserTable(page: Page) {
  await page.getByTestId('user-page').getByRole('cell', { name: 'admin', exact: true }).first().waitFor();
  expect(await page.getByTestId('not-found').count()).toBe(0);
  expect(page.url()).toMatch(/\/system\/user$/);
}

describe('a release while a tab is open', () => {
  it(
    'opens 用户管理 from the menu after every file of the build was renamed',
    async () => {
      const { context, page } = await openPage();
      await signInAndWait(page);
      await deploy(laterBuild(current));
      await openFromMenu(page, 'zh', USERS_TRAIL, 'user-page');
      await expectUserTable(page);
      expect(await reloaded(page)).toBe(true);
      await context.close();
    },
    DEPLOY_TIMEOUT,
  );

  it(
    'opens a page never opened before whose chunk alone changed, then goes on without reloading',
    async () => {
      const { context, page } = await openPage();
      await signInAndWait(page);
      await deploy(laterBuild(current, (file) => file.startsWith('user-page-')));
      await openFromMenu(page, 'zh', USERS_TRAIL, 'user-page');
      await expectUserTable(page);
      expect(await reloaded(page)).toBe(true);
      await markLoad(page);
      await openFromMenu(page, 'zh', ROLES_TRAIL, 'role-page');
      expect(await reloaded(page)).toBe(false);
      await context.close();
    },
    DEPLOY_TIMEOUT,
  );

  it(
    'keeps an old tab navigating without a reload while the previous build is served beside the new one',
    async () => {
      const { context, page } = await openPage();
      await signInAndWait(page);
      // A rolling deploy: the new build first, the one the tab runs after it (STATIC_DIR's older folders).
      const previous = current;
      const newer = laterBuild(previous);
      await server.deploy([newer, previous].join(path.delimiter));
      current = newer;
      await openFromMenu(page, 'zh', USERS_TRAIL, 'user-page');
      await expectUserTable(page);
      await openFromMenu(page, 'zh', ROLES_TRAIL, 'role-page');
      expect(await reloaded(page)).toBe(false);
      // A new tab gets the new build's index.html.
      const fresh = await context.newPage();
      await fresh.goto(`${server.baseUrl}/home`);
      await fresh.getByTestId('home').waitFor();
      const scripts = await fresh.evaluate(() => [...document.scripts].map((s) => s.src).join(' '));
      expect(scripts).toMatch(/v2\.js/);
      await context.close();
    },
    DEPLOY_TIMEOUT,
  );

  it(
    'reloads only once: a chunk missing from the new build too shows 页面不存在 inside the chrome',
    async () => {
      const { context, page } = await openPage();
      await signInAndWait(page);
      // A broken release: the user page's chunk is referenced but absent.
      const broken = laterBuild(current, (file) => file.startsWith('user-page-'));
      for (const file of readdirSync(path.join(broken, 'assets'))) {
        if (file.startsWith('user-page-')) rmSync(path.join(broken, 'assets', file));
      }
      await deploy(broken);
      await openFromMenu(page, 'zh', USERS_TRAIL, 'not-found');
      expect(page.url()).toMatch(/\/system\/user$/);
      expect(await reloaded(page)).toBe(true);
      // The chrome stayed: its menu still takes the person elsewhere.
      await openFromMenu(page, 'zh', ROLES_TRAIL, 'role-page');
      await context.close();
    },
    DEPLOY_TIMEOUT,
  );
});
