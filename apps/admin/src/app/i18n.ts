import { apiClientCatalog } from '@pmc/api-client';
import { createI18n, i18nCatalog } from '@pmc/i18n';
import { uiCatalog } from '@pmc/ui';
import { validatorsCatalog } from '@pmc/validators';
import { adminCatalog } from '../admin-catalog.ts';

/**
 * One translation runtime for the whole app. It starts with what /login shows (its own texts, the
 * controls, the form rules and the request errors); the chrome's catalogues are loaded with the chrome
 * (see shell/app-shell.tsx), which keeps them off the sign-in page.
 */
export const i18n = createI18n({
  catalogs: [i18nCatalog, uiCatalog, validatorsCatalog, apiClientCatalog, adminCatalog],
});
