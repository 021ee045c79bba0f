import { defineLazyCatalog } from '@pmc/i18n';
import { adminMessages } from './messages.ts';

/** The admin app's own catalogue, its translations fetched the first time their locale is in use. */
export const adminLazyCatalog = defineLazyCatalog(adminMessages, {
  en: () => import('./locales/en.ts'),
  zhtw: () => import('./locales/zhtw.ts'),
});
