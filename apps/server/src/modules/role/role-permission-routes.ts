import { contract, type PermissionTreeNode } from '@pmc/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import {
  menus,
  organizes,
  permissionItems,
  roleDataScopeOrgs,
  rolePermissions,
  roles,
} from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { assertDutiesApart } from '../../permissions/separation-of-duties.ts';
import { found } from '../../records/guards.ts';
import { limitGrantChange } from './limit-grant-change.ts';

const api = contract.role;
const kinds = [
  ['menus', 'menu'],
  ['buttons', 'button'],
  ['columns', 'column'],
  ['forms', 'form'],
] as const;

/** A role's grants as the sync body names them, read inside the change's transaction. */
async function grantsOf(db: Database, roleId: string): Promise<Record<string, unknown>> {
  const grants = await db.select().from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const orgs = await db.select().from(roleDataScopeOrgs).where(eq(roleDataScopeOrgs.roleId, roleId));
  const [role] = await db.select({ dataScope: roles.dataScope }).from(roles).where(eq(roles.id, roleId));
  return {
    ...Object.fromEntries(
      kinds.map(([field, kind]) => [field, grants.filter((g) => g.kind === kind).map((g) => g.itemId)]),
    ),
    dataScope: role?.dataScope ?? null,
    dataScopeOrgIds: orgs.map((o) => o.organizeId),
  };
}

export function registerRolePermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.permission, async ({ params }) => {
    const [role] = await ctx.db.select().from(roles).where(eq(roles.id, params.id));
    const row = found(role);
    const grants = await ctx.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, row.id));
    const orgs = await ctx.db.select().from(roleDataScopeOrgs).where(eq(roleDataScopeOrgs.roleId, row.id));
    const pick = (kind: string) => grants.filter((g) => g.kind === kind).map((g) => g.itemId);
    return {
      menus: pick('menu'),
      buttons: pick('button'),
      columns: pick('column'),
      forms: pick('form'),
      dataScope: row.dataScope as 'all',
      dataScopeOrgIds: orgs.map((o) => o.organizeId),
    };
  });

  // Names in the caller's language (the seed holds each menu and item name in zh, en and zhtw).
  registerEndpoint(app, ctx, api.permissionTree, async ({ req }) => {
    const nameOf = (row: { fullName: string; nameEn: string; nameZhtw: string }) =>
      req.locale === 'en' ? row.nameEn : req.locale === 'zhtw' ? row.nameZhtw : row.fullName;
    const menuRows = await ctx.db.select().from(menus).where(eq(menus.enabledMark, 1));
    const items = await ctx.db.select().from(permissionItems);
    const byParent = new Map<string, typeof menuRows>();
    for (const row of [...menuRows].sort((a, b) => a.sortCode - b.sortCode)) {
      byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
    }
    const pick = (menuId: string, kind: string) =>
      items
        .filter((i) => i.menuId === menuId && i.kind === kind)
        .sort((a, b) => a.sortCode - b.sortCode)
        .map((i) => ({ id: i.id, enCode: i.enCode, fullName: nameOf(i) }));
    const build = (parentId: string): PermissionTreeNode[] =>
      (byParent.get(parentId) ?? []).map((m) => ({
        id: m.id,
        parentId: m.parentId,
        fullName: nameOf(m),
        enCode: m.enCode,
        type: m.type === 'C' ? 'C' : 'M',
        buttons: pick(m.id, 'button'),
        columns: pick(m.id, 'column'),
        forms: pick(m.id, 'form'),
        children: build(m.id),
      }));
    return { list: build('-1') };
  });

  // Replaces every grant of the role in one transaction: either all of it is stored or none.
  registerEndpoint(app, ctx, api.syncPermission, async ({ auth, params, body: asked, change }) => {
    const [role] = await ctx.db
      .select({ id: roles.id, dataScope: roles.dataScope })
      .from(roles)
      .where(eq(roles.id, params.id));
    const roleId = found(role).id;
    let body = asked;
    const menuIds = [...new Set(body.menus)];
    const itemIds = [...new Set([...body.buttons, ...body.columns, ...body.forms])];
    const knownMenus = menuIds.length
      ? await ctx.db.select({ id: menus.id }).from(menus).where(inArray(menus.id, menuIds))
      : [];
    if (knownMenus.length !== menuIds.length)
      throw fail(400, serverMessages.fieldInvalid, { field: 'menus' });
    const knownItems = itemIds.length
      ? await ctx.db
          .select({ id: permissionItems.id, kind: permissionItems.kind })
          .from(permissionItems)
          .where(inArray(permissionItems.id, itemIds))
      : [];
    for (const [field, kind] of kinds.slice(1)) {
      const ids = body[field];
      if (ids.some((id) => knownItems.find((k) => k.id === id)?.kind !== kind)) {
        throw fail(400, serverMessages.fieldInvalid, { field });
      }
    }
    const orgIds = body.dataScope === 'custom' ? [...new Set(body.dataScopeOrgIds)] : [];
    if (orgIds.length) {
      const knownOrgs = await ctx.db
        .select({ id: organizes.id })
        .from(organizes)
        .where(inArray(organizes.id, orgIds));
      if (knownOrgs.length !== orgIds.length)
        throw fail(400, serverMessages.fieldInvalid, { field: 'dataScopeOrgIds' });
    }
    body = await limitGrantChange(ctx, auth, found(role), asked);
    await change(async (tx, history) => {
      const was = await grantsOf(tx, roleId);
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
      await tx.delete(roleDataScopeOrgs).where(eq(roleDataScopeOrgs.roleId, roleId));
      const rows = kinds.flatMap(([field, kind]) =>
        [...new Set(body[field])].map((itemId) => ({ roleId, kind, itemId })),
      );
      if (rows.length) await tx.insert(rolePermissions).values(rows);
      if (orgIds.length)
        await tx.insert(roleDataScopeOrgs).values(orgIds.map((organizeId) => ({ roleId, organizeId })));
      await tx
        .update(roles)
        .set({ dataScope: body.dataScope, lastModifyTime: ctx.now() })
        .where(eq(roles.id, roleId));
      // Per permission kind, what was added and removed (named by the recorder, as named today).
      history.granted(roleId, was, {
        ...Object.fromEntries(kinds.map(([field]) => [field, [...new Set(body[field])]])),
        dataScope: body.dataScope,
        dataScopeOrgIds: orgIds,
      });
      await assertDutiesApart(tx, { roleIds: [roleId] });
    });
    return null;
  });
}
