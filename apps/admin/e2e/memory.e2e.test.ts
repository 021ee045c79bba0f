import { describe, expect, it } from 'vitest';
import {
  type Counters,
  closeAllTabs,
  countersAfterGc,
  menuPages,
  openFromSideMenu,
  trendPerRound,
} from './memory-rounds.ts';
import { callApi, openHome, openPage, sessionToken } from './support.ts';

// A tab open all day opens hundreds of pages. Every menu page opened in turn, then 关闭所有, then a forced
// collection: what the closed pages held (DOM nodes, listeners) must come back, round after round.
// (Before the fix, 登录日志 and 操作日志 shared one list cache entry: the second showed the first's rows,
// crashed on them and went to 404, and every round left ~214 detached nodes and 20 listeners behind.)
const ROUNDS = 4;
// A leak grows every round (the one above: ~214 nodes and 20 listeners a round); what legitimately
// varies (a toast, a tooltip, a timer's node still there on a slow machine) comes and goes. So each
// counter is judged by its trend over the rounds (the least-squares slope), with a bound far below a
// leaking page's and above one round's noise.
const NODES_PER_ROUND = 30;
const LISTENERS_PER_ROUND = 4;
// The heap grows a little in the first rounds (compiled code, the growing log lists in the query cache).
const HEAP_MB_PER_ROUND = 2;

describe('a long day of pages', () => {
  it('frees the DOM nodes and listeners of closed tabs: every menu page, several rounds', async () => {
    const token = sessionToken('admin');
    const { menuList } = await callApi<{ menuList: Parameters<typeof menuPages>[0] }>(
      token,
      'GET',
      '/admin-api/current_user',
    );
    const pages = menuPages(menuList);
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/permission/signInLog', '/permission/operationLog']),
    );
    const { context, page } = await openPage({ as: 'admin' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openHome(page);
    const cdp = await context.newCDPSession(page);
    const rounds: Counters[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const menuPage of pages) {
        await openFromSideMenu(page, menuPage);
        expect(page.url(), menuPage.path).not.toMatch(/\/404$/);
        expect(await page.getByTestId('not-found').count(), menuPage.path).toBe(0);
      }
      await closeAllTabs(page);
      rounds.push(await countersAfterGc(cdp));
    }
    console.log(`memory per round (${pages.length} pages): ${JSON.stringify(rounds)}`);
    const trend = {
      nodes: trendPerRound(rounds.map((r) => r.nodes)),
      listeners: trendPerRound(rounds.map((r) => r.listeners)),
      heapMB: trendPerRound(rounds.map((r) => r.heapMB)),
    };
    console.log(`memory trend per round: ${JSON.stringify(trend)}`);
    expect(trend.nodes, 'DOM nodes gained a round').toBeLessThanOrEqual(NODES_PER_ROUND);
    expect(trend.listeners, 'listeners gained a round').toBeLessThanOrEqual(LISTENERS_PER_ROUND);
    expect(trend.heapMB, 'heap MB gained a round').toBeLessThanOrEqual(HEAP_MB_PER_ROUND);
    expect(errors).toEqual([]);
    await context.close();
  }, 1_200_000);
});
