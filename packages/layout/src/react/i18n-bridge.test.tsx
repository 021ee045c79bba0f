import { createI18n, setActiveRuntime } from '@pmc/i18n';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutCatalog } from '../catalog.ts';
import { LayoutLocaleProvider, useLayoutLocale, useLayoutT } from './i18n-bridge.tsx';

function Probe() {
  const t = useLayoutT();
  const { locale, setLocale } = useLayoutLocale();
  return (
    <p>{`${locale}|${t({ id: 'layout.more', message: '更多 ...' })}|${setLocale ? 'settable' : 'fixed'}`}</p>
  );
}

afterEach(() => setActiveRuntime(undefined));

describe('layout locale', () => {
  it('is zh with no provider and no runtime', () => {
    render(<Probe />);
    expect(screen.getByText('zh|更多 ...|fixed')).toBeTruthy();
  });

  it('follows the app’s @pmc/i18n runtime, switches included', () => {
    const runtime = createI18n({ catalogs: [layoutCatalog], locale: 'zh', storage: null, document: null });
    render(<Probe />);
    expect(screen.getByText('zh|更多 ...|settable')).toBeTruthy();
    act(() => {
      void runtime.setLocale('en');
    });
    expect(screen.getByText('en|More ...|settable')).toBeTruthy();
  });

  it('prefers an explicit provider', () => {
    createI18n({ catalogs: [layoutCatalog], locale: 'en', storage: null, document: null });
    render(
      <LayoutLocaleProvider locale="zhtw">
        <Probe />
      </LayoutLocaleProvider>,
    );
    expect(screen.getByText('zhtw|更多 ...|fixed')).toBeTruthy();
  });
});
