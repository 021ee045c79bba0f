import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveRuntime } from '../active-runtime.ts';
import { i18nCatalog } from '../catalog.ts';
import { createI18n } from '../create-i18n.ts';
import { i18nMessages } from '../messages.ts';
import { I18nProvider } from './i18n-provider.tsx';
import { useDocumentTitle } from './use-document-title.ts';

afterEach(() => {
  cleanup();
  setActiveRuntime(undefined);
});

function Title({ title }: { title?: string | typeof i18nMessages.routeHome }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('sets the page title and follows route and locale changes', () => {
    const runtime = createI18n({ catalogs: [i18nCatalog], locale: 'zh', storage: null, document: null });
    const { rerender } = render(
      <I18nProvider runtime={runtime}>
        <Title title={i18nMessages.routeHome} />
      </I18nProvider>,
    );
    expect(document.title).toBe('首页 - 党员关怀系统');
    act(() => {
      void runtime.setLocale('en');
    });
    expect(document.title).toBe('Home - Party Member Care System');
    rerender(
      <I18nProvider runtime={runtime}>
        <Title title="用户管理" />
      </I18nProvider>,
    );
    expect(document.title).toBe('用户管理 - Party Member Care System');
    rerender(
      <I18nProvider runtime={runtime}>
        <Title />
      </I18nProvider>,
    );
    expect(document.title).toBe('Party Member Care System');
  });
});
