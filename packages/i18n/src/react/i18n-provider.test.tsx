import { useLingui } from '@lingui/react';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveRuntime } from '../active-runtime.ts';
import { i18nCatalog } from '../catalog.ts';
import { createI18n } from '../create-i18n.ts';
import { memoryStorage } from '../locale-storage.ts';
import { i18nMessages } from '../messages.ts';
import { I18nProvider } from './i18n-provider.tsx';
import { T } from './t.tsx';
import { useLocale } from './use-locale.ts';
import { useT } from './use-t.ts';

afterEach(() => {
  cleanup();
  setActiveRuntime(undefined);
});

const make = (locale: 'zh' | 'en' | 'zhtw' = 'zh') =>
  createI18n({ catalogs: [i18nCatalog], locale, storage: memoryStorage(), document: null });

function Empty() {
  const t = useT();
  return <p>{t(i18nMessages.emptyData)}</p>;
}

function Switcher() {
  const { locale, setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale(locale === 'en' ? 'zhtw' : 'en')}>
      {locale}
    </button>
  );
}

function LinguiProbe() {
  const { i18n } = useLingui();
  return <span>lingui:{i18n.locale}</span>;
}

describe('<I18nProvider> and hooks', () => {
  it('renders messages in the runtime locale', () => {
    render(
      <I18nProvider runtime={make('en')}>
        <Empty />
        <LinguiProbe />
      </I18nProvider>,
    );
    expect(screen.getByText('No data yet')).toBeTruthy();
    expect(screen.getByText('lingui:en')).toBeTruthy();
  });

  it('re-renders every user on a switch, without remounting', () => {
    const runtime = make('zh');
    render(
      <I18nProvider runtime={runtime}>
        <Empty />
        <Switcher />
      </I18nProvider>,
    );
    const paragraph = screen.getByText('暂无数据');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('en');
    expect(paragraph.textContent).toBe('No data yet');
    act(() => {
      void runtime.setLocale('zhtw');
    });
    expect(paragraph.textContent).toBe('暫無資料');
    expect(screen.getByRole('button').textContent).toBe('zhtw');
  });

  it('useT hands out a new function after a switch', () => {
    const runtime = make('zh');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider runtime={runtime}>{children}</I18nProvider>
    );
    const { result } = renderHook(() => useT(), { wrapper });
    const first = result.current;
    expect(first(i18nMessages.logout)).toBe('退出登录');
    act(() => {
      void runtime.setLocale('en');
    });
    expect(result.current).not.toBe(first);
    expect(result.current(i18nMessages.logout)).toBe('Log out');
    expect(result.current(i18nMessages.aboutVersion, { version: '1.0.0' })).toBe('Version: 1.0.0');
  });

  it('useLocale persists the choice through the runtime', () => {
    const storage = memoryStorage();
    const runtime = createI18n({ catalogs: [i18nCatalog], storage, languages: [], document: null });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider runtime={runtime}>{children}</I18nProvider>
    );
    const { result } = renderHook(() => useLocale(), { wrapper });
    expect(result.current.locale).toBe('zh');
    act(() => {
      void result.current.setLocale('zhtw');
    });
    expect(result.current.locale).toBe('zhtw');
    expect(storage.getItem('park_language')).toBe('zhtw');
  });

  it('<T> renders a message with values', () => {
    render(
      <I18nProvider runtime={make('zhtw')}>
        <p>
          <T msg={i18nMessages.aboutVersion} values={{ version: '1.0.0' }} />
        </p>
        <p>
          <T msg={{ id: 'server.count', message: '共{n}条' }} values={{ n: 3 }} />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByText('版本：1.0.0')).toBeTruthy();
    expect(screen.getByText('共3条')).toBeTruthy();
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useT())).toThrow(/I18nProvider/);
  });
});
