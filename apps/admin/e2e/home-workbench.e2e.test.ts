import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeMessages as m } from '../src/pages/home/messages.ts';
import { userMessages as u } from '../src/pages/system/user/messages.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  openHome,
  openPage,
  submitSignIn,
  tr,
} from './support.ts';
import { adminCall, createSignedUpUser, createUser, lockOut } from './user-fixtures.ts';

interface MenuNode {
  id: string;
  enCode: string;
  children: MenuNode[];
}

/** A role granting only these pages (and the sections above them), as admin creates it. */
async function roleWithPages(enCode: string, pages: string[]): Promise<string> {
  const tree = await adminCall<{ list: MenuNode[] }>('GET', '/admin-api/system/role/permission_tree');
  const menus: string[] = [];
  const walk = (nodes: MenuNode[], above: string[]) => {
    for (const node of nodes) {
      if (pages.includes(node.enCode)) menus.push(...above, node.id);
      walk(node.children, [...above, node.id]);
    }
  };
  walk(tree.list, []);
  await adminCall('POST', '/admin-api/system/role', { fullName: enCode, enCode });
  const roles = await adminCall<{ list: { id: string; enCode: string }[] }>(
    'GET',
    '/admin-api/common/role_all',
  );
  const id = roles.list.find((r) => r.enCode === enCode)?.id as string;
  await adminCall('POST', `/admin-api/system/role/sync_permission/${id}`, {
    menus: [...new Set(menus)],
    buttons: [],
    columns: [],
    forms: [],
    dataScope: 'all',
    dataScopeOrgIds: [],
  });
  return id;
}

/** The figure a tile shows (its accessible name is the label and the figure). */
async function figureOf(page: Page, testId: string): Promise<number> {
  const tile = page.getByTestId(testId);
  await expect.poll(() => tile.getAttribute('aria-busy')).toBeNull();
  return Number(await tile.locator('.pmc-stat-tile__value').textContent());
}

describe.each(LANGS)('the home workbench (%s)', (lang) => {
  let context: BrowserContext;
  let page: Page;
  const locked = `wblock${lang}`;

  // One signed-in administrator for the file's journeys; a locked account for its figure.
  beforeAll(async () => {
    await createUser(locked);
    await lockOut(locked);
    ({ context, page } = await openPage({ lang, width: 1440, height: 900, as: 'admin' }));
    await openHome(page);
  });
  afterAll(() => context.close());

  it('shows the figures, my operations, recent pages and the sign-in chart after first paint; axe passes', async () => {
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('home').waitFor();
    const figures = page.getByRole('region', { name: tr(lang, m.figures) });
    await figures.waitFor();
    for (const label of [m.users, m.locked, m.disabled, m.online])
      await figures.getByRole('link', { name: new RegExp(`^${tr(lang, label)} \\d+$`) }).waitFor();
    expect(await figureOf(page, 'figure-locked')).toBeGreaterThanOrEqual(1);
    expect(await figureOf(page, 'figure-users')).toBeGreaterThanOrEqual(4);

    // The fixtures above were made by admin: they are admin's operations.
    const ops = page.getByRole('region', { name: tr(lang, m.recentOps) });
    await ops.getByTestId('recent-operations').locator('li').first().waitFor();

    // The chart is drawn, from a chunk fetched only after the page's own code had run.
    const chart = page.getByRole('region', { name: tr(lang, m.signIns, { days: '14' }) });
    await chart.getByTestId('sign-in-chart').locator('svg').waitFor();
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const home = entries.find((e) => /\/assets\/home-page-[^/]+\.js$/.test(e.name));
      const charts = entries.filter((e) => /\/assets\/echart-[^/]+\.js$/.test(e.name));
      return { homeEnd: home?.responseEnd ?? -1, chartStart: charts[0]?.startTime ?? -1 };
    });
    expect(order.homeEnd).toBeGreaterThan(0);
    expect(order.chartStart).toBeGreaterThan(order.homeEnd);
    await expectNoSeriousA11yViolations(page);
  });

  it('lists a page visited from the menu under 最近访问, kept after a reload', async () => {
    await page.goto(`${baseUrl}/home`);
    const positions = page
      .locator('.admin-home-card a')
      .filter({ hasText: lang === 'zh' ? '岗位管理' : 'Positions' });
    await positions.first().click();
    await page.waitForURL(/\/system\/position/);
    // Shown (and so recorded) before the page is left.
    await page.getByTestId('position-page').waitFor();
    await page.goto(`${baseUrl}/home`);
    const visits = page.getByRole('region', { name: tr(lang, m.recentVisits) });
    await visits.getByRole('link', { name: lang === 'zh' ? '岗位管理' : 'Positions' }).waitFor();
  });

  it('opens the user list filtered to the locked accounts from their figure', async () => {
    await page.goto(`${baseUrl}/home`);
    const count = await figureOf(page, 'figure-locked');
    await page.getByTestId('figure-locked').click();
    await page.waitForURL(/\/system\/user\?locked=1$/);
    await page.getByText(tr(lang, u.lockedFilter)).waitFor();
    const users = page.getByRole('table', { name: tr(lang, u.list) });
    await users.getByRole('cell', { name: locked, exact: true }).waitFor();
    await expect.poll(() => users.locator('tbody tr').count()).toBe(count);
    // admin is not locked: the list is filtered.
    expect(await users.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);
  });

  it('opens the disabled accounts from their figure, filtered by state', async () => {
    await page.goto(`${baseUrl}/home`);
    await figureOf(page, 'figure-disabled');
    await page.getByTestId('figure-disabled').click();
    await page.waitForURL(/\/system\/user\?enabledMark=0$/);
    const users = page.getByRole('table', { name: tr(lang, u.list) });
    await users.waitFor();
    expect(await users.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);
  });

  it('shows no figures and no sign-in chart to a user without those pages', async () => {
    const account = `wbpos${lang}`;
    const roleId = await roleWithPages(`wbpos${lang}`, ['system.position']);
    await createSignedUpUser(account, 'Workbench@2026', { roleIds: [roleId] });
    const other = await openPage({ lang });
    try {
      await other.page.goto(`${baseUrl}/login`);
      await submitSignIn(other.page, account, 'Workbench@2026');
      await other.page.waitForURL(/\/home$/);
      await other.page.getByTestId('home').waitFor();
      // My operations are everyone's own: that block shows, with this user's password change.
      const ops = other.page.getByRole('region', { name: tr(lang, m.recentOps) });
      await ops.getByTestId('recent-operations').locator('li').first().waitFor();
      expect(await other.page.getByRole('region', { name: tr(lang, m.figures) }).count()).toBe(0);
      expect(await other.page.getByTestId('sign-ins-block').count()).toBe(0);
      expect(await other.page.getByTestId('figure-users').count()).toBe(0);
      await expectNoSeriousA11yViolations(other.page);
    } finally {
      await other.context.close();
    }
  });
});
