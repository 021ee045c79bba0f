import { kitMessages } from './kit-messages.ts';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';

const zh: Record<string, string> = Object.fromEntries(
  Object.values(kitMessages).map((descriptor) => [descriptor.id, descriptor.message]),
);

/**
 * The kit's texts in zh, en and zhtw, to load into the app's `@pmc/i18n` runtime.
 *
 * @example
 * i18n.load(kitCatalog);
 */
export const kitCatalog: {
  zh: Record<string, string>;
  en: Record<string, string>;
  zhtw: Record<string, string>;
} = { zh, en, zhtw };
