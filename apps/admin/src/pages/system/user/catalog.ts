import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { userMessages } from './messages.ts';

/** The user page's texts in zh, en and zhtw, loaded with the page (never with /login or the chrome). */
export const userPageCatalog = defineCatalog(
  Object.fromEntries(Object.values(userMessages).map((d) => [d.id, d])),
  { en, zhtw },
);
