import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * 导出 on a list that runs it as a background job (docs/guide/pages.md#export-jobs): clicks it, waits in
 * the header's tray for the new job to finish, and downloads its file.
 */
export async function exportThroughTray(page: Page): Promise<Download> {
  const jobs = page.getByTestId('export-job');
  const before = await jobs.count();
  await page.getByTestId('kit-export').click();
  // The tray lists the newest first: the new job is the first line once there is one more.
  await expect.poll(() => jobs.count(), { timeout: 120_000 }).toBeGreaterThan(before);
  const job = jobs.first();
  await expect.poll(() => job.getAttribute('data-status'), { timeout: 180_000 }).toBe('done');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    job.getByTestId('export-download').click(),
  ]);
  await page.keyboard.press('Escape');
  return download;
}
