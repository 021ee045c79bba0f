import { contract, type DictionaryData, type DictionaryItem } from '@pmc/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { dictionaryData, dictionaryTypes } from '../../db/schema/index.ts';
import { nest, subtreeIds, toTreeNodes, withoutSubtree } from '../../db/tree.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { exportStampOf } from '../../export/export-stamp.ts';
import { sendXlsx } from '../../export/send-xlsx.ts';
import { fail } from '../../http/envelope-error.ts';
import { registerImportRoutes } from '../../import/import-routes.ts';
import { serverMessages } from '../../messages.ts';
import { nextEnabledMark } from '../../records/enabled-state.ts';
import { assertUnique, found } from '../../records/guards.ts';
import { changedFields, nextModifyTime, updateVersioned } from '../../records/versioned-update.ts';
import { dictionaryImportKind } from './dictionary-import.ts';
import { getDictionaryType } from './dictionary-type-routes.ts';

const api = contract.dictionaryData;
type DataRow = typeof dictionaryData.$inferSelect;

const toData = (row: DataRow): DictionaryData => ({ ...row, enabledMark: row.enabledMark === 1 ? 1 : 0 });

async function getData(ctx: AppContext, id: string): Promise<DataRow> {
  const [row] = await ctx.db.select().from(dictionaryData).where(eq(dictionaryData.id, id));
  return found(row);
}

async function validate(ctx: AppContext, id: string | null, body: z.output<typeof api.create.body>) {
  await getDictionaryType(ctx, body.dictionaryTypeId);
  const sameType = eq(dictionaryData.dictionaryTypeId, body.dictionaryTypeId);
  await assertUnique(
    ctx.db,
    dictionaryData,
    dictionaryData.enCode,
    body.enCode,
    dictionaryData.id,
    id ?? undefined,
    undefined,
    sameType,
  );
  if (body.parentId === '0' || body.parentId === '-1') return;
  const siblings = await ctx.db
    .select({ id: dictionaryData.id, parentId: dictionaryData.parentId })
    .from(dictionaryData)
    .where(sameType);
  if (!siblings.some((r) => r.id === body.parentId)) throw fail(400, serverMessages.parentNotFound);
  if (id && subtreeIds(siblings, id).has(body.parentId)) throw fail(400, serverMessages.parentInvalid);
}

