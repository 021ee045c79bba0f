import { type Area, contract } from '@pmc/api-client/contract';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { areas } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { likePattern } from '../../lists/paging.ts';
import { serverMessages } from '../../messages.ts';
import { nextEnabledMark } from '../../records/enabled-state.ts';
import { assertUnique, found } from '../../records/guards.ts';
import { changedFields, nextModifyTime, updateVersioned } from '../../records/versioned-update.ts';

const api = contract.area;
const child = alias(areas, 'child');
// Written out in SQL: inside a sub-select Drizzle would leave the outer column unqualified.
const hasChildren = sql<boolean>`exists (select 1 from "areas" as c where c.parent_id = "areas"."id")`;
const KEYWORD_LIMIT = 200;
const rootOf = (id: string | undefined) => (!id || id === '0' ? '-1' : id);

type AreaRow = typeof areas.$inferSelect & { hasChildren: boolean };
const toArea = (row: AreaRow): Area => ({
  ...row,
  enabledMark: row.enabledMark === 1 ? 1 : 0,
  isLeaf: !row.hasChildren,
});

async function getArea(ctx: AppContext, id: string): Promise<AreaRow> {
  const [row] = await ctx.db
    .select({ ...areaColumns(), hasChildren })
    .from(areas)
    .where(eq(areas.id, id));
  return found(row);
}

function areaColumns() {
  return {
    id: areas.id,
    parentId: areas.parentId,
    fullName: areas.fullName,
    enCode: areas.enCode,
    type: areas.type,
    enabledMark: areas.enabledMark,
    sortCode: areas.sortCode,
    description: areas.description,
    creatorTime: areas.creatorTime,
    lastModifyTime: areas.lastModifyTime,
  };
}

async function parentType(ctx: AppContext, id: string | null, parentId: string): Promise<number> {
  if (parentId === '-1') return 1;
  const parent = await getArea(ctx, parentId).catch(() => {
    throw fail(400, serverMessages.parentNotFound);
  });
  // Walk up from the new parent: meeting the area itself means a loop.
  let cursor: string = parent.id;
  for (let depth = 0; depth < 10 && cursor !== '-1'; depth++) {
    if (cursor === id) throw fail(400, serverMessages.parentInvalid);
    const [up] = await ctx.db.select({ parentId: areas.parentId }).from(areas).where(eq(areas.id, cursor));
    cursor = up?.parentId ?? '-1';
  }
  return parent.type + 1;
}

export function registerAreaRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async ({ params, query }) => {
    const where = query.keyword
      ? or(ilike(areas.fullName, likePattern(query.keyword)), ilike(areas.enCode, likePattern(query.keyword)))
      : eq(areas.parentId, rootOf(params.id));
    const rows = await ctx.db
      .select({ ...areaColumns(), hasChildren })
      .from(areas)
      .where(where)
      .orderBy(asc(areas.sortCode), asc(areas.id))
      .limit(query.keyword ? KEYWORD_LIMIT : 1000);
    return { list: rows.map(toArea) };
  });

  registerEndpoint(app, ctx, api.selector, async ({ params }) => {
    const parentId = rootOf(params.parentId);
    const conditions = [eq(areas.parentId, parentId), eq(areas.enabledMark, 1)];
    const excluded = params.id && params.id !== '0' ? params.id : null;
    if (excluded) conditions.push(ne(areas.id, excluded));
    const rows = await ctx.db
      .select({
        id: areas.id,
        parentId: areas.parentId,
        fullName: areas.fullName,
        type: areas.type,
        hasChildren,
      })
      .from(areas)
      .where(and(...conditions))
      .orderBy(asc(areas.sortCode), asc(areas.id));
    return {
      list: rows.map((r) => ({
        id: r.id,
        parentId: r.parentId,
        fullName: r.fullName,
        type: String(r.type),
        isLeaf: !r.hasChildren,
        hasChildren: r.hasChildren,
      })),
    };
  });

  registerEndpoint(app, ctx, api.create, async ({ body, change }) => {
    const type = body.type ?? (await parentType(ctx, null, body.parentId));
    if (body.type !== undefined) await parentType(ctx, null, body.parentId);
    await assertUnique(ctx.db, areas, areas.enCode, body.enCode, areas.id);
    const id = newId();
    await change(async (tx, history) => {
      const values = { id, ...body, type, description: body.description ?? null, creatorTime: ctx.now() };
      await tx.insert(areas).values(values);
      history.created('area', id, values);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ params, body, change }) => {
    const row = await getArea(ctx, params.id);
    const changes = changedFields(body);
    // A new parent is checked (no loop) and, unless a level is sent, gives the level below it.
    if (changes.parentId !== undefined || changes.type !== undefined) {
      const derived = await parentType(ctx, row.id, changes.parentId ?? row.parentId);
      if (changes.type === undefined && changes.parentId !== undefined) changes.type = derived;
    }
    if (changes.enCode !== undefined)
      await assertUnique(ctx.db, areas, areas.enCode, changes.enCode, areas.id, row.id);
    await change(async (tx, history) => {
      await updateVersioned(tx, areas, row.id, body.lastModifyTime, changes, ctx.now());
      history.updated('area', row.id, row, changes);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) => toArea(await getArea(ctx, params.id)));

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const row = await getArea(ctx, params.id);
    const [kid] = await ctx.db
      .select({ id: child.id })
      .from(child)
      .where(eq(child.parentId, row.id))
      .limit(1);
    if (kid) throw fail(400, serverMessages.hasChildren);
    await change(async (tx, history) => {
      await tx.delete(areas).where(eq(areas.id, row.id));
      history.deleted('area', row.id, row);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.state, async ({ params, body, change }) => {
    const row = await getArea(ctx, params.id);
    const next = nextEnabledMark(body.enabledMark, row.enabledMark);
    if (next !== row.enabledMark)
      await change(async (tx, history) => {
        await tx
          .update(areas)
          .set({ enabledMark: next, lastModifyTime: nextModifyTime(areas.lastModifyTime, ctx.now()) })
          .where(eq(areas.id, row.id));
        history.updated('area', row.id, row, { enabledMark: next }, { action: 'state' });
      });
    return null;
  });
}
