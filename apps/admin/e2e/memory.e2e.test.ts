import { describe, expect, it } from 'vitest';
import {
  type Counters,
  closeAllTabs,
  countersAfterGc,
  menuPages,
  openFromSideMenu,
} from './memory-rounds.ts';
import { callApi, openHome, openPage, sessionToken } from './support.ts';

// A tab open all day opens hundreds of pages. Every menu page opened in turn, then 关闭所有, then a forced
// collection: what the closed pages held (DOM nodes, listeners) must come back, round after round.
// (Before the fix, 登录日志 and 操作日志 shared one list cache entry: the second showed the first's rows,
// crashed on them and went to 404, and every round left ~214 detached nodes and 20 listeners behind.)
const ROUNDS = 4;
// Slack for what legitimately varies between rounds (a toast, a tooltip, a timer's node), far below
// what a leaking page leaves behind in three rounds.
const NODE_SLACK = 60;
const LISTENER_SLACK = 6;
// The heap grows a little in the first rounds (compiled code, the growing log lists in the query cache).
const HEAP_SLACK_MB = 5;

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
    const [first] = rounds;
    if (!first) throw new Error('no round measured');
    for (const later of rounds.slice(1)) {
      expect(later.nodes).toBeLessThanOrEqual(first.nodes + NODE_SLACK);
      expect(later.listeners).toBeLessThanOrEqual(first.listeners + LISTENER_SLACK);
      expect(later.heapMB).toBeLessThanOrEqual(first.heapMB + HEAP_SLACK_MB);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
