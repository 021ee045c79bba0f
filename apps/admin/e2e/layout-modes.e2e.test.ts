import { layoutMessages as m } from '@pmc/layout';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  type Lang,
  openHome,
  openPage,
  tr,
} from './support.ts';

const SYSTEM = { zh: '系统管理', en: 'System' };
const USERS = { zh: '用户管理', en: 'Users' };
const WORKFLOW = { zh: '工作流程', en: 'Workflow' };

async function chooseMode(page: Page, lang: Lang, mode: keyof typeof m) {
  await page.getByRole('button', { name: tr(lang, m.settings) }).click();
  const drawer = page.getByRole('dialog', { name: tr(lang, m.settings) });
  // The radio is drawn as a picture; its label is what a user clicks.
  await drawer.getByText(tr(lang, m[mode]), { exact: true }).click();
  expect(await drawer.getByRole('radio', { name: tr(lang, m[mode]) }).isChecked()).toBe(true);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

describe.each(LANGS)('the four layout modes (%s)', (lang) => {
  it('switches classic, functional (with "more ..."), plain and blend, each accessible and persisted', async () => {
    const { context, page } = await openPage({ lang, width: 1280, as: 'admin' });
    await openHome(page);
    const shell = page.locator('.pmc-shell');
    const sideMenu = page.getByRole('menu', { name: tr(lang, m.menu) });
    const topMenu = page.getByRole('menubar', { name: tr(lang, m.topMenu) });

    // classic (the default): the side menu with the first-level entries, no top menu
    expect(await shell.getAttribute('class')).toContain('pmc-shell--classic');
    await sideMenu.getByRole('menuitem', { name: SYSTEM[lang], exact: true }).waitFor();
    expect(await topMenu.count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // functional: the whole menu on top; at a narrow width the rest goes into 'more ...'
    await chooseMode(page, lang, 'modeFunctional');
    await topMenu.waitFor();
    expect(await sideMenu.count()).toBe(0);
    await page.setViewportSize({ width: 1000, height: 800 });
    const more = topMenu.getByRole('menuitem', { name: tr(lang, m.more) });
    await more.waitFor();
    await expectNoSeriousA11yViolations(page);
    await more.click();
    const overflow = page.getByRole('menu', { name: tr(lang, m.more) });
    await overflow.waitFor();
    expect(await overflow.getByRole('menuitem').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // plain: an icon-only side menu, each entry still named for assistive technology
    await chooseMode(page, lang, 'modePlain');
    await expect.poll(() => shell.getAttribute('class')).toContain('pmc-shell--plain');
    expect(await shell.getAttribute('class')).toContain('is-collapsed');
    await sideMenu.getByRole('menuitem', { name: SYSTEM[lang], exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // blend: first-level entries on top, the chosen entry's children on the left
    await chooseMode(page, lang, 'modeBlend');
    await topMenu.getByRole('menuitem', { name: SYSTEM[lang], exact: true }).click();
    await sideMenu.getByRole('menuitem', { name: USERS[lang], exact: true }).click();
    await page.waitForURL(/\/system\/user$/);
    // Only the chosen entry's children are on the left.
    expect(await sideMenu.getByRole('menuitem', { name: SYSTEM[lang], exact: true }).count()).toBe(0);
    expect(await sideMenu.getByRole('menuitem', { name: WORKFLOW[lang], exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The mode survives a reload.
    expect(await page.evaluate(() => localStorage.getItem('park_layoutType'))).toBe('blend');
    await page.reload();
    await expect.poll(() => shell.getAttribute('class')).toContain('pmc-shell--blend');
    await context.close();
  });
});

describe.each(LANGS)('narrow screens (%s)', (lang) => {
  it('collapses the sidebar under 992 px, opens it from the hamburger and closes it on navigation', async () => {
    const { context, page } = await openPage({ lang, width: 800, height: 900, as: 'admin' });
    await openHome(page);
    const shell = page.locator('.pmc-shell');
    const sideMenu = page.getByRole('menu', { name: tr(lang, m.menu) });
    expect(await shell.getAttribute('class')).toContain('is-mobile');
    expect(await sideMenu.count()).toBe(0);
    await page.getByRole('button', { name: tr(lang, m.expand) }).click();
    await sideMenu.getByRole('menuitem', { name: SYSTEM[lang], exact: true }).click();
    await sideMenu.getByRole('menuitem', { name: USERS[lang], exact: true }).click();
    await page.waitForURL(/\/system\/user$/);
    await sideMenu.waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page);
    // Back to a wide window: the desktop layout with its sidebar returns.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => shell.getAttribute('class')).not.toContain('is-mobile');
    await context.close();
  });
});

const ONLINE_DEV = { zh: '在线开发', en: 'Online development' };
const LARGE_SCREEN = { zh: '大屏设计', en: 'Large screen' };

describe.each(LANGS)('the side menu (%s)', (lang) => {
  it('works from the keyboard and opens a large screen in a new window', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    const sideMenu = page.getByRole('menu', { name: tr(lang, m.menu) });
    const system = sideMenu.getByRole('menuitem', { name: SYSTEM[lang], exact: true });
    await system.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => system.getAttribute('aria-expanded')).toBe('true');
    const users = sideMenu.getByRole('menuitem', { name: USERS[lang], exact: true });
    await users.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/system/user`);

    // A directory (type 1) opens its children in the menu; a large screen (type 6) a new window.
    await sideMenu.getByRole('menuitem', { name: ONLINE_DEV[lang], exact: true }).click();
    const opened = context.waitForEvent('page');
    await sideMenu.getByRole('menuitem', { name: LARGE_SCREEN[lang], exact: true }).click();
    const popup = await opened;
    await popup.waitForURL(/\/onlineDev\/dataScreen$/);
    expect(page.url()).toBe(`${baseUrl}/system/user`);
    await context.close();
  });
});
