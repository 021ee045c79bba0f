import { layoutMessages } from '@pmc/layout';
import { describe, expect, it } from 'vitest';
import { notInReleaseMessages } from '../src/pages/not-in-release/messages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';

const NAMES = {
  workflow: { zh: '工作流程', en: 'Workflow' },
  todo: { zh: '待办事宜', en: 'To do' },
  systemData: { zh: '系统数据', en: 'System data' },
  dataSync: { zh: '数据同步', en: 'Data sync' },
  extend: { zh: '扩展示例', en: 'Extension demos' },
  externalLink: { zh: '外部链接', en: 'External link' },
};

describe.each(LANGS)('sections not part of this release (%s)', (lang) => {
  it('says so plainly, naming the section and the page, instead of a generic error', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/workflow/flowTodo`);
    await page.getByTestId('not-in-release').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      tr(lang, notInReleaseMessages.title),
    );
    expect(await page.getByTestId('not-in-release-text').textContent()).toBe(
      tr(lang, notInReleaseMessages.text, { section: NAMES.workflow[lang], page: NAMES.todo[lang] }),
    );
    expect(await page.getByTestId('page-not-available').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // A page of a section that is otherwise part of the release names that section.
    await page.goto(`${baseUrl}/systemData/dataSync`);
    await expect
      .poll(() => page.getByTestId('not-in-release-text').textContent())
      .toBe(
        tr(lang, notInReleaseMessages.text, { section: NAMES.systemData[lang], page: NAMES.dataSync[lang] }),
      );

    await page.getByRole('link', { name: tr(lang, notInReleaseMessages.backHome) }).click();
    await page.waitForURL(/\/home$/);
    await context.close();
  });

  it('opens the external-link demo in a new window from the menu', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    // The machine has no internet: the link's site answers from here, so the window's address is checked.
    await context.route('https://www.npmjs.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>npm</title>' }),
    );
    const sideMenu = page.getByRole('menu', { name: tr(lang, layoutMessages.menu) });
    await sideMenu.getByRole('menuitem', { name: NAMES.extend[lang], exact: true }).click();
    const opened = context.waitForEvent('page');
    await sideMenu.getByRole('menuitem', { name: NAMES.externalLink[lang], exact: true }).click();
    const popup = await opened;
    await popup.waitForURL('https://www.npmjs.com/');
    expect(page.url()).toBe(`${baseUrl}/home`);
    await context.close();
  });
});
