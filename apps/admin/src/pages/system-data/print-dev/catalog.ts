import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { printDevMessages } from './messages.ts';

export const printDevCatalog = defineCatalog(printDevMessages, { en, zhtw });
