import { createI18n, setActiveRuntime } from '@pmc/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiCatalog } from './catalog.ts';
import { Empty } from './empty.tsx';
import { formatMessage } from './use-translate.ts';

describe('useTranslate', () => {
  afterEach(() => {
    cleanup();
    setActiveRuntime(undefined);
  });

  it('renders the zh source with values when no i18n runtime exists', () => {
    render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(formatMessage({ id: 'x', message: '共 {total} 条' }, { total: 3 })).toBe('共 3 条');
  });

  it('renders through the @pmc/i18n runtime and follows a locale switch', () => {
    const runtime = createI18n({ catalogs: [uiCatalog], locale: 'en', storage: null, document: null });
    render(<Empty />);
    expect(screen.getByText('No data yet')).toBeTruthy();
    act(() => {
      void runtime.setLocale('zhtw');
    });
    expect(screen.getByText('暫無資料')).toBeTruthy();
  });
});
