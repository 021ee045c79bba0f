import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { formDemoMessages } from './messages.ts';

export const formDemoCatalog = defineCatalog(formDemoMessages, { en, zhtw });
