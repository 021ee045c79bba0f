import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { billRuleMessages } from './messages.ts';

export const billRuleCatalog = defineCatalog(billRuleMessages, { en, zhtw });
