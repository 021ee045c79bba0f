import { createI18n } from '@pmc/i18n';
import { catalogs } from './catalogs.ts';

/** One translation runtime for the whole app: every package's catalogue plus the app's own. */
export const i18n = createI18n({ catalogs: Object.values(catalogs) });
