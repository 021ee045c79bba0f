import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/session-auth.ts';
import type { Database } from '../db/database.ts';
import { menus, permissionItems } from '../db/schema/index.ts';
import { granted, loadGrants } from './load-grants.ts';

/** Column codes of a page the caller's roles do not grant (empty for administrators). */
export async function hiddenColumns(db: Database, auth: AuthContext, menuCode: string): Promise<Set<string>> {
  if (auth.isAdministrator) return new Set();
  const columns = await db
    .select({ id: permissionItems.id, enCode: permissionItems.enCode })
    .from(permissionItems)
    .innerJoin(menus, and(eq(menus.id, permissionItems.menuId), eq(menus.enCode, menuCode)))
    .where(eq(permissionItems.kind, 'column'));
  if (columns.length === 0) return new Set();
  const grants = await loadGrants(db, auth.userId, false);
  return new Set(columns.filter((c) => !granted(grants.items, c.id)).map((c) => c.enCode));
}

/** Rows without the hidden columns (a column code is the field name it hides). */
export function omitColumns<T extends Record<string, unknown>>(rows: T[], hidden: Set<string>): Partial<T>[] {
  if (hidden.size === 0) return rows;
  return rows.map(
    (row) => Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key))) as Partial<T>,
  );
}
