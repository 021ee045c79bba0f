import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { notInReleaseMessages } from './messages.ts';

/** Loaded with the page, so neither /login nor the chrome carries these texts. */
export const notInReleaseCatalog = defineCatalog(notInReleaseMessages, { en, zhtw });
