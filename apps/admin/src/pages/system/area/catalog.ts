import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { areaMessages } from './messages.ts';

export const areaCatalog = defineCatalog(areaMessages, { en, zhtw });
