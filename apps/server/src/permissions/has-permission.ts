import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { menus, permissionItems, rolePermissions, roles, userRoles } from '../db/schema/index.ts';

const buttonGrant = alias(rolePermissions, 'button_grant');

/**
 * Whether a user's enabled roles grant a page (by menu enCode) and, when given, one of its buttons.
 * Read from the database on every request, so a role change applies at the caller's next request.
 */
export async function hasPermission(
  db: Database,
  userId: string,
  menuCode: string,
  buttonCode?: string,
): Promise<boolean> {
  const base = db
    .select({ one: menus.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabledMark, 1)))
    .innerJoin(rolePermissions, and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.kind, 'menu')))
    .innerJoin(menus, and(eq(menus.id, rolePermissions.itemId), eq(menus.enCode, menuCode)));
  if (!buttonCode) {
    const rows = await base.where(eq(userRoles.userId, userId)).limit(1);
    return rows.length > 0;
  }
  const rows = await base
    .innerJoin(
      permissionItems,
      and(
        eq(permissionItems.menuId, menus.id),
        eq(permissionItems.kind, 'button'),
        eq(permissionItems.enCode, buttonCode),
      ),
    )
    .innerJoin(
      buttonGrant,
      and(
        eq(buttonGrant.roleId, roles.id),
        eq(buttonGrant.kind, 'button'),
        eq(buttonGrant.itemId, permissionItems.id),
      ),
    )
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return rows.length > 0;
}
