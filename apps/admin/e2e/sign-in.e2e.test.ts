import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, openUserMenu, submitSignIn } from './support.ts';
import { expectToast } from './toasts.ts';

describe('sign in to home', () => {
  it('sends a visitor to /login, signs in as admin, shows the menu, and signs out through the confirmation', async () => {
    const { context, page } = await openPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');

    await submitSignIn(page, 'admin', 'Admin@2026');
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByTestId('home').isVisible()).toBe(true);
    // The seed's first-level menu entries are in the side menu.
    const menu = page.getByRole('menubar').or(page.getByRole('menu')).first();
    await expect.poll(() => menu.textContent()).toContain('系统管理');
    expect(await page.title()).toBe('首页 - 党员关怀系统');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login$/);
    // The token is gone: going back to /home asks for a sign-in again.
    await page.goto(`${baseUrl}/home`);
    await page.waitForURL(/\/login\?redirect=%2Fhome/);
    await context.close();
  });

  it('shows the server message for a wrong password and keeps the account typed', async () => {
    const { context, page } = await openPage();
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, 'staff', 'wrong-password');
    await expectToast(page, '密码');
    expect(await page.getByTestId('login-account').inputValue()).toBe('staff');
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });
});
