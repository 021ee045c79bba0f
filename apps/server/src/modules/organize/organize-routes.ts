import { contract, type Organize } from '@pmc/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { organizeAdmins, organizes, users } from '../../db/schema/index.ts';
import { nest, toTreeNodes, withoutSubtree } from '../../db/tree.ts';
import { fail, failField } from '../../http/api-error.ts';
import { assertUnique } from '../../http/guards.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { serverMessages } from '../../messages.ts';
import { inScope, loadDataScope } from '../../permissions/data-scope.ts';
import {
  assertRemovable,
  assertValidParent,
  getOrganize,
  loadOrganizes,
  toOrganize,
} from './organize-store.ts';

const api = contract.organize;
type OrganizeInput = z.output<typeof api.create.body>;

/** Writes an organisation (create when id is null); shared with the department routes. */
export async function saveOrganize(
  db: Database,
  now: number,
  userId: string,
  id: string | null,
  input: OrganizeInput,
): Promise<void> {
  await assertValidParent(db, id, input.parentId);
  await assertUnique(db, organizes, organizes.enCode, input.enCode, organizes.id, id ?? undefined);
  if (input.managerId) {
    const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.managerId));
    if (!manager) throw failField('managerId', serverMessages.fieldInvalid);
  }
  const values = {
    parentId: input.parentId,
    category: input.category,
    fullName: input.fullName,
    enCode: input.enCode,
    managerId: input.managerId || null,
    shortName: input.propertyJson.shortName ?? null,
    enterpriseNature: input.propertyJson.enterpriseNature ?? null,
    enabledMark: input.enabledMark,
    sortCode: input.sortCode,
    description: input.description ?? null,
  };
  if (id) {
    await getOrganize(db, id);
    await db
      .update(organizes)
      .set({ ...values, lastModifyTime: now })
      .where(eq(organizes.id, id));
  } else {
    await db.insert(organizes).values({ id: newId(), ...values, creatorUserId: userId, creatorTime: now });
  }
}

function treeNode(o: Organize) {
  return {
    id: o.id,
    parentId: o.parentId,
    fullName: o.fullName,
    sortCode: o.sortCode,
    type: o.category,
    enCode: o.enCode,
    icon: o.category === 'company' ? 'company' : 'department',
  };
}

export function registerOrganizeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async ({ query, scope }) => {
    let rows = (await loadOrganizes(ctx.db)).filter((o) => inScope(scope, o.id, [o.managerId]));
    const keyword = query.keyword?.toLowerCase();
    if (keyword)
      rows = rows.filter(
        (o) => o.fullName.toLowerCase().includes(keyword) || o.enCode.toLowerCase().includes(keyword),
      );
    return { list: nest(rows) };
  });

  registerEndpoint(app, ctx, api.selector, async ({ params, scope }) => {
    const rows = (await loadOrganizes(ctx.db)).filter(
      (o) => o.enabledMark === 1 && inScope(scope, o.id, [o.managerId]),
    );
    return { list: toTreeNodes(withoutSubtree(rows, params.id).map(treeNode)) };
  });

  registerEndpoint(app, ctx, api.tree, async ({ scope }) => {
    const rows = (await loadOrganizes(ctx.db)).filter(
      (o) => o.enabledMark === 1 && inScope(scope, o.id, [o.managerId]),
    );
    return { list: toTreeNodes(rows.map(treeNode)) };
  });

  registerEndpoint(app, ctx, api.create, async ({ auth, body }) => {
    await saveOrganize(ctx.db, ctx.now(), auth.userId, null, body);
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ auth, body, params }) => {
    await saveOrganize(ctx.db, ctx.now(), auth.userId, params.id, body);
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) => {
    const row = await getOrganize(ctx.db, params.id);
    const [manager] = row.managerId
      ? await ctx.db.select({ realName: users.realName }).from(users).where(eq(users.id, row.managerId))
      : [];
    return toOrganize(row, manager?.realName ?? null);
  });

  registerEndpoint(app, ctx, api.remove, async ({ params }) => {
    const row = await getOrganize(ctx.db, params.id);
    await assertRemovable(ctx.db, row.id);
    await ctx.db.delete(organizes).where(eq(organizes.id, row.id));
    return null;
  });

  registerEndpoint(app, ctx, api.adminInfo, async ({ params }) => {
    const row = await getOrganize(ctx.db, params.organizeId);
    const list = await ctx.db
      .select({
        userId: users.id,
        account: users.account,
        realName: users.realName,
        canView: organizeAdmins.canView,
        canAdd: organizeAdmins.canAdd,
        canEdit: organizeAdmins.canEdit,
        canRemove: organizeAdmins.canRemove,
      })
      .from(organizeAdmins)
      .innerJoin(users, eq(users.id, organizeAdmins.userId))
      .where(eq(organizeAdmins.organizeId, row.id))
      .orderBy(users.account);
    return { organizeId: row.id, list };
  });

  // Replaces the organisation's delegations in one transaction; any right implies viewing.
  registerEndpoint(app, ctx, api.adminUpdate, async ({ auth, params, body }) => {
    const row = await getOrganize(ctx.db, params.organizeId);
    const byUser = new Map(body.list.map((entry) => [entry.userId, entry]));
    const ids = [...byUser.keys()];
    if (ids.length > 0) {
      const existing = await ctx.db
        .select({ id: users.id, organizeId: users.organizeId, creatorUserId: users.creatorUserId })
        .from(users)
        .where(inArray(users.id, ids));
      if (existing.length !== ids.length) throw fail(400, serverMessages.fieldInvalid, { field: 'list' });
      // A delegator hands rights only to people they may manage themselves.
      const scope = await loadDataScope(ctx.db, auth, 'edit');
      for (const user of existing)
        if (!inScope(scope, user.organizeId, [user.creatorUserId, user.id]))
          throw fail(403, serverMessages.forbidden);
    }
    await ctx.db.transaction(async (tx) => {
      await tx.delete(organizeAdmins).where(eq(organizeAdmins.organizeId, row.id));
      if (ids.length > 0)
        await tx.insert(organizeAdmins).values(
          [...byUser.values()].map((entry) => ({
            organizeId: row.id,
            userId: entry.userId,
            canView: entry.canView || entry.canAdd || entry.canEdit || entry.canRemove,
            canAdd: entry.canAdd,
            canEdit: entry.canEdit,
            canRemove: entry.canRemove,
          })),
        );
    });
    return null;
  });
}
