import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { homeMessages } from './messages.ts';

/** The home page's texts with their translations at hand (for the completeness gate and the journeys). */
export const homeCatalog = defineCatalog(homeMessages, { en, zhtw });
