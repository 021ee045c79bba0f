import { contract } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { organizes, users } from '../../db/schema/index.ts';
import { subtreeIds, toTreeNodes, withoutSubtree } from '../../db/tree.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { registerImportRoutes } from '../../import/import-routes.ts';
import { sortAndPage } from '../../lists/sort-rows.ts';
import { serverMessages } from '../../messages.ts';
import { inScope } from '../../permissions/data-scope.ts';
import { batchMessage, runBatch } from '../../records/run-batch.ts';
import { departmentImportKind } from './organize-import.ts';
import { createOrganize, removeOrganize, setOrganizeState, updateOrganize } from './organize-routes.ts';
import {
  assertRemovable,
  getOrganize,
  loadOrganizes,
  organizeNodeRow,
  toOrganize,
} from './organize-store.ts';

const api = contract.department;

async function getDepartment(ctx: AppContext, id: string) {
  const row = await getOrganize(ctx.db, id);
  if (row.category !== 'department') throw fail(400, serverMessages.recordNotFound);
  return row;
}

export function registerDepartmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerImportRoutes(app, ctx, api, departmentImportKind);

  registerEndpoint(app, ctx, api.list, async ({ query, scope }) => {
    const all = await loadOrganizes(ctx.db);
    const names = new Map(all.map((o) => [o.id, o.fullName]));
    const under = query.organizeId ? subtreeIds(all, query.organizeId) : null;
    const keyword = query.keyword?.toLowerCase();
    const rows = all
      .filter((o) => o.category === 'department' && inScope(scope, o.id, [o.managerId]))
      .filter((o) => !under || (under.has(o.id) && o.id !== query.organizeId))
      .filter(
        (o) =>
          !keyword || o.fullName.toLowerCase().includes(keyword) || o.enCode.toLowerCase().includes(keyword),
      )
      .map((o) => ({ ...o, parentName: names.get(o.parentId) ?? null }));
    return sortAndPage(
      rows,
      query,
      ['fullName', 'enCode', 'sortCode', 'creatorTime', 'enabledMark'],
      'sortCode',
    );
  });

  registerEndpoint(app, ctx, api.create, async ({ auth, body, change }) => {
    await createOrganize(ctx.db, ctx.now(), auth.userId, { ...body, category: 'department' }, change);
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ body, params, change }) => {
    await getDepartment(ctx, params.id);
    await updateOrganize(ctx.db, ctx.now(), params.id, body, change);
    return null;
  });

  // Its data scope is checked by the registrar (endpoint-scopes.ts).
  registerEndpoint(app, ctx, api.info, async ({ params }) => {
    const row = await getDepartment(ctx, params.id);
    const [parent] = await ctx.db
      .select({ fullName: organizes.fullName })
      .from(organizes)
      .where(eq(organizes.id, row.parentId));
    const [manager] = row.managerId
      ? await ctx.db.select({ realName: users.realName }).from(users).where(eq(users.id, row.managerId))
      : [];
    return { ...toOrganize(row, manager?.realName ?? null), parentName: parent?.fullName ?? null };
  });

  registerEndpoint(app, ctx, api.batchState, async ({ req, body, scope, setMessage, change }) => {
    const result = await runBatch(req, body.ids, async (id) => {
      const row = await getDepartment(ctx, id);
      if (!inScope(scope, row.id, [row.managerId])) throw fail(403, serverMessages.forbidden);
      await setOrganizeState(ctx, row, body.enabledMark, change);
    });
    setMessage(batchMessage(result));
    return result;
  });

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const row = await getDepartment(ctx, params.id);
    await assertRemovable(ctx.db, row.id);
    await removeOrganize(row, change);
    return null;
  });

  registerEndpoint(app, ctx, api.selector, async ({ params, scope }) => {
    const rows = (await loadOrganizes(ctx.db)).filter(
      (o) => o.enabledMark === 1 && inScope(scope, o.id, [o.managerId]),
    );
    const nodes = withoutSubtree(rows, params.id).map((o) => ({
      ...organizeNodeRow(o),
      // Companies group the departments; only departments can be chosen.
      disabled: o.category !== 'department',
    }));
    return { list: toTreeNodes(nodes) };
  });

  registerEndpoint(app, ctx, api.authSelector, async ({ scope }) => {
    const rows = (await loadOrganizes(ctx.db)).filter(
      (o) => o.enabledMark === 1 && inScope(scope, o.id, [o.managerId]),
    );
    const nodes = rows.map(organizeNodeRow);
    return { list: toTreeNodes(nodes) };
  });

  registerEndpoint(app, ctx, api.getMerchant, async ({ query }) => {
    const row = await getOrganize(ctx.db, query.DepartId);
    return { DepartId: row.id, merchantId: row.merchantId };
  });

  registerEndpoint(app, ctx, api.setMerchant, async ({ body, change }) => {
    const row = await getOrganize(ctx.db, body.DepartId);
    await change(async (tx, history) => {
      await tx
        .update(organizes)
        .set({ merchantId: body.merchantId || null, lastModifyTime: ctx.now() })
        .where(eq(organizes.id, row.id));
      history.updated(
        'organize',
        row.id,
        row,
        { merchantId: body.merchantId || null },
        { organizeId: row.id },
      );
    });
    return null;
  });
}
