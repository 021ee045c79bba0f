import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { adminMessages } from './messages.ts';

/**
 * The admin app's own texts with every translation at hand: the tab bar's fixed titles (in the shell's
 * chunk) and the completeness gate. /login loads `adminLazyCatalog` instead.
 */
export const adminCatalog = defineCatalog(adminMessages, { en, zhtw });