export function registerDictionaryDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerImportRoutes(app, ctx, api, dictionaryImportKind);

  registerEndpoint(app, ctx, api.list, async ({ params, query }) => {
    const type = await getDictionaryType(ctx, params.id);
    const rows = (
      await ctx.db
        .select()
        .from(dictionaryData)
        .where(eq(dictionaryData.dictionaryTypeId, type.id))
        .orderBy(asc(dictionaryData.sortCode))
    ).map(toData);
    const keyword = query.keyword?.toLowerCase();
    const matching = keyword
      ? rows.filter(
          (r) => r.fullName.toLowerCase().includes(keyword) || r.enCode.toLowerCase().includes(keyword),
        )
      : rows;
    const asTree = (query.isTree ?? type.isTree) === 1 && !keyword;
    return { list: asTree ? nest(matching) : matching.map((r) => ({ ...r, hasChildren: false })) };
  });

  registerEndpoint(app, ctx, api.all, async () => {
    const types = await ctx.db
      .select()
      .from(dictionaryTypes)
      .where(eq(dictionaryTypes.enabledMark, 1))
      .orderBy(asc(dictionaryTypes.sortCode));
    const items = await ctx.db
      .select()
      .from(dictionaryData)
      .where(eq(dictionaryData.enabledMark, 1))
      .orderBy(asc(dictionaryData.sortCode));
    const list = types.map((t) => {
      const own = items
        .filter((i) => i.dictionaryTypeId === t.id)
        .map((i) => ({
          id: i.id,
          parentId: i.parentId,
          fullName: i.fullName,
          enCode: i.enCode,
          sortCode: i.sortCode,
        }));
      const strip = (nodes: ReturnType<typeof nest<(typeof own)[number]>>): DictionaryItem[] =>
        nodes.map(({ id, parentId, fullName, enCode, children }) => ({
          id,
          parentId,
          fullName,
          enCode,
          ...(children ? { children: strip(children) } : {}),
        }));
      const dictionaryList =
        t.isTree === 1
          ? strip(nest(own))
          : own.map(({ id, parentId, fullName, enCode }) => ({ id, parentId, fullName, enCode }));
      return {
        id: t.id,
        fullName: t.fullName,
        enCode: t.enCode,
        isTree: t.isTree === 1 ? (1 as const) : (0 as const),
        dictionaryList,
      };
    });
    return { list };
  });

  registerEndpoint(app, ctx, api.parentSelector, async ({ query }) => {
    const rows = await ctx.db
      .select()
      .from(dictionaryData)
      .where(
        and(eq(dictionaryData.dictionaryTypeId, query.dictionaryTypeId), eq(dictionaryData.enabledMark, 1)),
      );
    const nodes = withoutSubtree(rows, query.id).map((r) => ({
      id: r.id,
      parentId: r.parentId,
      fullName: r.fullName,
      enCode: r.enCode,
      sortCode: r.sortCode,
    }));
    return { list: toTreeNodes(nodes) };
  });

  registerEndpoint(app, ctx, api.create, async ({ body, change }) => {
    await validate(ctx, null, body);
    const id = newId();
    await change(async (tx, history) => {
      const values = { id, ...body, description: body.description ?? null, creatorTime: ctx.now() };
      await tx.insert(dictionaryData).values(values);
      history.created('dictionaryData', id, values);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ params, body, change }) => {
    const row = await getData(ctx, params.id);
    const changes = changedFields(body);
    // Checked as it will be stored: the fields sent over the stored ones.
    await validate(ctx, row.id, { ...toData(row), ...changes });
    await change(async (tx, history) => {
      await updateVersioned(tx, dictionaryData, row.id, body.lastModifyTime, changes, ctx.now());
      history.updated('dictionaryData', row.id, row, changes);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ query }) => toData(await getData(ctx, query.id)));

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const row = await getData(ctx, params.id);
    const [child] = await ctx.db
      .select({ id: dictionaryData.id })
      .from(dictionaryData)
      .where(eq(dictionaryData.parentId, row.id))
      .limit(1);
    if (child) throw fail(400, serverMessages.hasChildren);
    await change(async (tx, history) => {
      await tx.delete(dictionaryData).where(eq(dictionaryData.id, row.id));
      history.deleted('dictionaryData', row.id, row);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.state, async ({ params, body, change }) => {
    const row = await getData(ctx, params.id);
    const next = nextEnabledMark(body.enabledMark, row.enabledMark);
    if (next !== row.enabledMark)
      await change(async (tx, history) => {
        await tx
          .update(dictionaryData)
          .set({
            enabledMark: next,
            lastModifyTime: nextModifyTime(dictionaryData.lastModifyTime, ctx.now()),
          })
          .where(eq(dictionaryData.id, row.id));
        history.updated('dictionaryData', row.id, row, { enabledMark: next }, { action: 'state' });
      });
    return null;
  });

  registerEndpoint(app, ctx, api.export, async ({ auth, params, reply, req }) => {
    const type = await getDictionaryType(ctx, params.id);
    const rows = await ctx.db
      .select()
      .from(dictionaryData)
      .where(eq(dictionaryData.dictionaryTypeId, type.id))
      .orderBy(asc(dictionaryData.sortCode));
    const names = new Map(rows.map((r) => [r.id, r.fullName]));
    await sendXlsx(
      reply,
      `${type.fullName}-${type.enCode}`,
      type.fullName,
      [
        { header: '名称', value: (r: DataRow) => r.fullName, width: 24 },
        { header: '编码', value: (r) => r.enCode },
        { header: '上级', value: (r) => names.get(r.parentId) ?? '' },
        { header: '排序', value: (r) => r.sortCode, width: 8 },
        { header: '状态', value: (r) => (r.enabledMark === 1 ? '启用' : '禁用'), width: 8 },
        { header: '说明', value: (r) => r.description ?? '', width: 30 },
      ],
      rows,
      exportStampOf(ctx, auth, req.locale),
    );
    return undefined;
  });
}
