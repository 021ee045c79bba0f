import type { Catalog } from '@pmc/i18n';
import { merchantLinkCatalog } from '../page-parts/merchant-link-messages.ts';
import { secondFactorCatalog } from '../second-factor/catalog.ts';
import { chartsDemoCatalog } from './extend/charts-demo/catalog.ts';
import { externalLinkCatalog } from './extend/external-link/catalog.ts';
import { formDemoCatalog } from './extend/form-demo/catalog.ts';
import { tableDemoCatalog } from './extend/table-demo/catalog.ts';
import { homeCatalog } from './home/catalog.ts';
import { notInReleaseCatalog } from './not-in-release/catalog.ts';
import { permPagesCatalog } from './permission/catalog.ts';
import { profilePageCatalog } from './profile/catalog.ts';
import { areaCatalog } from './system/area/catalog.ts';
import { billRuleCatalog } from './system/bill-rule/catalog.ts';
import { orgPagesCatalog } from './system/catalog.ts';
import { dictionaryCatalog } from './system/dictionary/catalog.ts';
import { securityPolicyCatalog } from './system/security-policy/catalog.ts';
import { userPageCatalog } from './system/user/catalog.ts';
import { printDevCatalog } from './system-data/print-dev/catalog.ts';

/**
 * The catalogues pages load with themselves (each page's chunk calls `i18n.load`), listed here for the
 * completeness gate and the journeys' `tr()`; the app itself never imports this list.
 */
export const pageCatalogs: Record<string, Catalog> = {
  home: homeCatalog,
  // Not a page: the enrolment 个人信息's tab and the forced dialog share (loaded with it).
  'second-factor': secondFactorCatalog,
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
  'system/security-policy': securityPolicyCatalog,
  'system/user, department: merchant link': merchantLinkCatalog,
  profile: profilePageCatalog,
  'systemData/print-dev': printDevCatalog,
  'system/role, authorize; permission/*': permPagesCatalog,
};
