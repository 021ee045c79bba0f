import type { SecurityPolicy } from '@pmc/api-client/contract';
import { layoutMessages } from '@pmc/layout';
import { uiMessages } from '@pmc/ui';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../src/messages.ts';
import { securityPolicyMessages as m } from '../src/pages/system/security-policy/messages.ts';
import {
  baseUrl,
  callApi,
  expectNoSeriousA11yViolations,
  LANGS,
  openHome,
  openPage,
  openUserMenu,
  sessionToken,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';

const POLICY = '/api/system/SecurityPolicy';
const LAYER = '[data-pmc-watermark]';

describe.each(LANGS)('the watermark (%s)', (lang) => {
  it('tiles the name over pages and dialogs, comes back when removed, lets clicks through, and goes when off', async () => {
    // Journeys share the server and the signed-in admin: the switch is put back off whatever happens.
    const token = sessionToken('admin');
    const { context, page } = await openPage({ lang, as: 'admin' });
    try {
      await openHome(page);
      await page.goto(`${baseUrl}/system/securityPolicy`);
      const toggle = page.getByRole('switch', { name: tr(lang, m.watermark) });
      const save = page.getByRole('button', { name: tr(lang, adminMessages.save) });
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect(await page.locator(LAYER).count()).toBe(0);

      await toggle.click();
      await save.click();
      await expectToast(page, tr(lang, m.saved));
      expect((await callApi<SecurityPolicy>(token, 'GET', POLICY)).watermark).toBe(true);

      // The saver's own pages show it at once: name, account and today's date, drawn as a data URL.
      const layer = page.locator(LAYER);
      await expect
        .poll(() => layer.getAttribute('data-pmc-watermark'))
        .toMatch(/^管理员 admin \d{4}-\d{2}-\d{2}$/);
      const look = await layer.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          parent: element.parentElement === document.body,
          position: style.position,
          pointerEvents: style.pointerEvents,
          image: style.backgroundImage.slice(0, 27),
          ariaHidden: element.getAttribute('aria-hidden'),
          focusable: element.tabIndex >= 0,
          covers: element.getBoundingClientRect().width === window.innerWidth,
        };
      });
      expect(look).toEqual({
        parent: true,
        position: 'fixed',
        pointerEvents: 'none',
        image: 'url("data:image/png;base64,',
        ariaHidden: 'true',
        focusable: false,
        covers: true,
      });
      await expectNoSeriousA11yViolations(page);

      // Above an open dialog (rendered in a portal), and clicks inside it reach the dialog.
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: tr(lang, layoutMessages.about) }).click();
      const about = page.getByRole('dialog', { name: tr(lang, layoutMessages.aboutTitle) });
      await about.waitFor();
      const stacking = await about.evaluate((dialog) => {
        const zOf = (element: Element | null) =>
          Number(element ? getComputedStyle(element).zIndex : Number.NaN);
        let highest = 0;
        for (let at: Element | null = dialog; at && at !== document.body; at = at.parentElement) {
          if (Number.isFinite(zOf(at))) highest = Math.max(highest, zOf(at));
        }
        const box = dialog.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          layer: zOf(document.querySelector('[data-pmc-watermark]')),
          dialog: highest,
          hitsDialog: dialog.contains(hit),
        };
      });
      expect(stacking.layer).toBeGreaterThan(stacking.dialog);
      expect(stacking.hitsDialog).toBe(true);
      await expectNoSeriousA11yViolations(page);
      // A real click through the layer: the dialog's close button still answers it.
      await about.getByRole('button', { name: tr(lang, uiMessages.close) }).click();
      await about.waitFor({ state: 'detached' });

      // Taken out of the page or hidden, it is put back.
      await page.evaluate((selector) => document.querySelector(selector)?.remove(), LAYER);
      await expect.poll(() => layer.count()).toBe(1);
      await page.evaluate((selector) => {
        document.querySelector<HTMLElement>(selector)?.style.setProperty('display', 'none', 'important');
      }, LAYER);
      await expect.poll(() => layer.evaluate((element) => getComputedStyle(element).display)).toBe('block');

      // Off again: the layer goes.
      await toggle.click();
      await save.click();
      await expectToast(page, tr(lang, m.saved));
      await expect.poll(() => layer.count()).toBe(0);
    } finally {
      await callApi(token, 'PUT', POLICY, { watermark: false });
      await context.close();
    }
  });
});
