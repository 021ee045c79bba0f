import { I18nProvider as LinguiProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { I18nRuntime } from '../i18n-runtime.ts';
import { RuntimeContext } from './runtime-context.ts';

export interface I18nProviderProps {
  /** The runtime from `createI18n`. */
  runtime: I18nRuntime;
  children?: ReactNode;
}

/**
 * Provides translations to the tree: Lingui's `I18nProvider` (so `useLingui` and Lingui components
 * work too) plus this package's runtime. A locale switch re-renders every `useT`/`useLocale` user.
 *
 * @example
 * const runtime = createI18n({ catalogs: [i18nCatalog, validatorsCatalog] });
 * createRoot(el).render(<I18nProvider runtime={runtime}><App /></I18nProvider>);
 */
export function I18nProvider({ runtime, children }: I18nProviderProps) {
  return (
    <RuntimeContext value={runtime}>
      <LinguiProvider i18n={runtime.i18n}>{children}</LinguiProvider>
    </RuntimeContext>
  );
}
