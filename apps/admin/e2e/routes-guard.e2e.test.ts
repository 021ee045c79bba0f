import { i18nMessages } from '@pmc/i18n';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../src/messages.ts';
import { userMessages } from '../src/pages/system/user/messages.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  openHome,
  openPage,
  sessionToken,
  submitSignIn,
  tr,
} from './support.ts';

const USERS = { zh: '用户管理', en: 'Users' };

describe.each(LANGS)('routes and the navigation guard (%s)', (lang) => {
  const title = (page: string) => `${page} - ${tr(lang, i18nMessages.systemTitle)}`;

  it('sends a visitor without a token to /login with the way back, then there after signing in', async () => {
    const { context, page } = await openPage({ lang });
    await page.goto(`${baseUrl}/system/user?tab=2`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/user?tab=2');
    await expect.poll(() => page.title()).toBe(title(tr(lang, adminMessages.signIn)));
    await expectNoSeriousA11yViolations(page);
    await submitSignIn(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/system\/user\?tab=2$/);
    await page.getByTestId('user-page').waitFor();
    await context.close();
  });

  it('keeps the way back when /login itself is loaded, and loads the route table only once the form is used', async () => {
    const { context, page } = await openPage({ lang });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // react-router's chunk, named in vite.config.ts: the first /login of a visit renders without it.
    const routerChunks = () => scripts.filter((path) => /\/assets\/router-[\w-]+\.js$/.test(path));
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/profile?tab=1')}`);
    await page.getByTestId('login-submit').waitFor();
    await expect.poll(() => page.title()).toBe(title(tr(lang, adminMessages.signIn)));
    expect(routerChunks()).toEqual([]);
    await submitSignIn(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/profile\?tab=1$/);
    await page.getByTestId('profile').waitFor();
    await expect.poll(() => page.title()).toBe(title(tr(lang, i18nMessages.profile)));
    expect(routerChunks()).toHaveLength(1);
    await context.close();
  });

  it('serves the fixed routes, sends unknown paths to /404 and a signed-in /login to /', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await expect.poll(() => page.title()).toBe(title(tr(lang, adminMessages.home)));

    await page.goto(`${baseUrl}/profile`);
    await page.getByTestId('profile').waitFor();
    await expect.poll(() => page.title()).toBe(title(tr(lang, i18nMessages.profile)));

    await page.goto(`${baseUrl}/no/such/page`);
    await page.waitForURL(/\/404$/);
    await page.getByTestId('not-found').waitFor();
    await expectNoSeriousA11yViolations(page);
    await expect.poll(() => page.title()).toBe(title(tr(lang, adminMessages.notFoundTitle)));

    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/home$/);
    await page.getByTestId('home').waitFor();
    await context.close();
  });

  it('rebuilds the menu routes on a full reload, so a deep link on a dynamic page works', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/user`);
    const screen = page.getByTestId('user-page');
    await screen.waitFor();
    await page.getByRole('table', { name: tr(lang, userMessages.list) }).waitFor();
    await expect.poll(() => page.title()).toBe(title(USERS[lang]));
    await page.reload();
    await screen.waitFor();
    expect(page.url()).toBe(`${baseUrl}/system/user`);
    await expect.poll(() => page.title()).toBe(title(USERS[lang]));
    await context.close();
  });

  it('adopts a token handed over on /home?token=… and loads that user', async () => {
    const token = sessionToken('staff');
    const { context, page } = await openPage({ lang });
    await page.goto(`${baseUrl}/home?token=${encodeURIComponent(token)}`);
    await page.waitForURL(/\/home$/);
    await page.getByTestId('home').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('park_token'))).toBe(token);
    await context.close();
  });

  it('resets an unknown token and asks for a sign-in with the way back', async () => {
    const { context, page } = await openPage({
      lang,
      initScript: () => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('park_token', 'not-a-real-token');
        }
      },
    });
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    expect(await page.evaluate(() => localStorage.getItem('park_token'))).toBeNull();
    await context.close();
  });

  it('sends a locked session everywhere but /login to /lockScreen', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.evaluate(() => localStorage.setItem('park_isLock', 'true'));
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(/\/lockScreen$/);
    await expect.poll(() => page.title()).toBe(title(tr(lang, adminMessages.lockScreen)));
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-submit').waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);
    await context.close();
  });
});
