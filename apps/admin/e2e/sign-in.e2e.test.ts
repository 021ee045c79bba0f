import { launchBrowser } from '@pmc/tooling/e2e';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

async function signIn(account: string, password: string) {
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('sign in to home', () => {
  it('sends a visitor to /login, signs in as admin, shows the menu, and signs out through the confirmation', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');

    await signIn('admin', 'Admin@2026');
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByTestId('home').isVisible()).toBe(true);
    // The seed's first-level menu entries are in the side menu.
    const menu = page.getByRole('menubar').or(page.getByRole('menu')).first();
    await expect.poll(() => menu.textContent()).toContain('系统管理');
    expect(await page.title()).toBe('首页 - 党员关怀系统');

    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login$/);
    // The token is gone: going back to /home asks for a sign-in again.
    await page.goto(`${baseUrl}/home`);
    await page.waitForURL(/\/login\?redirect=%2Fhome/);
  });

  it('shows the server message for a wrong password and keeps the account typed', async () => {
    await page.goto(`${baseUrl}/login`);
    await signIn('admin', 'wrong-password');
    const toast = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /密码/ }).first();
    await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toMatch(/密码/);
    expect(await page.getByTestId('login-account').inputValue()).toBe('admin');
    expect(page.url()).toMatch(/\/login$/);
  });
});
