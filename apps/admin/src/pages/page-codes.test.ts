import { describe, expect, it } from 'vitest';
import type { MenuSeed } from '../../../server/src/seed/menus/menu-seed.ts';
import { otherMenus } from '../../../server/src/seed/menus/other-menus.ts';
import { systemMenu } from '../../../server/src/seed/menus/system-menus.ts';
import type { PageCodes } from './page-codes.ts';
import {
  operationLogCodes,
  recordHistoryCodes,
  signInLogCodes,
} from './permission/audit-verify/audit-verify-codes.ts';
import { organizeAdminCodes } from './permission/organize-admin/organize-admin-codes.ts';
import { areaCodes } from './system/area/area-codes.ts';
import { areaColumns } from './system/area/area-columns.tsx';
import { authorizeCodes } from './system/authorize/authorize-codes.ts';
import { billRuleCodes } from './system/bill-rule/bill-rule-codes.ts';
import { billRuleColumns } from './system/bill-rule/bill-rule-columns.tsx';
import { departmentCodes } from './system/department/department-codes.ts';
import { departmentColumns } from './system/department/department-columns.tsx';
import { dictionaryCodes } from './system/dictionary/dictionary-codes.ts';
import { dictionaryColumns } from './system/dictionary/dictionary-columns.tsx';
import { onlineUserCodes } from './system/online-user/online-user-codes.ts';
import { onlineUserColumns } from './system/online-user/online-user-columns.tsx';
import { organizeCodes } from './system/organize/organize-codes.ts';
import { organizeColumns } from './system/organize/organize-columns.tsx';
import { positionCodes } from './system/position/position-codes.ts';
import { positionColumns } from './system/position/position-columns.tsx';
import { roleCodes } from './system/role/role-codes.ts';
import { roleColumns } from './system/role/role-columns.tsx';
import { securityPolicyCodes } from './system/security-policy/security-policy-codes.ts';
import { userCodes } from './system/user/user-codes.ts';
import { userColumns } from './system/user/user-columns.tsx';
import { printDevCodes } from './system-data/print-dev/print-dev-codes.ts';

type Kind = 'button' | 'column' | 'form';

/** The seeded menu's codes by menu enCode and kind: what an administrator can ever grant. */
const seeded = new Map<string, Record<Kind, Set<string>>>();
const walk = (menu: MenuSeed) => {
  seeded.set(menu.code, {
    button: new Set((menu.buttons ?? []).map(([code]) => code)),
    column: new Set((menu.columns ?? []).map(([code]) => code)),
    form: new Set((menu.forms ?? []).map(([code]) => code)),
  });
  for (const child of menu.children ?? []) walk(child);
};
for (const menu of [systemMenu, ...otherMenus]) walk(menu);

const pages: PageCodes[] = [
  roleCodes,
  authorizeCodes,
  organizeCodes,
  departmentCodes,
  positionCodes,
  onlineUserCodes,
  organizeAdminCodes,
  userCodes,
  dictionaryCodes,
  areaCodes,
  billRuleCodes,
  printDevCodes,
  securityPolicyCodes,
  operationLogCodes,
  signInLogCodes,
  recordHistoryCodes,
];

/** Codes of `codes` that the seeded menu of `menu` does not hold for `kind`. */
function missing(menu: string, kind: Kind, codes: Iterable<string>): string[] {
  const held = seeded.get(menu)?.[kind];
  return [...codes].filter((code) => !held?.has(code));
}

describe('the permission codes the pages ask for', () => {
  it.each(pages.map((p) => [p.menu, p] as const))(
    '%s: every declared code is in the seeded menu',
    (menu, codes) => {
      expect(seeded.has(menu)).toBe(true);
      for (const kind of ['button', 'column', 'form'] as const) {
        expect(missing(menu, kind, Object.keys(codes[kind])), `${menu} ${kind}`).toEqual([]);
      }
    },
  );

  // Cells are never rendered here: only the column ids and permission codes are read.
  const cells = new Proxy({}, { get: () => () => null }) as never;
  const columnSets: [menu: string, columns: { id: string; permission?: string | false }[]][] = [
    ['system.role', roleColumns(cells)],
    ['system.organize', organizeColumns(cells)],
    ['system.department', departmentColumns(() => null)],
    ['system.position', positionColumns(cells)],
    ['system.onlineUser', onlineUserColumns()],
    ['system.user', userColumns(cells)],
    ['system.dictionary', dictionaryColumns(() => null)],
    ['system.area', areaColumns(() => null)],
    ['system.billRule', billRuleColumns(cells)],
  ];
  it.each(columnSets)('%s: every permission-checked column is a seeded column code', (menu, columns) => {
    const codes = columns
      .filter((c) => c.permission !== false)
      .map((c) => (typeof c.permission === 'string' ? c.permission : c.id));
    expect(codes.length).toBeGreaterThan(0);
    expect(missing(menu, 'column', codes)).toEqual([]);
  });

  it('catches a misspelt code', () => {
    // @ts-expect-error a code the page did not declare does not compile
    expect(roleCodes.button.btn_delet).toBeUndefined();
    expect(missing('system.role', 'button', ['btn_edit', 'btn_delet'])).toEqual(['btn_delet']);
    expect(missing('system.nowhere', 'button', ['btn_add'])).toEqual(['btn_add']);
  });
});
