import { adminLazyCatalog } from './admin-lazy-catalog.ts';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';

/** The admin app's own catalogue with its translations at hand (for the completeness gate). */
export const adminCatalog = { zh: adminLazyCatalog.zh, en, zhtw };
