// Issue 15's authorize figures: the 权限授权 screen on the full seeded menu plus 2,000 synthetic pages
// (each offering a button, a column and a form field, so 8,000 more rows across the tabs), driven in
// Chromium: open a role, expand all, check all, filter, and build the diff a save shows. The synthetic
// pages are added to the server's real permission tree as it reaches the page (Playwright's route), so
// the screen runs its own code on them. Script and style+layout times are CDP Performance metrics read
// before and after each step (after = its result on screen, plus one frame); printed, never asserted.
// Needs `pnpm turbo run build --filter=@pmc/admin --filter=@pmc/server`. RUNS (default 5) page loads.
import { launchBrowser, startServer } from '@pmc/tooling/e2e';
import { adminPage, signInAsAdmin, stepTimer } from './page-steps.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = 2000;
const PER_DIRECTORY = 100;

/** 2,000 pages in directories of 100, each with one button, column and form field. */
function syntheticMenu() {
  const item = (id, enCode, fullName) => ({ id, enCode, fullName });
  const directories = [];
  for (let d = 0; d < PAGES / PER_DIRECTORY; d++) {
    const dirId = `bench-dir-${d}`;
    const children = [];
    for (let p = 0; p < PER_DIRECTORY; p++) {
      const n = d * PER_DIRECTORY + p;
      const id = `bench-page-${n}`;
      children.push({
        id,
        parentId: dirId,
        fullName: `合成页面${n}`,
        enCode: `bench.page${n}`,
        type: 'M',
        buttons: [item(`${id}-btn`, 'btn_add', '新建')],
        columns: [item(`${id}-col`, 'fullName', '名称')],
        forms: [item(`${id}-form`, 'fullName', '名称')],
        children: [],
      });
    }
    directories.push({
      id: dirId,
      parentId: '-1',
      fullName: `合成目录${d}`,
      enCode: `bench.dir${d}`,
      type: 'C',
      buttons: [],
      columns: [],
      forms: [],
      children,
    });
  }
  return directories;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const { context, page } = await adminPage(browser, { locale: 'zh-CN' });
  let seeded = 0;
  await page.route('**/admin-api/system/role/permission_tree', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    seeded = JSON.stringify(body.data.list).match(/"type":"[CM]"/g)?.length ?? 0;
    body.data.list.push(...syntheticMenu());
    await route.fulfill({ response: answer, json: body });
  });
  await signInAsAdmin(page, server.baseUrl);
  const { step, print } = await stepTimer(context, page);

  const screen = page.getByTestId('authorize-page');
  const tree = screen.getByRole('tree', { name: '菜单权限' });
  // The tree draws only the rows in view (TanStack Virtual): a step is on screen when the rows in view
  // show its result; the height of the tree's row box tells how many rows it holds (30 px each).
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${server.baseUrl}/system/authorize`);
    await screen.getByRole('button', { name: /普通员工/ }).waitFor();
    // The role's stored grants and the tree arrive first; the step is building and drawing the model.
    await step('open a role (model + first draw)', async () => {
      await screen.getByRole('button', { name: /普通员工/ }).click();
      await tree.getByRole('treeitem').first().waitFor();
    });
    await step('expand all', async () => {
      await screen.getByRole('button', { name: '展开全部' }).click();
      // Every menu entry is a row once all is open: the seeded ones, the directories and the pages.
      await page.waitForFunction(
        (all) => {
          const rows = document.querySelector('[data-testid="authorize-page"] .pmc-tree__rows');
          return rows && Math.round(Number.parseFloat(getComputedStyle(rows).height) / 30) === all;
        },
        seeded + PAGES + PAGES / PER_DIRECTORY,
      );
    });
    await step('check all', async () => {
      await screen.getByRole('button', { name: '全选', exact: true }).click();
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('[data-testid="authorize-page"] [role="treeitem"]')];
        return rows.length > 0 && rows.every((r) => r.getAttribute('aria-checked') === 'true');
      });
    });
    await step('filter (one page of 2,000)', async () => {
      await screen.getByRole('searchbox', { name: '过滤' }).fill(`合成页面${PAGES - 1}`);
      await page.waitForFunction(
        (name) => {
          const rows = document.querySelectorAll('[data-testid="authorize-page"] [role="treeitem"]');
          return rows.length > 0 && rows.length < 10 && [...rows].some((r) => r.textContent?.includes(name));
        },
        `合成页面${PAGES - 1}`,
      );
    });
    await step('build the diff (save)', async () => {
      await screen.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    });
    await page.getByRole('dialog').getByRole('button', { name: '继续编辑' }).click();
  }

  print(
    `issue 15 authorize screen: ${seeded} seeded menu entries + ${PAGES} synthetic pages (+${PAGES * 3} items), ${RUNS} runs`,
  );
} finally {
  await browser.close();
  await server.stop();
}
