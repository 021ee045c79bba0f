import { createContext, useContext } from 'react';
import type { I18nRuntime } from '../i18n-runtime.ts';

export const RuntimeContext = createContext<I18nRuntime | null>(null);

/**
 * The runtime given to the nearest `<I18nProvider>`; throws outside one.
 *
 * @example
 * const runtime = useI18nRuntime();
 * runtime.hasMessage('i18n.noData'); // true
 */
export function useI18nRuntime(): I18nRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime)
    throw new Error('@pmc/i18n: wrap the app in <I18nProvider runtime={...}> before using its hooks.');
  return runtime;
}
