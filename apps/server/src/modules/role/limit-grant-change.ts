import type { contract } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../auth/session-auth.ts';
import { roleDataScopeOrgs, rolePermissions } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { loadDataScope } from '../../permissions/data-scope.ts';
import { loadGrants } from '../../permissions/load-grants.ts';
import { assertNotOwnRole, limitToHeld } from '../../permissions/role-limits.ts';

type SyncBody = z.output<typeof contract.role.syncPermission.body>;

/**
 * What a `sync_permission` may store for this caller. An administrator: everything asked. Anyone else:
 * never a role it holds itself (403), never a menu, button, column or form it is not granted (403 for
 * one added; those already on the role stay), and never a data scope wider than its own (403).
 */
export async function limitGrantChange(
  ctx: AppContext,
  auth: AuthContext,
  role: { id: string; dataScope: string },
  body: SyncBody,
): Promise<SyncBody> {
  if (auth.isAdministrator) return body;
  await assertNotOwnRole(ctx.db, auth, role.id);
  const [held, current, currentOrgs, scope] = await Promise.all([
    loadGrants(ctx.db, auth.userId, false),
    ctx.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.id)),
    ctx.db.select().from(roleDataScopeOrgs).where(eq(roleDataScopeOrgs.roleId, role.id)),
    loadDataScope(ctx.db, auth),
  ]);
  const now = (kind: string) => current.filter((g) => g.kind === kind).map((g) => g.itemId);
  if (!scope.all) {
    const before = new Set(currentOrgs.map((o) => o.organizeId));
    const widened =
      body.dataScope !== role.dataScope && body.dataScope !== 'own' && body.dataScope !== 'custom';
    const addedOutside =
      body.dataScope === 'custom' &&
      body.dataScopeOrgIds.some((id) => !before.has(id) && !scope.organizeIds.includes(id));
    if (widened || addedOutside) throw fail(403, serverMessages.forbidden);
  }
  return {
    ...body,
    menus: limitToHeld(body.menus, now('menu'), held.menus),
    buttons: limitToHeld(body.buttons, now('button'), held.items),
    columns: limitToHeld(body.columns, now('column'), held.items),
    forms: limitToHeld(body.forms, now('form'), held.items),
  };
}
