import type { SecurityPolicy } from '@pmc/api-client/contract';
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
  sessionToken,
  tr,
} from './support.ts';
import { expectToast } from './toasts.ts';

const POLICY = '/api/system/SecurityPolicy';

describe.each(LANGS)('安全策略 (%s)', (lang) => {
  it('shows the limits, refuses a value out of range, keeps a saved change and puts the original back', async () => {
    // Journeys share the server: the policy is read first and left as it was found.
    const token = sessionToken('admin');
    const found = await callApi<SecurityPolicy>(token, 'GET', POLICY);
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/system/securityPolicy`);
    const tries = page.getByRole('spinbutton', { name: tr(lang, m.maxFailedSignIns) });
    const idle = page.getByRole('spinbutton', { name: tr(lang, m.sessionIdleMinutes) });
    await expect.poll(() => tries.inputValue()).toBe(String(found.maxFailedSignIns));
    expect(await idle.inputValue()).toBe(String(found.sessionIdleMinutes));
    expect(await page.getByTestId('security-policy').textContent()).toContain(
      tr(lang, m.range, { min: '3', max: '10' }),
    );
    await expectNoSeriousA11yViolations(page);

    // Out of range: the field says so and nothing is sent.
    await tries.fill('11');
    await tries.blur();
    await page.getByText(tr(lang, m.outOfRange, { min: '3', max: '10' })).waitFor();
    await tries.fill(String(found.maxFailedSignIns));

    // A change to the idle limit only (a minute shorter, harmless to the journeys sharing the server).
    const save = page.getByRole('button', { name: tr(lang, adminMessages.save) });
    await idle.fill(String(found.sessionIdleMinutes - 1));
    await save.click();
    await expectToast(page, tr(lang, m.saved));
    expect(await callApi<SecurityPolicy>(token, 'GET', POLICY)).toMatchObject({
      ...found,
      sessionIdleMinutes: found.sessionIdleMinutes - 1,
      lastModifyTime: expect.any(Number),
    });
    await page.reload();
    await expect.poll(() => idle.inputValue()).toBe(String(found.sessionIdleMinutes - 1));

    // Back as it was.
    await idle.fill(String(found.sessionIdleMinutes));
    await save.click();
    await expectToast(page, tr(lang, m.saved));
    expect(await callApi<SecurityPolicy>(token, 'GET', POLICY)).toMatchObject({
      maxFailedSignIns: found.maxFailedSignIns,
      lockMinutes: found.lockMinutes,
      sessionIdleMinutes: found.sessionIdleMinutes,
      sessionAbsoluteHours: found.sessionAbsoluteHours,
    });
    await context.close();
  });
});
