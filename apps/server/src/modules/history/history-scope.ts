import { type HistoryKind, historyKindMenus, historyKinds } from '@pmc/api-client/contract';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/session-auth.ts';
import type { Database } from '../../db/database.ts';
import { menus, recordHistory, rolePermissions, roles, userRoles } from '../../db/schema/index.ts';
import type { DataScopeFilter } from '../../permissions/data-scope.ts';

/** The kinds whose page the caller holds: a record's history is read by those who may read the record. */
export async function readableKinds(db: Database, auth: AuthContext): Promise<HistoryKind[]> {
  if (auth.isAdministrator) return [...historyKinds];
  const held = await db
    .selectDistinct({ code: menus.enCode })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabledMark, 1)))
    .innerJoin(rolePermissions, and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.kind, 'menu')))
    .innerJoin(menus, eq(menus.id, rolePermissions.itemId))
    .where(eq(userRoles.userId, auth.userId));
  const codes = new Set(held.map((h) => h.code));
  return historyKinds.filter((kind) => historyKindMenus[kind].some((menu) => codes.has(menu)));
}

/**
 * The history entries a caller may read: of a kind whose page they hold, and, for records of an
 * organisation, of one inside their data scope at the time of the change; their own changes and
 * their own user record always.
 */
export function historyScopeCondition(
  scope: DataScopeFilter,
  auth: AuthContext,
  kinds: readonly HistoryKind[],
): SQL {
  if (kinds.length === 0) return sql`false`;
  const ofKinds = kinds.length === historyKinds.length ? undefined : inArray(recordHistory.kind, [...kinds]);
  if (scope.all) return ofKinds ?? sql`true`;
  const visible = or(
    isNull(recordHistory.organizeId),
    scope.organizeIds.length ? inArray(recordHistory.organizeId, scope.organizeIds) : undefined,
    eq(recordHistory.userId, auth.userId),
    and(eq(recordHistory.kind, 'user'), eq(recordHistory.recordId, auth.userId)),
  );
  return and(ofKinds, visible) as SQL;
}
