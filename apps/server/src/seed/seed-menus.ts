import type { Database } from '../db/database.ts';
import { newId } from '../db/new-id.ts';
import { menus, permissionItems } from '../db/schema/index.ts';
import type { MenuSeed } from './menus/menu-seed.ts';
import { otherMenus } from './menus/other-menus.ts';
import { systemMenu } from './menus/system-menus.ts';

/** The whole seeded menu tree, in display order. */
export const menuCatalog: MenuSeed[] = [systemMenu, ...otherMenus];

/** Ids the seed gave: menu id by enCode, and permission item id by `menuCode/kind/itemCode`. */
export interface SeededMenus {
  menuIds: Map<string, string>;
  itemIds: Map<string, string>;
}

export async function seedMenus(db: Database): Promise<SeededMenus> {
  const menuRows: (typeof menus.$inferInsert)[] = [];
  const itemRows: (typeof permissionItems.$inferInsert)[] = [];
  const seeded: SeededMenus = { menuIds: new Map(), itemIds: new Map() };
  const visit = (seed: MenuSeed, parentId: string, sortCode: number) => {
    const id = newId();
    seeded.menuIds.set(seed.code, id);
    const isDirectory = Boolean(seed.children);
    menuRows.push({
      id,
      parentId,
      type: isDirectory ? 'C' : 'M',
      category: seed.category ?? (isDirectory ? 1 : 2),
      target: seed.target ?? '_self',
      urlAddress: seed.url ?? null,
      route: seed.route ?? '',
      component: seed.route ? `${seed.route}/index` : '',
      fullName: seed.names[0],
      nameEn: seed.names[1],
      nameZhtw: seed.names[2],
      enCode: seed.code,
      icon: seed.icon,
      sortCode,
    });
    const kinds = [
      ['button', seed.buttons],
      ['column', seed.columns],
      ['form', seed.forms],
    ] as const;
    for (const [kind, list] of kinds) {
      (list ?? []).forEach(([code, zh, en, zhtw], index) => {
        const itemId = newId();
        seeded.itemIds.set(`${seed.code}/${kind}/${code}`, itemId);
        itemRows.push({
          id: itemId,
          menuId: id,
          kind,
          enCode: code,
          fullName: zh,
          nameEn: en,
          nameZhtw: zhtw,
          sortCode: index,
        });
      });
    }
    seed.children?.forEach((child, index) => {
      visit(child, id, index + 1);
    });
  };
  menuCatalog.forEach((seed, index) => {
    visit(seed, '-1', index + 1);
  });
  await db.insert(menus).values(menuRows);
  await db.insert(permissionItems).values(itemRows);
  return seeded;
}
