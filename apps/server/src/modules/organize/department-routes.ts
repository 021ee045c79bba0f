import { contract } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { organizes } from '../../db/schema/index.ts';
import { subtreeIds, toTreeNodes, withoutSubtree } from '../../db/tree.ts';
import { fail } from '../../http/api-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { sortAndPage } from '../../http/sort-rows.ts';
import { serverMessages } from '../../messages.ts';
import { inScope } from '../../permissions/data-scope.ts';
import { saveOrganize } from './organize-routes.ts';
import { assertRemovable, getOrganize, loadOrganizes, organizeNodeRow } from './organize-store.ts';

const api = contract.department;

async function getDepartment(ctx: AppContext, id: string) {
  const row = await getOrganize(ctx.db, id);
  if (row.category !== 'department') throw fail(400, serverMessages.recordNotFound);
  return row;
}

export function registerDepartmentRoutes(app: FastifyInstance, ctx: AppContext): void {
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

  registerEndpoint(app, ctx, api.create, async ({ auth, body }) => {
    await saveOrganize(ctx.db, ctx.now(), auth.userId, null, { ...body, category: 'department' });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ auth, body, params }) => {
    await getDepartment(ctx, params.id);
    await saveOrganize(ctx.db, ctx.now(), auth.userId, params.id, {
      ...body,
      category: 'department',
    });
    return null;
  });

  registerEndpoint(app, ctx, api.remove, async ({ params }) => {
    const row = await getDepartment(ctx, params.id);
    await assertRemovable(ctx.db, row.id);
    await ctx.db.delete(organizes).where(eq(organizes.id, row.id));
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

  registerEndpoint(app, ctx, api.setMerchant, async ({ body }) => {
    const row = await getOrganize(ctx.db, body.DepartId);
    await ctx.db
      .update(organizes)
      .set({ merchantId: body.merchantId || null, lastModifyTime: ctx.now() })
      .where(eq(organizes.id, row.id));
    return null;
  });
}
