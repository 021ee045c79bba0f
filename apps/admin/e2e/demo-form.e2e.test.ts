import { validatorsMessages as v } from '@pmc/validators';
import { describe, expect, it } from 'vitest';
import { formDemoMessages as m } from '../src/pages/extend/form-demo/messages.ts';
import { pickUsers } from './list-pages.ts';
import { baseUrl, expectNoSeriousA11yViolations, LANGS, openHome, openPage, tr } from './support.ts';

// A 1×1 PNG, so the image upload (annexpic: images only, checked by content) accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(LANGS)('form demo (%s)', (lang) => {
  it('shows each bad field its rule message, calculates the amount and its capitals, uploads, and submits the value', async () => {
    const { context, page } = await openPage({ lang, as: 'admin' });
    await openHome(page);
    await page.goto(`${baseUrl}/extend/formDemo`);
    const form = page.getByTestId('form-demo');
    await form.getByRole('textbox', { name: tr(lang, m.body) }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // a bad value shows its rule's message on blur, a good one clears it
    const mobile = page.getByTestId('form-demo-mobile');
    await mobile.fill('12345');
    await mobile.blur();
    await form.getByText(tr(lang, v.mobile)).waitFor();
    await mobile.fill('13800138000');
    await form.getByText(tr(lang, v.mobile)).waitFor({ state: 'detached' });
    const idCard = page.getByTestId('form-demo-idCard');
    await idCard.fill('110101199003071234');
    await idCard.blur();
    await form.getByText(tr(lang, v.idCard)).waitFor();
    await idCard.fill('');
    await page.getByTestId('form-demo-time').fill('1.3');
    await page.getByTestId('form-demo-time').blur();
    await form.getByText(tr(lang, v.time)).waitFor();
    await page.getByTestId('form-demo-time').fill('1.5');
    await page.getByTestId('form-demo-email').fill('dangyuan@example.cn');

    // the required user picker: 请选择{title} until someone is chosen
    await page.getByTestId('form-demo-submit').click();
    const usersTitle = tr(lang, m.users);
    await form
      .getByRole('alert')
      .filter({ hasText: tr(lang, v.pickerRequired, { title: usersTitle }) })
      .waitFor();
    expect(await page.getByTestId('form-demo-value').count()).toBe(0);
    // the trigger is named by its field's label
    const trigger = form.getByRole('button', { name: usersTitle, exact: true });
    await pickUsers(page, lang, trigger, usersTitle, [['zhangsan', '张三/staff']]);

    // the calculated amount follows the numbers (after its 500 ms pause), with its capitals
    const capitals = page.getByTestId('form-demo-capitals');
    await expect.poll(() => capitals.textContent()).toBe('壹佰壹拾元整'); // 12.5 × 8 × 1.13 - 3
    await page.getByTestId('form-demo-quantity').fill('10');
    await expect.poll(() => capitals.textContent()).toBe('壹佰叁拾捌元贰角伍分'); // 138.25
    expect(await form.getByRole('textbox', { name: tr(lang, m.total), exact: true }).inputValue()).toBe(
      '138.25',
    );

    // uploads through the server
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('会议记录'),
      });
    await form.getByText('notes.txt').waitFor();
    await form
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'photo.png' }).waitFor();

    // the rich text (loaded with the page's section) and submit: the value shows
    await form.getByRole('textbox', { name: tr(lang, m.body) }).click();
    await page.keyboard.type('示例说明');
    await page.getByTestId('form-demo-submit').click();
    const shown = page.getByTestId('form-demo-value');
    await shown.waitFor();
    const value = JSON.parse((await shown.textContent()) ?? '{}');
    expect(value).toMatchObject({
      mobile: '13800138000',
      time: '1.5',
      email: 'dangyuan@example.cn',
      quantity: '10',
      total: '138.25',
      files: [expect.objectContaining({ name: 'notes.txt', fileId: expect.any(String) })],
      images: [expect.objectContaining({ name: 'photo.png' })],
    });
    expect(value.userIds).toHaveLength(1);
    expect(value.body).toContain('示例说明');
    await context.close();
  });
});
