import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { chartsDemoMessages } from './messages.ts';

export const chartsDemoCatalog = defineCatalog(chartsDemoMessages, { en, zhtw });
