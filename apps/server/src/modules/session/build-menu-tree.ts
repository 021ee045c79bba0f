import type { MenuEntry, PermissionEntry } from '@pmc/api-client/contract';
import { grantedMenus } from '@pmc/permissions/authorize';
import type { menus, permissionItems } from '../../db/schema/index.ts';
import { type Grants, granted } from '../../permissions/load-grants.ts';

type MenuRow = typeof menus.$inferSelect;
type ItemRow = typeof permissionItems.$inferSelect;

function toEntry(row: MenuRow): MenuEntry {
  return {
    id: row.id,
    parentId: row.parentId,
    type: row.type === 'C' ? 'C' : 'M',
    category: row.category as MenuEntry['category'],
    target: row.target === '_blank' ? '_blank' : '_self',
    urlAddress: row.urlAddress,
    route: row.route,
    component: row.component,
    menu_name: row.fullName,
    fullName: row.fullName,
    menuNames: { zh: row.fullName, en: row.nameEn, zhtw: row.nameZhtw },
    enCode: row.enCode,
    icon: row.icon,
    sortCode: row.sortCode,
    children: [],
  };
}

/**
 * The menu tree a user sees: granted pages, and the directories above them that still hold
 * something visible; plus the permission entry of every visible page.
 */
export function buildMenuTree(
  rows: MenuRow[],
  items: ItemRow[],
  grants: Grants,
): { menuList: MenuEntry[]; permissionList: PermissionEntry[] } {
  const sorted = [...rows].sort((a, b) => a.sortCode - b.sortCode || a.id.localeCompare(b.id));
  const byParent = new Map<string, MenuRow[]>();
  for (const row of sorted) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: string): MenuEntry[] =>
    (byParent.get(parentId) ?? []).map((row) => ({ ...toEntry(row), children: build(row.id) }));
  // The same walk the authorize screen's preview runs (@pmc/permissions), so the two cannot differ.
  const visiblePages: MenuEntry[] = [];
  const menuList = grantedMenus(build('-1'), (id) => granted(grants.menus, id), visiblePages);
  const itemsByMenu = new Map<string, ItemRow[]>();
  for (const item of [...items].sort((a, b) => a.sortCode - b.sortCode)) {
    if (!granted(grants.items, item.id)) continue;
    const list = itemsByMenu.get(item.menuId) ?? [];
    list.push(item);
    itemsByMenu.set(item.menuId, list);
  }
  const permissionList = visiblePages.map((page) => {
    const pageItems = itemsByMenu.get(page.id) ?? [];
    const pick = (kind: string) =>
      pageItems.filter((i) => i.kind === kind).map((i) => ({ enCode: i.enCode, fullName: i.fullName }));
    return { modelId: page.id, button: pick('button'), column: pick('column'), form: pick('form') };
  });
  return { menuList, permissionList };
}
