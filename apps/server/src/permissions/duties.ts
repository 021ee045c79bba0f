/**
 * 三员分立 (docs/guide/permissions.md#separated-duties): the three administrative duties, and which one
 * each page and permission item of the seed belongs to. `common` is anybody's: the directories, the
 * business pages and the demos, which carry no administration of the system itself.
 */
export type Duty = 'system' | 'security' | 'audit';
export type DutyOrCommon = Duty | 'common';

export const duties: readonly Duty[] = ['system', 'security', 'audit'];

/** The duty of every menu of the seed, by its enCode: the one place the server learns it. */
export const dutyOfMenu: Readonly<Record<string, DutyOrCommon>> = {
  system: 'common',
  'system.organize': 'system',
  'system.department': 'system',
  'system.position': 'system',
  'system.user': 'system',
  'system.role': 'security',
  'system.authorize': 'security',
  'system.onlineUser': 'security',
  'system.dictionary': 'system',
  'system.area': 'system',
  'system.billRule': 'system',
  'system.securityPolicy': 'security',
  systemData: 'common',
  'systemData.printDev': 'system',
  'systemData.dataInterface': 'system',
  'systemData.dataSync': 'system',
  permission: 'common',
  'permission.organizeAdmin': 'security',
  'permission.signInLog': 'audit',
  'permission.operationLog': 'audit',
  'permission.recordHistory': 'audit',
  onlineDev: 'common',
  'onlineDev.webDesign': 'system',
  'onlineDev.appDesign': 'system',
  'onlineDev.dataReport': 'system',
  'onlineDev.dataScreen': 'system',
  generator: 'common',
  'generator.webForm': 'system',
  'generator.flowForm': 'system',
  weChat: 'common',
  'weChat.mpConfig': 'system',
  'weChat.mpMenu': 'system',
  'weChat.qyUser': 'system',
  workflow: 'common',
  'workflow.flowLaunch': 'common',
  'workflow.flowTodo': 'common',
  'workflow.flowDone': 'common',
  'workflow.flowCirculate': 'common',
  'workflow.entrust': 'common',
  'workflow.flowMonitor': 'common',
  extend: 'common',
  'extend.tableDemo': 'common',
  'extend.formDemo': 'common',
  'extend.chartsDemo': 'common',
  'extend.externalLink': 'common',
};

/**
 * Items whose duty is not their page's, by `menuCode/kind/itemCode`. Restoring a deleted record writes
 * people's and organisations' records: system administration, though the button sits on an audit page
 * (so with the duties apart only an administrator restores).
 */
export const dutyOfItem: Readonly<Record<string, DutyOrCommon>> = {
  'permission.recordHistory/button/btn_restore': 'system',
};

/** A page's duty; a page the map does not know is nobody's to combine, so it counts as system. */
export function menuDuty(menuCode: string): DutyOrCommon {
  return dutyOfMenu[menuCode] ?? 'system';
}

/**
 * Buttons that are nobody's duty on whatever page they sit: 分享视图 shares a saved view of a list
 * (docs/guide/pages.md#saved-views), no administration, so no duty role is granted it.
 */
export const commonButtons: ReadonlySet<string> = new Set(['btn_shareView']);

/** A permission item's duty: its own entry, else common for a common button, else its page's. */
export function itemDuty(menuCode: string, kind: string, itemCode: string): DutyOrCommon {
  const own = dutyOfItem[`${menuCode}/${kind}/${itemCode}`];
  if (own) return own;
  if (kind === 'button' && commonButtons.has(itemCode)) return 'common';
  return menuDuty(menuCode);
}

/** The built-in role of each duty (seeded, and added to older databases by migration 0021). */
export const dutyRoles: Readonly<Record<Duty, { enCode: string; names: [string, string, string] }>> = {
  system: { enCode: 'dutySystem', names: ['系统管理员', 'System administrator', '系統管理員'] },
  security: { enCode: 'dutySecurity', names: ['安全管理员', 'Security administrator', '安全管理員'] },
  audit: { enCode: 'dutyAudit', names: ['审计管理员', 'Audit administrator', '審計管理員'] },
};
