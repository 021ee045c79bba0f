import { layoutMessages as m } from '@pmc/layout';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, LANGS, openHome, openPage, openUserMenu, signIn, tr } from './support.ts';

type Recorded = { violations: string[]; ran?: boolean };

/**
 * Runs before the app's scripts: keeps every CSP violation the page reports. (Init scripts come from the
 * browser's automation channel, not from the page, so the policy does not apply to this one.)
 */
function recordViolations() {
  const w = window as unknown as { __csp: Recorded };
  w.__csp = { violations: [] };
  document.addEventListener('securitypolicyviolation', (event) => {
    w.__csp.violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
  });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __csp: Recorded }).__csp);

describe('the content security policy', () => {
  it('serves the built app with its policy and no inline script in index.html', async () => {
    const res = await fetch(`${baseUrl}/login`);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    // Every script is a file (vite's module entry); none carries code of its own.
    for (const [tag, body] of scripts) {
      expect(tag).toMatch(/\ssrc=/);
      expect(body?.trim()).toBe('');
    }
  });

  describe.each(LANGS)('in the browser (%s)', (lang) => {
    it('signs in and opens a dialog without any violation reported', async () => {
      const { context, page } = await openPage({ lang, initScript: recordViolations });
      await signIn(page);
      // A Radix dialog (portal, focus trap, scroll lock's injected <style>) under the policy.
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: tr(lang, m.about) }).click();
      const about = page.getByRole('dialog', { name: tr(lang, m.aboutTitle) });
      await about.waitFor();
      await page.keyboard.press('Escape');
      await about.waitFor({ state: 'detached' });
      // The print-template preview and editor are checked the same way in print-template.e2e.test.ts.
      expect((await recorded(page)).violations).toEqual([]);
      await context.close();
    });

    it('refuses an injected inline script and reports the violation; nothing of it runs', async () => {
      const { context, page } = await openPage({ lang, initScript: recordViolations, as: 'admin' });
      await openHome(page);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = '(window.__csp || {}).ran = true;';
        document.body.append(script);
      });
      await expect
        .poll(async () => (await recorded(page)).violations.some((v) => v.startsWith('script-src')))
        .toBe(true);
      expect((await recorded(page)).ran).toBeUndefined();
      await context.close();
    });
  });
});
