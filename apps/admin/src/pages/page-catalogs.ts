import type { Catalog } from '@pmc/i18n';
import { merchantLinkCatalog } from '../page-parts/merchant-link-messages.ts';
import { chartsDemoCatalog } from './extend/charts-demo/messages.ts';
import { externalLinkCatalog } from './extend/external-link/messages.ts';
import { formDemoCatalog } from './extend/form-demo/messages.ts';
import { tableDemoCatalog } from './extend/table-demo/messages.ts';
import { homeCatalog } from './home/home-catalog.ts';
import { notInReleaseCatalog } from './not-in-release/messages.ts';
import { permPagesCatalog } from './permission/perm-catalog.ts';
import { profilePageCatalog } from './profile/profile-catalog.ts';
import { areaCatalog } from './system/area/messages.ts';
import { billRuleCatalog } from './system/bill-rule/messages.ts';
import { dictionaryCatalog } from './system/dictionary/messages.ts';
import { orgPagesCatalog } from './system/org-catalog.ts';
import { userPageCatalog } from './system/user/user-catalog.ts';
import { printDevCatalog } from './system-data/print-dev/messages.ts';

/**
 * The catalogues pages load with themselves (each page's chunk calls `i18n.load`), listed here for the
 * completeness gate and the journeys' `tr()`; the app itself never imports this list.
 */
export const pageCatalogs: Record<string, Catalog> = {
  home: homeCatalog,
  'not-in-release': notInReleaseCatalog,
  'extend/external-link': externalLinkCatalog,
  'extend/table-demo': tableDemoCatalog,
  'extend/charts-demo': chartsDemoCatalog,
  'extend/form-demo': formDemoCatalog,
  'system/bill-rule': billRuleCatalog,
  'system/dictionary': dictionaryCatalog,
  'system/area': areaCatalog,
  'system/organize, department, position, online-user': orgPagesCatalog,
  'system/user': userPageCatalog,
  'system/user, department: merchant link': merchantLinkCatalog,
  profile: profilePageCatalog,
  'systemData/print-dev': printDevCatalog,
  'system/role, authorize; permission/*': permPagesCatalog,
};
