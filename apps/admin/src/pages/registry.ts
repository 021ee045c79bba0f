import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Lazily loaded pages by the menu's `component` string. A menu entry whose component has no page here
 * shows the 'page not available' screen instead of a blank.
 */
const pages: Record<string, () => Promise<PageModule>> = {
  ...notInRelease(
    'onlineDev/webDesign',
    'onlineDev/appDesign',
    'onlineDev/dataReport',
    'onlineDev/dataScreen',
    'generator/webForm',
    'generator/flowForm',
    'weChat/mpConfig',
    'weChat/mpMenu',
    'weChat/qyUser',
    'workflow/flowLaunch',
    'workflow/flowTodo',
    'workflow/flowDone',
    'workflow/flowCirculate',
    'workflow/entrust',
    'workflow/flowMonitor',
    'systemData/dataInterface',
    'systemData/dataSync',
  ),
  'system/dictionary/index': () => import('./system/dictionary/dictionary-page.tsx'),
  'system/area/index': () => import('./system/area/area-page.tsx'),
  'system/billRule/index': () => import('./system/bill-rule/bill-rule-page.tsx'),
  'system/securityPolicy/index': () => import('./system/security-policy/security-policy-page.tsx'),
  'systemData/printDev/index': () => import('./system-data/print-dev/print-dev-page.tsx'),
  'extend/tableDemo/index': () => import('./extend/table-demo/table-demo-page.tsx'),
  'extend/chartsDemo/index': () => import('./extend/charts-demo/charts-demo-page.tsx'),
  'extend/formDemo/index': () => import('./extend/form-demo/form-demo-page.tsx'),
  'extend/externalLink/index': () => import('./extend/external-link/external-link-page.tsx'),
  'system/organize/index': () => import('./system/organize/organize-page.tsx'),
  'system/department/index': () => import('./system/department/department-page.tsx'),
  'system/position/index': () => import('./system/position/position-page.tsx'),
  'system/onlineUser/index': () => import('./system/online-user/online-user-page.tsx'),
  'system/user/index': () => import('./system/user/user-page.tsx'),
  'system/role/index': () => import('./system/role/role-page.tsx'),
  'system/authorize/index': () => import('./system/authorize/authorize-page.tsx'),
  'permission/organizeAdmin/index': () => import('./permission/organize-admin/organize-admin-page.tsx'),
  'permission/signInLog/index': () => import('./permission/sign-in-log/sign-in-log-page.tsx'),
  'permission/operationLog/index': () => import('./permission/operation-log/operation-log-page.tsx'),
  'permission/recordHistory/index': () => import('./permission/record-history/record-history-page.tsx'),
};

/**
 * Sections the product knows by name only (docs/guide/pages.md#sections-not-in-this-release): one translated
 * page that says so and names the section.
 */
function notInRelease(...routes: string[]): Record<string, () => Promise<PageModule>> {
  const load = () => import('./not-in-release/not-in-release-page.tsx');
  return Object.fromEntries(routes.map((route) => [`${route}/index`, load]));
}

export function findPage(component: string): (() => Promise<PageModule>) | undefined {
  return pages[component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '')];
}
