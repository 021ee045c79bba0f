import '@pmc/ui/styles.css';
import '@pmc/widgets/styles.css';
import '@pmc/layout/styles.css';
import { createI18n, LOCALE_LABELS, LOCALES, type Locale } from '@pmc/i18n';
import { i18nCatalog } from '@pmc/i18n/catalog';
import { I18nProvider } from '@pmc/i18n/react';
import { layoutCatalog } from '@pmc/layout/catalog';
import { LayoutLocaleProvider } from '@pmc/layout/react';
import { FeedbackHost } from '@pmc/ui';
import { uiCatalog } from '@pmc/ui/catalog';
import { validatorsCatalog } from '@pmc/validators/catalog';
import { sessionListCatalog, widgetsCatalog } from '@pmc/widgets/catalog';
import { kitCatalog } from '@pmc/widgets/kit/catalog';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// One runtime for the whole catalogue, as an app has; the toolbar's locale switches it before a story
// renders (a loader), so no component sees a switch in the middle of its render.
const runtime = createI18n({
  catalogs: [
    i18nCatalog,
    uiCatalog,
    widgetsCatalog,
    sessionListCatalog,
    kitCatalog,
    layoutCatalog,
    validatorsCatalog,
  ],
  locale: 'zh',
  storage: null,
});

/**
 * The toolbar's colour scheme, put on <html> as the app's settings store does (data-color-scheme, read
 * by @pmc/ui's tokens), with the canvas painted in the scheme's surface and text colours.
 */
function applyScheme(scheme: string) {
  const root = document.documentElement;
  root.dataset.colorScheme = scheme === 'dark' ? 'dark' : 'light';
  document.body.style.background = 'var(--pmc-color-bg)';
  document.body.style.color = 'var(--pmc-color-text)';
}

const withProviders: Decorator = (Story, context) => {
  const locale = context.globals.locale as Locale;
  // A fresh query cache per story: a story's answers never show in another.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <I18nProvider runtime={runtime}>
        <LayoutLocaleProvider locale={locale}>
          <Story />
          <FeedbackHost />
        </LayoutLocaleProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: '语言 / Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: LOCALE_LABELS[value] })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: '外观 / Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: '亮色 / Light' },
          { value: 'dark', title: '暗色 / Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh', scheme: 'light' },
  loaders: [
    ({ globals }) => {
      applyScheme(String(globals.scheme ?? 'light'));
      return runtime.setLocale(globals.locale as Locale);
    },
  ],
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
