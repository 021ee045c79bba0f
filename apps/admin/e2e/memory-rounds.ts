import { layoutMessages as m } from '@pmc/layout';
import type { CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { tr } from './support.ts';

export interface Counters {
  nodes: number;
  listeners: number;
  heapMB: number;
}

interface MenuNode {
  route: string;
  menu_name: string;
  category: number;
  target: string;
  children: MenuNode[];
}

/** A page of the menu: the names to click down to it and its path. */
export interface MenuPage {
  trail: string[];
  path: string;
}

/** Every page of `menu` that opens inside the app (not the ones that open a new window). */
export function menuPages(menu: readonly MenuNode[], parents: string[] = []): MenuPage[] {
  return menu.flatMap((entry) => {
    const trail = [...parents, entry.menu_name];
    if (entry.children.length > 0) return menuPages(entry.children, trail);
    if (entry.category === 6 || (entry.category === 7 && entry.target === '_blank')) return [];
    return [{ trail, path: `/${entry.route.replace(/^\/+/, '')}` }];
  });
}

/** Opens a page from the side menu (its groups opened as needed) and waits for the page itself. */
export async function openFromSideMenu(page: Page, { trail, path }: MenuPage): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('.admin-page, [data-testid="home"]'))
      el.setAttribute('data-seen', '');
  });
  const menu = page.getByRole('menu', { name: tr('zh', m.menu) });
  for (const [index, name] of trail.entries()) {
    const item = menu.getByRole('menuitem', { name, exact: true }).first();
    if (index < trail.length - 1 && (await item.getAttribute('aria-expanded')) === 'true') continue;
    await item.click();
  }
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('.admin-page:not([data-seen])').first().waitFor();
}

/** 关闭所有 from the tab bar's menu: only the pinned 首页 stays. */
export async function closeAllTabs(page: Page): Promise<void> {
  const tabs = page.getByRole('navigation', { name: tr('zh', m.tabs) });
  await tabs.locator('button.pmc-tab__label[data-path="/home"]').click({ button: 'right' });
  await page.getByRole('menuitem', { name: tr('zh', m.closeAll) }).click();
  await expect.poll(() => tabs.locator('.pmc-tab').count()).toBe(1);
  await page.waitForURL(/\/home$/);
}

/** DOM nodes (attached or not), JS event listeners and used JS heap, after forced collections. */
export async function countersAfterGc(cdp: CDPSession): Promise<Counters> {
  // Twice: a first collection can free what only a second one finds unreachable (weak maps, finalisers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return { nodes: dom.nodes, listeners: dom.jsEventListeners, heapMB: heap.usedSize / 2 ** 20 };
}

/**
 * How much a counter grows a round: the slope of the least-squares line through its values, one a
 * round. One high round among level ones moves it a little; growth every round is the slope itself.
 */
export function trendPerRound(values: readonly number[]): number {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, v) => sum + v, 0) / n;
  let across = 0;
  let spread = 0;
  values.forEach((v, x) => {
    across += (x - meanX) * (v - meanY);
    spread += (x - meanX) ** 2;
  });
  return spread === 0 ? 0 : across / spread;
}
