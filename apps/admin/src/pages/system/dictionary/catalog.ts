import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { dictionaryMessages } from './messages.ts';

export const dictionaryCatalog = defineCatalog(dictionaryMessages, { en, zhtw });
