import { validatorsCatalog } from '@pmc/validators/catalog';
import { useCallback } from 'react';
import { useLayoutLocale } from './i18n-bridge.tsx';

/** Renders @pmc/validators' descriptors in the chrome's locale, with ICU values filled in. */
export function useValidatorsT(): (descriptor: {
  id: string;
  message: string;
  values?: Record<string, unknown>;
}) => string {
  const { locale } = useLayoutLocale();
  return useCallback(
    (descriptor) => {
      const source = validatorsCatalog[locale][descriptor.id] ?? descriptor.message;
      const values = descriptor.values ?? {};
      return source.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );
    },
    [locale],
  );
}
