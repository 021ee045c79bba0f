import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Lang } from './support.ts';

/**
 * Where the journeys write their pictures: apps/admin/test-results/screenshots/<lang>/ (ignored by git,
 * kept by CI as the run's artefacts). Set PMC_SCREENSHOTS=0 to skip them.
 */
export const SCREENSHOT_DIR = path.join(import.meta.dirname, '../test-results/screenshots');

/**
 * Photographs what the page shows now in the scheme it is in (dark in the dark-mode journey) and in the
 * other one: the scheme is a set of CSS tokens switched by data-color-scheme on <html>, so turning the
 * attribute over and back shows exactly what the other choice would, without another visit. Files are
 * <name>.dark.png and <name>.light.png.
 */
export async function screenshotBothSchemes(page: Page, lang: Lang, name: string): Promise<void> {
  if (process.env.PMC_SCREENSHOTS === '0') return;
  const dir = path.join(SCREENSHOT_DIR, lang);
  mkdirSync(dir, { recursive: true });
  const current = await page.evaluate(() => document.documentElement.dataset.colorScheme ?? 'light');
  const other = current === 'dark' ? 'light' : 'dark';
  const flip = (to: string) =>
    page.evaluate((scheme) => {
      document.documentElement.dataset.colorScheme = scheme;
      // Wait for the frame that paints it.
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, to);
  await page.screenshot({ path: path.join(dir, `${name}.${current}.png`), animations: 'disabled' });
  await flip(other);
  await page.screenshot({ path: path.join(dir, `${name}.${other}.png`), animations: 'disabled' });
  await flip(current);
}
