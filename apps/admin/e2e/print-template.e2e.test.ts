import { uiMessages } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { systemMessages as s } from '../src/page-parts/messages.ts';
import { printDevMessages as m } from '../src/pages/system-data/print-dev/messages.ts';
import { rowAction } from './list-pages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';

// A 1×1 PNG for the image upload (annexpic takes images only, checked by content).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Watch = { violations: string[]; xss?: unknown };

/**
 * Runs before the app's scripts: records CSP violations, and gives the payloads below a flag to set
 * (`window.__xss`) should any of them ever run.
 */
function watchForScript() {
  const w = window as unknown as { __watch: Watch };
  w.__watch = { violations: [] };
  document.addEventListener('securitypolicyviolation', (event) => {
    w.__watch.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
  });
}

const PASTED =
  '<p>粘贴的正文</p><img src="x" onerror="window.__watch.xss = 1"><script>window.__watch.xss = 2</script>' +
  '<a href="javascript:window.__watch.xss=3">链接</a>';
const TYPED = '<img src=x onerror=window.__watch.xss=4><script>window.__watch.xss=5</script>';

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);

/** Pastes HTML into the focused Lexical editor as a browser paste would hand it over. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    const target = document.activeElement as HTMLElement;
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

describe.each(LANGS)('print templates (%s)', (lang) => {
  it('lists by type, creates with the editor, previews what the server stored, edits only what changed and deletes; no payload ever runs', async () => {
    const { context, page } = await openPage({ lang, initScript: watchForScript, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/systemData/printDev`);
    const table = page.getByRole('table', { name: tr(lang, m.listLabel) });
    await table.getByRole('row').filter({ hasText: '关爱申请审批单' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // by type: flow templates only
    await page.getByRole('combobox', { name: tr(lang, m.type) }).click();
    await page.getByRole('option', { name: tr(lang, m.typeFlow) }).click();
    await page.getByRole('button', { name: tr(lang, kitMessages.search) }).click();
    await page.waitForURL(/type=1/);
    await expect.poll(() => table.getByRole('row').filter({ hasText: '党员信息登记表' }).count()).toBe(0);
    await table.getByRole('row').filter({ hasText: '请假审批单' }).waitFor();
    await page.getByRole('button', { name: tr(lang, kitMessages.reset) }).click();
    await table.getByRole('row').filter({ hasText: '党员信息登记表' }).waitFor();

    // create: the editor is fetched with the drawer; typed and pasted payloads stay text or go
    const code = `e2ePrint${lang}${Date.now() % 100000}`;
    await page.getByTestId('kit-add').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: tr(lang, s.fullName), exact: true }).fill(`测试模板${lang}`);
    await drawer.getByRole('textbox', { name: tr(lang, s.enCode) }).fill(code);
    await drawer.getByRole('textbox', { name: tr(lang, m.category) }).fill('测试分类');
    const editor = drawer.getByRole('textbox', { name: tr(lang, m.content) });
    await editor.click();
    await page.keyboard.type(`申请人：{applicant} ${TYPED}`);
    await page.keyboard.press('Enter');
    expect(await watched(page)).toEqual({ violations: [] });
    await pasteHtml(page, PASTED);
    await expect.poll(() => editor.textContent()).toContain('粘贴的正文');
    expect(await editor.locator('script, [onerror], [href^="javascript"]').count()).toBe(0);
    // Parsing the pasted HTML (Lexical's DOMParser) makes Chromium check the img's onerror against the
    // CSP: refused and reported as script-src-attr; that refusal is all that may have been reported.
    const atPaste = (await watched(page)).violations;
    expect(atPaste.every((v) => v.startsWith('script-src-attr inline'))).toBe(true);
    // a picture through the toolbar's upload
    await page.keyboard.press('End');
    await drawer.locator('.pmc-rich-text input[type="file"]').setInputFiles({
      name: 'seal.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.locator('img[src*="/api/file/Raw/annexpic/"]').waitFor();
    await drawer.getByTestId('kit-form-save').click();
    await drawer.waitFor({ state: 'hidden' });
    const row = table.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toContain(tr(lang, m.typeForm));

    // preview: what the server stored, in a frame without scripts, printed from that frame
    await row.getByRole('button', { name: tr(lang, m.preview) }).click();
    const frame = page.frameLocator('[data-testid="print-dev-preview"]');
    await frame.locator('body').getByText('粘贴的正文').waitFor();
    const body = frame.locator('body');
    expect(await body.textContent()).toContain('申请人：{applicant}');
    expect(await body.textContent()).toContain('<img src=x onerror=');
    expect(await body.locator('script, [onerror], [href^="javascript"]').count()).toBe(0);
    // the uploaded picture is stored by its address and shows in the print
    const picture = body.locator('img[src*="/api/file/Raw/annexpic/"]');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await page.evaluate(() => {
      const preview = document.querySelector<HTMLIFrameElement>('[data-testid="print-dev-preview"]');
      const win = preview?.contentWindow as (Window & { __printed?: boolean }) | null;
      if (win) win.print = () => ((window as unknown as { __printed: boolean }).__printed = true);
    });
    await page.getByTestId('print-dev-print').click();
    expect(await page.evaluate(() => (window as unknown as { __printed?: boolean }).__printed)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('print-dev-preview').waitFor({ state: 'detached' });

    // edit: only the changed name travels, with the version read
    await row.getByRole('button', { name: tr(lang, s.edit) }).click();
    await drawer.getByRole('textbox', { name: tr(lang, m.content) }).waitFor();
    await drawer.getByRole('textbox', { name: tr(lang, s.fullName), exact: true }).fill(`改名模板${lang}`);
    const sent = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/api/system/printDev/'),
    );
    await drawer.getByTestId('kit-form-save').click();
    expect(Object.keys((await sent).postDataJSON()).sort()).toEqual(['fullName', 'lastModifyTime']);
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain(`改名模板${lang}`);

    // nothing of any payload ran, in the editor, the preview or the list, and nothing since the paste
    // even tried
    expect(await watched(page)).toEqual({ violations: atPaste });

    // a seeded layout (a bordered table) survives an edit of its content, in what is stored and printed
    const seeded = table.getByRole('row').filter({ hasText: '请假审批单' });
    await seeded.getByRole('button', { name: tr(lang, s.edit) }).click();
    const content = drawer.getByRole('textbox', { name: tr(lang, m.content) });
    await content.locator('table th').first().waitFor();
    await content.locator('h2').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(`·${lang}`);
    const rewritten = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/api/system/printDev/'),
    );
    await drawer.getByTestId('kit-form-save').click();
    const sentBody = (await rewritten).postDataJSON() as { content: string };
    expect(Object.keys(sentBody).sort()).toEqual(['content', 'lastModifyTime']);
    expect(sentBody.content).toMatch(/<table[\s\S]*<th[\s\S]*<td/);
    // …and keeps its frame: the seeded table's border="1" is sent and stored, not only the cells' lines.
    expect(sentBody.content).toMatch(/<table[^>]*\sborder="1"/);
    await drawer.waitFor({ state: 'hidden' });
    await seeded.getByRole('button', { name: tr(lang, m.preview) }).click();
    await frame
      .locator('h2')
      .filter({ hasText: `·${lang}` })
      .waitFor();
    expect(await frame.locator('table th').count()).toBeGreaterThan(1);
    expect(await frame.locator('table[border="1"]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('print-dev-preview').waitFor({ state: 'detached' });

    // 删除 sits in 更多 beside 历史 (the first two actions stay inline).
    await rowAction(row, 'remove');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr(lang, uiMessages.ok) })
      .click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
