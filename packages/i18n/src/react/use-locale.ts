import { useLingui } from '@lingui/react';
import type { Locale } from '../locale.ts';
import { useI18nRuntime } from './runtime-context.ts';

/**
 * The current locale and the switch; the component re-renders when the locale changes.
 *
 * @example
 * const { locale, setLocale } = useLocale();
 * <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>...</select>
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const runtime = useI18nRuntime();
  // Lingui's context changes on every switch, which is what re-renders this component.
  const { i18n } = useLingui();
  return { locale: i18n.locale as Locale, setLocale: runtime.setLocale };
}
