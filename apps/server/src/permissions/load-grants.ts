import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rolePermissions, roles, userRoles } from '../db/schema/index.ts';

/** Menu ids and permission-item ids a user's enabled roles grant; 'all' for administrators. */
export interface Grants {
  menus: Set<string> | 'all';
  items: Set<string> | 'all';
}

export async function loadGrants(db: Database, userId: string, isAdministrator: boolean): Promise<Grants> {
  if (isAdministrator) return { menus: 'all', items: 'all' };
  const rows = await db
    .select({ kind: rolePermissions.kind, itemId: rolePermissions.itemId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabledMark, 1)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  const menus = new Set<string>();
  const items = new Set<string>();
  for (const row of rows) (row.kind === 'menu' ? menus : items).add(row.itemId);
  return { menus, items };
}

export function granted(set: Set<string> | 'all', id: string): boolean {
  return set === 'all' || set.has(id);
}
