import { contract, type PrintTemplate } from '@pmc/api-client/contract';
import { and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { printTemplates } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { likePattern, orderBy, pageAnswer, pageArgs } from '../../lists/paging.ts';
import { assertUnique, found } from '../../records/guards.ts';
import { changedFields, updateVersioned } from '../../records/versioned-update.ts';
import { sanitizeRichText } from '../../security/sanitize-rich-text.ts';

const api = contract.printTemplate;
type TemplateRow = typeof printTemplates.$inferSelect;

const toTemplate = (row: TemplateRow): PrintTemplate => ({
  ...row,
  type: row.type === 1 ? 1 : 2,
  enabledMark: row.enabledMark === 1 ? 1 : 0,
});

async function getTemplate(ctx: AppContext, id: string): Promise<TemplateRow> {
  const [row] = await ctx.db.select().from(printTemplates).where(eq(printTemplates.id, id));
  return found(row);
}

/**
 * Print templates (打印模板): list by type, read, create, update, delete. The content is HTML from the
 * rich-text editor and is stored only after `sanitizeRichText` (the print-template allow-list), so
 * what the preview and the print selector hand out is what the server chose to keep.
 */
export function registerPrintTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async ({ query }) => {
    const where = and(
      query.type ? eq(printTemplates.type, query.type) : undefined,
      query.keyword
        ? or(
            ilike(printTemplates.fullName, likePattern(query.keyword)),
            ilike(printTemplates.enCode, likePattern(query.keyword)),
          )
        : undefined,
    );
    const { limit, offset } = pageArgs(query);
    const order = orderBy(
      query,
      {
        fullName: printTemplates.fullName,
        enCode: printTemplates.enCode,
        category: printTemplates.category,
        sortCode: printTemplates.sortCode,
        creatorTime: printTemplates.creatorTime,
      },
      [asc(printTemplates.sortCode)],
      printTemplates.id,
    );
    const { content: _content, ...columns } = getTableColumns(printTemplates);
    const rows = await ctx.db
      .select(columns)
      .from(printTemplates)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(printTemplates).where(where);
    return pageAnswer(
      rows.map(
        (r) => ({ ...r, type: r.type === 1 ? 1 : 2, enabledMark: r.enabledMark === 1 ? 1 : 0 }) as const,
      ),
      count?.n ?? 0,
      query,
    );
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) => toTemplate(await getTemplate(ctx, params.id)));

  registerEndpoint(app, ctx, api.create, async ({ body, change }) => {
    await assertUnique(ctx.db, printTemplates, printTemplates.enCode, body.enCode, printTemplates.id);
    const id = newId();
    await change(async (tx, history) => {
      const values = {
        id,
        ...body,
        content: sanitizeRichText(body.content),
        description: body.description ?? null,
        creatorTime: ctx.now(),
      };
      await tx.insert(printTemplates).values(values);
      history.created('printTemplate', id, values);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ params, body, change }) => {
    const row = await getTemplate(ctx, params.id);
    const changes = changedFields(body);
    if (changes.enCode !== undefined)
      await assertUnique(
        ctx.db,
        printTemplates,
        printTemplates.enCode,
        changes.enCode,
        printTemplates.id,
        row.id,
      );
    // Only what was sent is written; new content is sanitised like a created one.
    const values = {
      ...changes,
      ...(changes.content !== undefined ? { content: sanitizeRichText(changes.content) } : {}),
      ...(changes.description !== undefined ? { description: changes.description ?? null } : {}),
    };
    await change(async (tx, history) => {
      await updateVersioned(tx, printTemplates, row.id, body.lastModifyTime, values, ctx.now());
      history.updated('printTemplate', row.id, row, values);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const row = await getTemplate(ctx, params.id);
    await change(async (tx, history) => {
      await tx.delete(printTemplates).where(eq(printTemplates.id, row.id));
      history.deleted('printTemplate', row.id, row);
    });
    return null;
  });
}
