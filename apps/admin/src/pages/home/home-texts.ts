import { defineLazyCatalog } from '@pmc/i18n';
import { i18n } from '../../app/i18n.ts';
import { homeMessages } from './messages.ts';

/** The home page's texts: zh with the page, en or zhtw fetched only in that locale. */
export const homeLazyCatalog = defineLazyCatalog(homeMessages, {
  en: () => import('./locales/en.ts'),
  zhtw: () => import('./locales/zhtw.ts'),
});

/** Settles once the current locale's texts are in (the route waits for it: no zh flash in en). */
export const homeTextsReady = i18n.load(homeLazyCatalog).catch(() => undefined);
