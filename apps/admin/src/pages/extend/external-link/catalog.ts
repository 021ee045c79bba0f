import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { externalLinkMessages } from './messages.ts';

export const externalLinkCatalog = defineCatalog(externalLinkMessages, { en, zhtw });
