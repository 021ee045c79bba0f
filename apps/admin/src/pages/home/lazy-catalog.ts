import { defineLazyCatalog } from '@pmc/i18n';
import { homeMessages } from './messages.ts';

/** The home page's texts: zh with the page, en or zhtw fetched only in that locale. */
export const homeLazyCatalog = defineLazyCatalog(homeMessages, {
  en: () => import('./locales/en.ts'),
  zhtw: () => import('./locales/zhtw.ts'),
});
