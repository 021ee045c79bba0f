import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/session-auth.ts';
import type { Database } from '../db/database.ts';
import { organizes, roleDataScopeOrgs, roles, userRoles } from '../db/schema/index.ts';
import { subtreeIds } from '../db/tree.ts';
import { delegatedOrganizeIds, type ScopeAction } from './delegated-scope.ts';

/** What records a caller may see: everything, or those of some organisations and/or their own. */
export type DataScopeFilter = { all: true } | { all: false; organizeIds: string[]; ownUserId: string | null };

/**
 * The union of the data scopes of the caller's enabled roles (the widest wins) and of the
 * organisations delegated to the caller for `action` (分级管理). Read per request, so a role or
 * delegation change applies at once.
 */
export async function loadDataScope(
  db: Database,
  auth: AuthContext,
  action: ScopeAction = 'view',
): Promise<DataScopeFilter> {
  if (auth.isAdministrator) return { all: true };
  const userRoleRows = await db
    .select({ id: roles.id, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabledMark, 1)))
    .where(eq(userRoles.userId, auth.userId));
  if (userRoleRows.some((r) => r.dataScope === 'all')) return { all: true };
  const organizeIds = new Set<string>(await delegatedOrganizeIds(db, auth.userId, action));
  let orgRows: { id: string; parentId: string }[] | null = null;
  for (const role of userRoleRows) {
    if (role.dataScope === 'org' && auth.organizeId) organizeIds.add(auth.organizeId);
    if (role.dataScope === 'orgAndBelow' && auth.organizeId) {
      orgRows ??= await db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes);
      for (const id of subtreeIds(orgRows, auth.organizeId)) organizeIds.add(id);
    }
    if (role.dataScope === 'custom') {
      const chosen = await db
        .select({ organizeId: roleDataScopeOrgs.organizeId })
        .from(roleDataScopeOrgs)
        .where(eq(roleDataScopeOrgs.roleId, role.id));
      for (const row of chosen) organizeIds.add(row.organizeId);
    }
  }
  // Every scope includes the caller's own records ('own' is exactly that).
  return { all: false, organizeIds: [...organizeIds], ownUserId: auth.userId };
}

/** SQL condition of a scope over a record's organisation and owner columns; undefined = no filter. */
export function scopeCondition(
  scope: DataScopeFilter,
  organizeColumn: PgColumn,
  ownerColumns: PgColumn[],
): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.organizeIds.length > 0) parts.push(inArray(organizeColumn, scope.organizeIds));
  if (scope.ownUserId) for (const column of ownerColumns) parts.push(eq(column, scope.ownUserId));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/** Whether one record lies inside a scope. */
export function inScope(
  scope: DataScopeFilter,
  organizeId: string | null,
  ownerIds: (string | null)[],
): boolean {
  if (scope.all) return true;
  if (organizeId && scope.organizeIds.includes(organizeId)) return true;
  return scope.ownUserId !== null && ownerIds.includes(scope.ownUserId);
}
