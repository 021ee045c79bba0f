import { defineLazyCatalog } from '@pmc/i18n';
import { importMessages } from './import-messages.ts';
import { kitMessages } from './kit-messages.ts';
import { savedViewMessages } from './saved-view-messages.ts';
import { whoHasMessages } from './who-has-messages.ts';

/**
 * `kitCatalog` with its en and zhtw translations fetched the first time their locale is in use.
 *
 * @example
 * i18n.load(kitLazyCatalog);
 */
export const kitLazyCatalog = defineLazyCatalog(
  { ...kitMessages, ...importMessages, ...whoHasMessages, ...savedViewMessages },
  {
    en: () => import('./locales/en.ts'),
    zhtw: () => import('./locales/zhtw.ts'),
  },
);
