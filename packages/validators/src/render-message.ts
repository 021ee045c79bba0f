import { validatorsCatalog } from './catalog.ts';
import { formatMessage } from './format-message.ts';
import type { Locale, MessageDescriptor } from './message-descriptor.ts';

/**
 * Renders a descriptor in a locale from {@link validatorsCatalog} (zh by default), filling `{n}`
 * placeholders and ICU plurals. For the server and non-React callers; React code uses `@pmc/i18n` with `validatorsLazyCatalog`.
 * It holds every translation, so it lives in `@pmc/validators/catalog`, not in the index.
 *
 * @example
 * renderMessage(checkFileSize({ size: 6e6 })!, 'en'); // 'The file exceeds 5 MB'
 */
export function renderMessage(descriptor: MessageDescriptor, locale: Locale = 'zh'): string {
  const text = validatorsCatalog[locale][descriptor.id] ?? descriptor.message;
  return formatMessage(text, locale, descriptor.values ?? {});
}
