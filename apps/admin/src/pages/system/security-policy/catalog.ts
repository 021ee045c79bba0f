import { defineCatalog } from '@pmc/i18n';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { securityPolicyMessages } from './messages.ts';

export const securityPolicyCatalog = defineCatalog(securityPolicyMessages, { en, zhtw });
