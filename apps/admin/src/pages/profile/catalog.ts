import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { profileMessages } from './messages.ts';

/** The profile page's texts in zh, en and zhtw, loaded with the page (never with /login or the chrome). */
export const profilePageCatalog = defineCatalog(
  Object.fromEntries(Object.values(profileMessages).map((d) => [d.id, d])),
  { en, zhtw },
);
