import type { Database } from '../db/database.ts';
import { newId } from '../db/new-id.ts';
import { rolePermissions, roles } from '../db/schema/index.ts';
import { type Duty, duties, dutyRoles, itemDuty, menuDuty } from '../permissions/duties.ts';
import type { MenuSeed } from './menus/menu-seed.ts';
import { menuCatalog, type SeededMenus } from './seed-menus.ts';

const descriptions: Record<Duty, string> = {
  system: '三员分立：组织、部门、岗位、用户与基础数据',
  security: '三员分立：角色、权限授权、分级管理、安全策略与在线用户',
  audit: '三员分立：只读操作日志、登录日志与变更历史',
};

/** Each page's directory, by code (a page under the root has none). */
function parents(): Map<string, string> {
  const parentOf = new Map<string, string>();
  const visit = (seed: MenuSeed) => {
    for (const child of seed.children ?? []) {
      parentOf.set(child.code, seed.code);
      visit(child);
    }
  };
  menuCatalog.forEach(visit);
  return parentOf;
}

/**
 * The three built-in roles of 三员分立 (migration 0021 adds the same to older databases): each holds the
 * pages of its duty (permissions/duties.ts), their directories, and the items of those pages that are of
 * the same duty. Answers each role's id.
 */
export async function seedDutyRoles(
  db: Database,
  seeded: SeededMenus,
  now: number,
): Promise<Record<Duty, string>> {
  const ids = Object.fromEntries(duties.map((duty) => [duty, newId()])) as Record<Duty, string>;
  await db.insert(roles).values(
    duties.map((duty) => ({
      id: ids[duty],
      fullName: dutyRoles[duty].names[0],
      enCode: dutyRoles[duty].enCode,
      type: 'user',
      dataScope: 'all',
      description: descriptions[duty],
      creatorTime: now,
    })),
  );
  const parentOf = parents();
  const rows = new Map<string, typeof rolePermissions.$inferInsert>();
  const grant = (duty: Duty, kind: string, itemId: string | undefined) => {
    if (itemId) rows.set(`${duty}/${kind}/${itemId}`, { roleId: ids[duty], kind, itemId });
  };
  for (const [code, id] of seeded.menuIds) {
    const duty = menuDuty(code);
    if (duty === 'common') continue;
    grant(duty, 'menu', id);
    const parent = parentOf.get(code);
    if (parent) grant(duty, 'menu', seeded.menuIds.get(parent));
  }
  for (const [key, id] of seeded.itemIds) {
    const [menuCode = '', kind = '', itemCode = ''] = key.split('/');
    const duty = menuDuty(menuCode);
    if (duty !== 'common' && itemDuty(menuCode, kind, itemCode) === duty) grant(duty, kind, id);
  }
  await db.insert(rolePermissions).values([...rows.values()]);
  return ids;
}
