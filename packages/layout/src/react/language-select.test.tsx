import { MessageHost } from '@pmc/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LayoutLocaleProvider } from './i18n-bridge.tsx';
import { LanguageSelect } from './language-select.tsx';

const choose = async (label: string) => {
  await userEvent.click(screen.getByRole('button', { name: '语言' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: label }));
};

describe('LanguageSelect', () => {
  it('hands the chosen locale to the app', async () => {
    const onLocaleChange = vi.fn();
    render(
      <LayoutLocaleProvider locale="zh" onLocaleChange={onLocaleChange}>
        <LanguageSelect />
      </LayoutLocaleProvider>,
    );
    await choose('English');
    expect(onLocaleChange).toHaveBeenCalledWith('en');
  });

  it('says so when the language cannot be loaded', async () => {
    const onLocaleChange = vi.fn().mockRejectedValue(new Error('offline'));
    render(
      <LayoutLocaleProvider locale="zh" onLocaleChange={onLocaleChange}>
        <LanguageSelect />
        <MessageHost />
      </LayoutLocaleProvider>,
    );
    await choose('繁體中文');
    expect(await screen.findByText('语言包加载失败，请检查网络后重试')).toBeTruthy();
  });

  it('is absent when the app gives no setter', () => {
    const { container } = render(
      <LayoutLocaleProvider locale="zh">
        <LanguageSelect />
      </LayoutLocaleProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
