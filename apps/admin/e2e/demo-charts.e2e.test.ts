import { describe, expect, it } from 'vitest';
import { chartsDemoMessages as m } from '../src/pages/extend/charts-demo/messages.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  LANGS,
  openHome,
  openPage,
  sessionToken,
  tr,
} from './support.ts';

type Recorded = { violations: string[] };

/** Runs before the app's scripts: keeps every CSP violation the page reports. */
function recordViolations() {
  const w = window as unknown as { __csp: Recorded };
  w.__csp = { violations: [] };
  document.addEventListener('securitypolicyviolation', (event) => {
    w.__csp.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
  });
}

describe.each(LANGS)('charts demo (%s)', (lang) => {
  it('draws users per organisation and sign-ins per day from the server, under the CSP, without errors', async () => {
    const token = sessionToken('admin');
    const res = await fetch(`${baseUrl}/api/system/Statistics/UsersPerOrganize`, {
      headers: { Authorization: token },
    });
    const top = ((await res.json()) as { data: { list: { fullName: string }[] } }).data.list[0];
    expect(top).toBeDefined();

    const { context, page } = await openPage({ lang, initScript: recordViolations, as: 'admin' });
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await openHome(page);
    const loaded: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/')) loaded.push(r.url());
    });
    await page.goto(`${baseUrl}/extend/chartsDemo`);

    const users = page.getByRole('figure', { name: tr(lang, m.usersPerOrganize) });
    await expect.poll(() => users.locator('svg').textContent()).toContain(top?.fullName);
    // one bar per organisation
    expect(await users.locator('svg path[fill]:not([fill="none"])').count()).toBeGreaterThan(0);
    const signIns = page.getByRole('figure', { name: tr(lang, m.signInsPerDay, { days: '14' }) });
    // the legend names both series in the page's language
    await expect.poll(() => signIns.locator('svg').textContent()).toContain(tr(lang, m.success));
    expect(await signIns.locator('svg').textContent()).toContain(tr(lang, m.failure));
    expect(await signIns.locator('svg path').count()).toBeGreaterThan(2);
    await expectNoSeriousA11yViolations(page);

    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: Recorded }).__csp.violations)).toEqual(
      [],
    );
    await context.close();
  });
});
