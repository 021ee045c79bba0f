import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { tableDemoMessages } from './messages.ts';

export const tableDemoCatalog = defineCatalog(tableDemoMessages, { en, zhtw });
