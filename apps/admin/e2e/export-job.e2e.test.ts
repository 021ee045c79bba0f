import { kitMessages } from '@pmc/widgets/kit';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../src/messages.ts';
import { userMessages as um } from '../src/pages/system/user/messages.ts';
import { searchKeyword, startOnListPage } from './list-pages.ts';
import { LANGS, type Lang, tr } from './support.ts';
import { adminCall, storedUser } from './user-fixtures.ts';
import { openDownloadedWorkbook } from './workbook.ts';

/**
 * Rows of the selection: at one a batch and 50 ms of rest after each on the journey server
 * (global-setup), a run lasts six seconds or more.
 */
const ROWS = 120;

/** This language's own users (their accounts share a prefix no other journey uses), made once. */
async function seedUsers(prefix: string): Promise<void> {
  const { organizeId } = await storedUser('staff');
  for (let start = 0; start < ROWS; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, ROWS - start) }, (_, i) =>
        adminCall('POST', '/admin-api/system/user', {
          account: `${prefix}${String(start + i).padStart(3, '0')}`,
          realName: '导出旅程',
          organizeId,
        }),
      ),
    );
  }
}

describe.each(LANGS)('export job (%s)', (lang: Lang) => {
  let context: BrowserContext;
  let page: Page;
  const prefix = `expjob${lang}`;

  beforeAll(async () => {
    await seedUsers(prefix);
    ({ context, page } = await startOnListPage(lang, {
      path: '/system/user',
      testId: 'user-page',
      listLabel: um.list,
    }));
  });
  afterAll(() => context?.close());

  it('follows a job in the header tray: progress, 取消, again to the end, 下载 with every row', async () => {
    await searchKeyword(page, lang, prefix);
    const { pagination } = await adminCall<{ pagination: { total: number } }>(
      'GET',
      `/admin-api/system/user?keyword=${prefix}&pageSize=20`,
    );
    expect(pagination.total).toBe(ROWS);
    const title = tr(lang, adminMessages.exportList_user);
    // The shared administrator's tray also lists other journeys' jobs: this one's lines by title and rows.
    const jobs = page.getByTestId('export-job').filter({ hasText: title });

    // 导出 starts a job; the tray opens on its progress bar, named for the list.
    await page.getByTestId('kit-export').click();
    const progress = page.getByRole('progressbar', {
      name: tr(lang, kitMessages.exportProgressOf, { title }),
    });
    await progress.first().waitFor();
    await jobs.first().getByTestId('export-cancel').click();
    // The job's line once it has ended: cancelled.
    const ended = jobs.first().locator('xpath=self::*[@data-status!="running" and @data-status!="queued"]');
    await ended.waitFor();
    expect(await ended.getAttribute('data-status')).toBe('cancelled');
    expect(await ended.textContent()).toContain(tr(lang, kitMessages.exportStatus_cancelled));

    // Again, to its end; then the file holds the header row and every row of the list. (The other
    // language's run of the same rows is listed too: this one is the newest once there is one more.)
    const finished = page
      .locator('[data-testid="export-job"][data-status="done"]')
      .filter({ hasText: title })
      .filter({ hasText: tr(lang, kitMessages.exportRows, { done: String(ROWS) }) });
    const finishedBefore = await finished.count();
    await page.keyboard.press('Escape');
    await page.getByTestId('kit-export').click();
    await expect.poll(() => finished.count(), { timeout: 180_000 }).toBe(finishedBefore + 1);
    const last = finished.first();
    const downloading = page.waitForEvent('download');
    await last.getByTestId('export-download').click();
    const sheet = await openDownloadedWorkbook(await downloading);
    expect(sheet).toHaveLength(pagination.total + 1);

    // A reload keeps the tray: the job finished within the hour.
    await page.reload();
    await page.getByTestId('export-tray').waitFor();
  });
});
