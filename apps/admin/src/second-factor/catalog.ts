import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { secondFactorMessages } from './messages.ts';

/** The enrolment's texts in zh, en and zhtw, loaded with it (个人信息's tab, the forced dialog), never with the shell. */
export const secondFactorCatalog = defineCatalog(secondFactorMessages, { en, zhtw });
