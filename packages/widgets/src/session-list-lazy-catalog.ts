import { defineLazyCatalog } from '@pmc/i18n';
import { sessionListMessages } from './session-list-messages.ts';

/**
 * `sessionListCatalog` with its en and zhtw translations fetched the first time their locale is in use.
 *
 * @example
 * i18n.load(sessionListLazyCatalog); // in the module of the page that shows a SessionList
 */
export const sessionListLazyCatalog = defineLazyCatalog(sessionListMessages, {
  en: () => import('./locales/session-list-en.ts'),
  zhtw: () => import('./locales/session-list-zhtw.ts'),
});
