import { apiClientLazyCatalog } from '@pmc/api-client';
import { createI18n, i18nLazyCatalog } from '@pmc/i18n';
import { uiLazyCatalog } from '@pmc/ui';
import { validatorsLazyCatalog } from '@pmc/validators';
import { adminLazyCatalog } from '../lazy-catalog.ts';

/**
 * One translation runtime for the whole app. It starts with what /login shows (its own texts, the
 * controls, the form rules and the request errors), their en and zhtw translations fetched only when
 * that locale is in use (main.tsx waits for them before the first render); the chrome's catalogues
 * are loaded with the chrome (see shell/app-shell.tsx), which keeps them off the sign-in page.
 */
export const i18n = createI18n({
  catalogs: [i18nLazyCatalog, uiLazyCatalog, validatorsLazyCatalog, apiClientLazyCatalog, adminLazyCatalog],
});
