import { useCallback } from 'react';
import { chromeText, chromeTranslations } from '../chrome-translations.ts';
import { useChromeLocale } from './i18n-bridge.tsx';

/**
 * Renders @pmc/validators' descriptors in the chrome's locale, with ICU values filled in (their en and
 * zhtw are fetched with the chrome's own, see chrome-translations.ts).
 */
export function useValidatorsT(): (descriptor: {
  id: string;
  message: string;
  values?: Record<string, unknown>;
}) => string {
  const locale = useChromeLocale();
  const translations = chromeTranslations(locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when translations arrive re-renders memoised texts
  return useCallback(
    (descriptor) => chromeText(locale, descriptor, descriptor.values ?? {}),
    [locale, translations],
  );
}
