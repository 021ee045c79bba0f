import { contract, type DictionaryType } from '@pmc/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { dictionaryData, dictionaryTypes } from '../../db/schema/index.ts';
import { nest, subtreeIds, toTreeNodes, withoutSubtree } from '../../db/tree.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { assertUnique, found } from '../../records/guards.ts';
import { changedFields, updateVersioned } from '../../records/versioned-update.ts';

const api = contract.dictionaryType;
type TypeRow = typeof dictionaryTypes.$inferSelect;

export function toDictionaryType(row: TypeRow): DictionaryType {
  return { ...row, isTree: row.isTree === 1 ? 1 : 0, enabledMark: row.enabledMark === 1 ? 1 : 0 };
}

export async function getDictionaryType(ctx: AppContext, id: string): Promise<TypeRow> {
  const [row] = await ctx.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id));
  return found(row);
}

async function assertParent(ctx: AppContext, id: string | null, parentId: string) {
  if (parentId === '-1' || parentId === '0') return;
  const all = await ctx.db
    .select({ id: dictionaryTypes.id, parentId: dictionaryTypes.parentId })
    .from(dictionaryTypes);
  if (!all.some((r) => r.id === parentId)) throw fail(400, serverMessages.parentNotFound);
  if (id && subtreeIds(all, id).has(parentId)) throw fail(400, serverMessages.parentInvalid);
}

export function registerDictionaryTypeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async () => {
    const rows = await ctx.db.select().from(dictionaryTypes).orderBy(asc(dictionaryTypes.sortCode));
    return { list: nest(rows.map(toDictionaryType)) };
  });

  registerEndpoint(app, ctx, api.selector, async ({ params }) => {
    const rows = await ctx.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enabledMark, 1));
    const nodes = withoutSubtree(rows, params.id).map((r) => ({
      id: r.id,
      parentId: r.parentId,
      fullName: r.fullName,
      enCode: r.enCode,
      sortCode: r.sortCode,
      isTree: r.isTree,
      type: 'dictionaryType',
    }));
    return { list: toTreeNodes(nodes) };
  });

  registerEndpoint(app, ctx, api.create, async ({ body, change }) => {
    await assertParent(ctx, null, body.parentId);
    await assertUnique(ctx.db, dictionaryTypes, dictionaryTypes.enCode, body.enCode, dictionaryTypes.id);
    const id = newId();
    await change(async (tx, history) => {
      const values = { id, ...body, description: body.description ?? null, creatorTime: ctx.now() };
      await tx.insert(dictionaryTypes).values(values);
      history.created('dictionaryType', id, values);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ params, body, change }) => {
    const row = await getDictionaryType(ctx, params.id);
    const changes = changedFields(body);
    if (changes.parentId !== undefined) await assertParent(ctx, row.id, changes.parentId);
    if (changes.enCode !== undefined)
      await assertUnique(
        ctx.db,
        dictionaryTypes,
        dictionaryTypes.enCode,
        changes.enCode,
        dictionaryTypes.id,
        row.id,
      );
    await change(async (tx, history) => {
      await updateVersioned(tx, dictionaryTypes, row.id, body.lastModifyTime, changes, ctx.now());
      history.updated('dictionaryType', row.id, row, changes);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) =>
    toDictionaryType(await getDictionaryType(ctx, params.id)),
  );

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const row = await getDictionaryType(ctx, params.id);
    const [child] = await ctx.db
      .select({ id: dictionaryTypes.id })
      .from(dictionaryTypes)
      .where(eq(dictionaryTypes.parentId, row.id))
      .limit(1);
    if (child) throw fail(400, serverMessages.hasChildren);
    const [item] = await ctx.db
      .select({ id: dictionaryData.id })
      .from(dictionaryData)
      .where(eq(dictionaryData.dictionaryTypeId, row.id))
      .limit(1);
    if (item) throw fail(400, serverMessages.stillReferenced);
    await change(async (tx, history) => {
      await tx.delete(dictionaryTypes).where(eq(dictionaryTypes.id, row.id));
      history.deleted('dictionaryType', row.id, row);
    });
    return null;
  });
}
