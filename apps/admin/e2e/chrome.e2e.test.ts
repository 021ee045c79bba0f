import { i18nMessages } from '@pmc/i18n';
import { layoutMessages as m } from '@pmc/layout';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, LANGS, type Lang, openHome, openPage, openUserMenu, tr } from './support.ts';
import { expectToast } from './toasts.ts';

const USERS = { zh: '用户管理', en: 'Users' };
const ROLES = { zh: '角色管理', en: 'Roles' };
const AREAS = { zh: '行政区划', en: 'Areas' };
const PROFILE = { zh: '个人信息', en: 'Profile' };

/** Types into the header search, then picks `title` with the arrow keys and Enter. */
async function searchAndChoose(page: Page, lang: Lang, query: string, title: string) {
  const box = page.getByRole('combobox', { name: tr(lang, m.search) });
  await box.fill('');
  await box.pressSequentially(query);
  const options = page.getByRole('listbox', { name: tr(lang, m.search) }).getByRole('option');
  await expect.poll(async () => (await options.allTextContents()).some((t) => t.includes(title))).toBe(true);
  const index = (await options.allTextContents()).findIndex((t) => t.includes(title));
  for (let i = 0; i < index; i += 1) await box.press('ArrowDown');
  expect(await options.nth(index).getAttribute('aria-selected')).toBe('true');
  await box.press('Enter');
}

const tabBar = (page: Page, lang: Lang) => page.getByRole('navigation', { name: tr(lang, m.tabs) });
const tabTitles = async (page: Page, lang: Lang) =>
  (await tabBar(page, lang).locator('.pmc-tab__label > span:last-child').allTextContents()).map((t) =>
    t.trim(),
  );

describe.each(LANGS)('the chrome (%s)', (lang) => {
  it('finds menu pages by title, path, pinyin and pinyin initials from the keyboard', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await searchAndChoose(page, lang, USERS[lang], USERS[lang]);
    await page.waitForURL(`${baseUrl}/system/user`);
    await searchAndChoose(page, lang, 'system/role', ROLES[lang]);
    await page.waitForURL(`${baseUrl}/system/role`);
    // Pinyin of the Chinese titles, whatever the language shown: 行政区划 = xingzhengquhua, xzqh.
    await searchAndChoose(page, lang, 'xingzhengquhua', AREAS[lang]);
    await page.waitForURL(`${baseUrl}/system/area`);
    await searchAndChoose(page, lang, 'yhgl', USERS[lang]);
    await page.waitForURL(`${baseUrl}/system/user`);
    // Escape clears and closes the list.
    const box = page.getByRole('combobox', { name: tr(lang, m.search) });
    await box.pressSequentially('zzzzqqq');
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');
    await context.close();
  });

  it('keeps a tab per page with home pinned, caches typed input, refreshes and closes from the context menu', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    const home = tr(lang, m.home);
    await expect.poll(() => tabTitles(page, lang)).toEqual([home]);
    // The pinned home tab cannot be closed.
    expect(
      await tabBar(page, lang)
        .getByRole('button', { name: `${tr(lang, m.closeTab)} ${home}` })
        .count(),
    ).toBe(0);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: tr(lang, m.profile) }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    const name = page.getByTestId('profile-name');
    await name.fill('typed but not saved');
    await searchAndChoose(page, lang, USERS[lang], USERS[lang]);
    await page.waitForURL(`${baseUrl}/system/user`);
    // The page chunk loads after the URL changes; its tab comes when it renders.
    await expect.poll(() => tabTitles(page, lang)).toEqual([home, PROFILE[lang], USERS[lang]]);

    // Back on the profile tab, the typed text is still there (page cache).
    await tabBar(page, lang).getByRole('button', { name: PROFILE[lang], exact: true }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    expect(await name.inputValue()).toBe('typed but not saved');

    // Refresh re-renders the page from scratch (through /redirect): the typed text is gone.
    await tabBar(page, lang)
      .getByRole('button', { name: PROFILE[lang], exact: true })
      .click({ button: 'right' });
    await page.getByRole('menuitem', { name: tr(lang, m.refresh) }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await expect.poll(() => name.inputValue()).not.toBe('typed but not saved');

    // Close others keeps the pinned tab and this one; close all keeps only the pinned tab.
    await tabBar(page, lang)
      .getByRole('button', { name: PROFILE[lang], exact: true })
      .click({ button: 'right' });
    await page.getByRole('menuitem', { name: tr(lang, m.closeOthers) }).click();
    await expect.poll(() => tabTitles(page, lang)).toEqual([home, PROFILE[lang]]);
    await tabBar(page, lang)
      .getByRole('button', { name: PROFILE[lang], exact: true })
      .click({ button: 'right' });
    await page.getByRole('menuitem', { name: tr(lang, m.closeAll) }).click();
    await expect.poll(() => tabTitles(page, lang)).toEqual([home]);
    await page.waitForURL(`${baseUrl}/home`);
    await context.close();
  });

  it('restyles and persists theme colour and size, warns without full screen, and shows About', async () => {
    const { context, page } = await openPage({
      lang,
      initScript: () => {
        Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
      },
      as: 'admin',
    });
    await openHome(page);
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--pmc-color-primary').trim(),
      );
    const before = await primary();

    await page.getByRole('button', { name: tr(lang, m.settings) }).click();
    const drawer = page.getByRole('dialog', { name: tr(lang, m.settings) });
    await drawer.getByRole('radio', { name: tr(lang, m.colorPurple) }).check({ force: true });
    await expect.poll(primary).not.toBe(before);
    const purple = await primary();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: tr(lang, m.size) }).click();
    await page.getByRole('menuitemradio', { name: tr(lang, m.sizeSmall) }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.size)).toBe('small');

    await page.reload();
    await page.getByTestId('home').waitFor();
    await expect.poll(primary).toBe(purple);
    expect(await page.evaluate(() => document.documentElement.dataset.size)).toBe('small');
    expect(
      await page.evaluate(() => [localStorage.getItem('park_theme'), localStorage.getItem('park_size')]),
    ).toEqual(['purple', 'small']);

    await page.getByRole('button', { name: tr(lang, m.fullscreen) }).click();
    const warning = tr(lang, m.fullscreenUnsupported);
    await expectToast(page, warning);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: tr(lang, m.about) }).click();
    const about = page.getByRole('dialog', { name: tr(lang, m.aboutTitle) });
    const text = await about.textContent();
    expect(text).toContain(tr(lang, i18nMessages.systemTitle));
    expect(text).toContain('1.0.0');
    expect(text).toContain(tr(lang, m.madeBy));
    await context.close();
  });
});

it('switches the language from the header and keeps it', async () => {
  const { context, page } = await openPage({ lang: 'zh', as: 'admin' });
  await openHome(page);
  await page.getByRole('button', { name: tr('zh', m.language) }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page
    .getByRole('menu', { name: tr('en', m.menu) })
    .getByRole('menuitem', { name: 'System', exact: true })
    .waitFor();
  await expect.poll(() => page.title()).toBe(`Home - ${tr('en', i18nMessages.systemTitle)}`);
  expect(await page.evaluate(() => localStorage.getItem('park_language'))).toBe('en');
  await page.reload();
  await page.getByRole('button', { name: tr('en', m.settings) }).waitFor();
  await context.close();
});
