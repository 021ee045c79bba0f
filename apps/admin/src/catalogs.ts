import { apiClientCatalog } from '@pmc/api-client/catalog';
import type { Catalog } from '@pmc/i18n';
import { i18nCatalog } from '@pmc/i18n/catalog';
import { layoutCatalog } from '@pmc/layout/catalog';
import { uiCatalog } from '@pmc/ui/catalog';
import { validatorsCatalog } from '@pmc/validators/catalog';
import { sessionListCatalog, widgetsCatalog } from '@pmc/widgets/catalog';
import { kitCatalog } from '@pmc/widgets/kit/catalog';
import { adminCatalog } from './catalog.ts';
import { pageCatalogs } from './pages/page-catalogs.ts';

/** Every catalogue the app shows text from, by where it comes from. */
export const catalogs: Record<string, Catalog> = {
  '@pmc/i18n': i18nCatalog,
  '@pmc/ui': uiCatalog,
  '@pmc/validators': validatorsCatalog,
  '@pmc/api-client': apiClientCatalog,
  '@pmc/widgets': widgetsCatalog,
  '@pmc/widgets SessionList': sessionListCatalog,
  '@pmc/widgets/kit': kitCatalog,
  '@pmc/layout': layoutCatalog,
  '@pmc/admin': adminCatalog,
  ...Object.fromEntries(Object.entries(pageCatalogs).map(([page, c]) => [`@pmc/admin pages/${page}`, c])),
};
