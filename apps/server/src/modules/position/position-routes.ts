import { contract, type Position } from '@pmc/api-client/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { organizes, positions, userPositions } from '../../db/schema/index.ts';
import { subtreeIds, toTreeNodes } from '../../db/tree.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { registerImportRoutes } from '../../import/import-routes.ts';
import { listPage } from '../../lists/list-page.ts';
import { serverMessages } from '../../messages.ts';
import { type DataScopeFilter, inScope, scopeCondition } from '../../permissions/data-scope.ts';
import { hiddenColumns, omitColumns } from '../../permissions/hidden-columns.ts';
import { assertUnique, found } from '../../records/guards.ts';
import { batchMessage, runBatch } from '../../records/run-batch.ts';
import { changedFields, nextModifyTime, updateVersioned } from '../../records/versioned-update.ts';
import { organizeNodeRow } from '../organize/organize-store.ts';
import { positionImportKind } from './position-import.ts';

const api = contract.position;
const columns = {
  id: positions.id,
  fullName: positions.fullName,
  enCode: positions.enCode,
  type: positions.type,
  organizeId: positions.organizeId,
  organizeName: organizes.fullName,
  enabledMark: positions.enabledMark,
  sortCode: positions.sortCode,
  description: positions.description,
  creatorTime: positions.creatorTime,
  lastModifyTime: positions.lastModifyTime,
  creatorUserId: positions.creatorUserId,
};
// Written out in SQL so the outer "positions"."id" stays qualified inside the sub-select.
const holderCount = sql<number>`(select count(*)::int from "user_positions" as up where up.position_id = "positions"."id")`;

function toPosition(row: { [K in keyof typeof columns]: unknown }): Position {
  const { creatorUserId: _c, ...rest } = row as Position & { creatorUserId: string | null };
  return { ...rest, enabledMark: rest.enabledMark === 1 ? 1 : 0 };
}

async function validate(ctx: AppContext, id: string | null, body: { organizeId: string; enCode: string }) {
  const [org] = await ctx.db
    .select({ id: organizes.id })
    .from(organizes)
    .where(eq(organizes.id, body.organizeId));
  if (!org) throw fail(400, serverMessages.fieldInvalid, { field: 'organizeId' });
  await assertUnique(ctx.db, positions, positions.enCode, body.enCode, positions.id, id ?? undefined);
}

const inPositionScope = (scope: DataScopeFilter) =>
  scopeCondition(scope, positions.organizeId, [positions.creatorUserId]);

