import type { HistoryKind } from '@pmc/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { StoredChange, StoredName } from '../db/schema/history.ts';
import {
  areas,
  dictionaryData,
  dictionaryTypes,
  menus,
  organizes,
  permissionItems,
  positions,
  roles,
  users,
} from '../db/schema/index.ts';

/** What an id field of a kind refers to, so its name can be kept beside the id. */
type Target = 'organize' | 'user' | 'role' | 'position' | 'menu' | 'item' | 'dictType' | 'dictData' | 'area';

const referenceFields: Record<HistoryKind, Readonly<Record<string, Target>>> = {
  user: { organizeId: 'organize', managerId: 'user', roleIds: 'role', positionIds: 'position' },
  organize: { parentId: 'organize', managerId: 'user', adminUserIds: 'user' },
  position: { organizeId: 'organize' },
  role: {
    menus: 'menu',
    buttons: 'item',
    columns: 'item',
    forms: 'item',
    dataScopeOrgIds: 'organize',
    userIds: 'user',
  },
  dictionaryType: { parentId: 'dictType' },
  dictionaryData: { parentId: 'dictData', dictionaryTypeId: 'dictType' },
  area: { parentId: 'area' },
  billRule: {},
  printTemplate: {},
  securityPolicy: {},
};

/** Looks up the current names of some ids of one target (menus and permission items in three languages). */
async function lookUp(db: Database, target: Target, ids: string[]): Promise<[string, StoredName][]> {
  if (target === 'menu' || target === 'item') {
    const rows =
      target === 'menu'
        ? await db
            .select({ id: menus.id, zh: menus.fullName, en: menus.nameEn, zhtw: menus.nameZhtw })
            .from(menus)
            .where(inArray(menus.id, ids))
        : await db
            .select({
              id: permissionItems.id,
              zh: permissionItems.fullName,
              en: permissionItems.nameEn,
              zhtw: permissionItems.nameZhtw,
              menuZh: menus.fullName,
              menuEn: menus.nameEn,
              menuZhtw: menus.nameZhtw,
            })
            .from(permissionItems)
            .innerJoin(menus, eq(menus.id, permissionItems.menuId))
            .where(inArray(permissionItems.id, ids));
    return rows.map((row) => {
      // A button is named with its page ("用户管理 · 删除"): every page has a 新建.
      const page = row as { menuZh?: string; menuEn?: string; menuZhtw?: string };
      const name = page.menuZh
        ? {
            zh: `${page.menuZh} · ${row.zh}`,
            en: `${page.menuEn} · ${row.en}`,
            zhtw: `${page.menuZhtw} · ${row.zhtw}`,
          }
        : { zh: row.zh, en: row.en, zhtw: row.zhtw };
      return [row.id, name];
    });
  }
  const table = {
    organize: { t: organizes, id: organizes.id, name: organizes.fullName },
    user: { t: users, id: users.id, name: users.realName },
    role: { t: roles, id: roles.id, name: roles.fullName },
    position: { t: positions, id: positions.id, name: positions.fullName },
    dictType: { t: dictionaryTypes, id: dictionaryTypes.id, name: dictionaryTypes.fullName },
    dictData: { t: dictionaryData, id: dictionaryData.id, name: dictionaryData.fullName },
    area: { t: areas, id: areas.id, name: areas.fullName },
  }[target];
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table.t)
    .where(inArray(table.id, ids));
  return rows.map((row) => [row.id, row.name]);
}

/** The ids each change of `kind` mentions, grouped by what they refer to. */
function referencedIds(kind: HistoryKind, changes: StoredChange[], into: Map<Target, Set<string>>) {
  const fields = referenceFields[kind];
  for (const change of changes) {
    const target = Object.hasOwn(fields, change.field) ? fields[change.field] : undefined;
    if (!target) continue;
    const set = into.get(target) ?? new Set<string>();
    for (const value of [change.before, change.after, change.added, change.removed].flat())
      if (typeof value === 'string' && value !== '' && value !== '-1' && value !== '0') set.add(value);
    into.set(target, set);
  }
}

/**
 * The names, as they are now (inside the change's transaction, so as they were at the time), of every id
 * the given entries mention: one query per kind of reference for a whole batch of entries.
 */
export async function namesOf(
  db: Database,
  entries: readonly { kind: HistoryKind; changes: StoredChange[] }[],
): Promise<Map<string, StoredName>> {
  const wanted = new Map<Target, Set<string>>();
  for (const entry of entries) referencedIds(entry.kind, entry.changes, wanted);
  const names = new Map<string, StoredName>();
  for (const [target, ids] of wanted) {
    if (ids.size === 0) continue;
    for (const [id, name] of await lookUp(db, target, [...ids])) names.set(id, name);
  }
  return names;
}

/** The names one entry needs, picked from a batch's lookup. */
export function namesFor(
  kind: HistoryKind,
  changes: StoredChange[],
  all: Map<string, StoredName>,
): Record<string, StoredName> {
  const wanted = new Map<Target, Set<string>>();
  referencedIds(kind, changes, wanted);
  const picked: Record<string, StoredName> = {};
  for (const ids of wanted.values())
    for (const id of ids) {
      const name = all.get(id);
      if (name !== undefined) picked[id] = name;
    }
  return picked;
}
