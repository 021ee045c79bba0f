import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { widgetsMessages } from './messages.ts';

const zh: Record<string, string> = Object.fromEntries(
  Object.values(widgetsMessages).map((descriptor) => [descriptor.id, descriptor.message]),
);

/**
 * The translations of every @pmc/widgets text, to register with @pmc/i18n.
 *
 * @example
 * import { widgetsCatalog } from '@pmc/widgets';
 * i18n.load('en', { ...widgetsCatalog.en });
 */
export const widgetsCatalog: {
  zh: Record<string, string>;
  en: Record<string, string>;
  zhtw: Record<string, string>;
} = { zh, en, zhtw };