export function registerPositionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerImportRoutes(app, ctx, api, positionImportKind);

  registerEndpoint(app, ctx, api.list, async ({ auth, query, scope }) => {
    const where = [inPositionScope(scope)];
    if (query.organizeId) {
      const all = await ctx.db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes);
      where.push(inArray(positions.organizeId, [...subtreeIds(all, query.organizeId)]));
    }
    const hidden = await hiddenColumns(ctx.db, auth, 'system.position');
    const page = await listPage(
      ctx.db,
      query,
      {
        from: positions,
        columns: { ...columns, holderCount },
        joins: [{ table: organizes, on: eq(organizes.id, positions.organizeId) }],
        where,
        keywordColumns: [positions.fullName, positions.enCode],
        sortable: {
          fullName: positions.fullName,
          enCode: positions.enCode,
          type: positions.type,
          sortCode: positions.sortCode,
          creatorTime: positions.creatorTime,
          enabledMark: positions.enabledMark,
        },
        defaultOrder: [asc(positions.sortCode)],
        id: positions.id,
      },
      ({ holderCount: n, ...row }) => ({ ...toPosition(row), holderCount: n }),
    );
    return {
      ...page,
      list: omitColumns(page.list, hidden) as (Partial<Position> & { id: string; holderCount: number })[],
    };
  });

  registerEndpoint(app, ctx, api.selector, async ({ scope }) => {
    const orgs = (await ctx.db.select().from(organizes).where(eq(organizes.enabledMark, 1))).filter((o) =>
      inScope(scope, o.id, [o.managerId]),
    );
    const list = await ctx.db
      .select()
      .from(positions)
      .where(and(eq(positions.enabledMark, 1), inPositionScope(scope)));
    const nodes = [
      ...orgs.map((o) => ({ ...organizeNodeRow(o), disabled: true })),
      ...list.map((p) => ({
        id: p.id,
        parentId: p.organizeId,
        fullName: p.fullName,
        sortCode: p.sortCode,
        type: 'position',
        icon: 'position',
        enCode: p.enCode,
      })),
    ];
    return { list: toTreeNodes(nodes) };
  });

  registerEndpoint(app, ctx, api.all, async ({ scope }) => {
    const rows = await ctx.db
      .select(columns)
      .from(positions)
      .leftJoin(organizes, eq(organizes.id, positions.organizeId))
      .where(and(eq(positions.enabledMark, 1), inPositionScope(scope)))
      .orderBy(asc(positions.sortCode), asc(positions.id));
    return { list: rows.map(toPosition) };
  });

  registerEndpoint(app, ctx, api.create, async ({ auth, body, change }) => {
    await validate(ctx, null, body);
    const id = newId();
    await change(async (tx, history) => {
      const values = {
        id,
        ...body,
        description: body.description ?? null,
        creatorUserId: auth.userId,
        creatorTime: ctx.now(),
      };
      await tx.insert(positions).values(values);
      history.created('position', id, values, { organizeId: body.organizeId });
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ params, body, change }) => {
    const id = params.id;
    const [stored] = await ctx.db.select().from(positions).where(eq(positions.id, id));
    const before = found(stored);
    const changes = changedFields(body);
    await validate(ctx, id, { ...before, ...changes });
    await change(async (tx, history) => {
      await updateVersioned(tx, positions, id, body.lastModifyTime, changes, ctx.now());
      history.updated('position', id, before, changes, {
        organizeId: changes.organizeId ?? before.organizeId,
      });
    });
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) => {
    const [row] = await ctx.db
      .select(columns)
      .from(positions)
      .leftJoin(organizes, eq(organizes.id, positions.organizeId))
      .where(eq(positions.id, params.id));
    return toPosition(found(row));
  });

  registerEndpoint(app, ctx, api.batchState, async ({ req, body, scope, setMessage, change }) => {
    const result = await runBatch(req, body.ids, async (id) => {
      const [row] = await ctx.db
        .select({
          id: positions.id,
          organizeId: positions.organizeId,
          creatorUserId: positions.creatorUserId,
          enabledMark: positions.enabledMark,
        })
        .from(positions)
        .where(eq(positions.id, id));
      const position = found(row);
      if (!inScope(scope, position.organizeId, [position.creatorUserId]))
        throw fail(403, serverMessages.forbidden);
      if (position.enabledMark === body.enabledMark) return;
      await change(async (tx, history) => {
        await tx
          .update(positions)
          .set({
            enabledMark: body.enabledMark,
            lastModifyTime: nextModifyTime(positions.lastModifyTime, ctx.now()),
          })
          .where(eq(positions.id, id));
        history.updated(
          'position',
          id,
          position,
          { enabledMark: body.enabledMark },
          { action: 'state', organizeId: position.organizeId },
        );
      });
    });
    setMessage(batchMessage(result));
    return result;
  });

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const id = params.id;
    const row = found((await ctx.db.select().from(positions).where(eq(positions.id, id)))[0]);
    const [holder] = await ctx.db
      .select({ userId: userPositions.userId })
      .from(userPositions)
      .where(eq(userPositions.positionId, id))
      .limit(1);
    if (holder) throw fail(400, serverMessages.stillReferenced);
    await change(async (tx, history) => {
      await tx.delete(positions).where(eq(positions.id, id));
      history.deleted('position', id, row, { organizeId: row.organizeId });
    });
    return null;
  });
}
