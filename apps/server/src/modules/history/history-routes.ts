import { contract, type HistoryEntry, historyKindSchema } from '@pmc/api-client/contract';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordHistory } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { exportStampOf } from '../../export/export-stamp.ts';
import { sendXlsx } from '../../export/send-xlsx.ts';
import { fail } from '../../http/envelope-error.ts';
import { type Locale, translate } from '../../http/locale.ts';
import { openHistoryIdCards } from '../../id-card/history-id-cards.ts';
import { splitTotal, withTotal } from '../../lists/page-total.ts';
import { cappedCount, countCapped, orderBy, pageAnswer, pageArgs } from '../../lists/paging.ts';
import { maskAnswer } from '../../masking/mask-answer.ts';
import { serverMessages } from '../../messages.ts';
import { toEntries } from './history-entries.ts';
import { historyScopeCondition, readableKinds } from './history-scope.ts';
import { historySheetColumns, searchConditions } from './history-sheet.ts';
import { restorableKinds, restoreDeleted } from './restore-deleted.ts';

const api = contract.history;
/** Rows an export holds at most: a range wider than this is narrowed by the reader first. */
const EXPORT_MAX = 10_000;
const newestFirst = [desc(recordHistory.createdAt), desc(recordHistory.id)];
/** The audit search sorts by its own columns only (the time); any other `sidx` is refused like on every list. */
const sortable = { time: recordHistory.createdAt };

function historyOrder(query: { sidx?: string; sort?: 'asc' | 'desc' }): SQL[] {
  return query.sidx ? orderBy(query, sortable, newestFirst, recordHistory.id) : newestFirst;
}

/** One page of history entries, newest first unless the query sorts by time, and their total. */
async function historyPage(
  ctx: AppContext,
  where: SQL | undefined,
  query: { currentPage: number; pageSize: number; sidx?: string; sort?: 'asc' | 'desc' },
  locale: Locale,
) {
  const { limit, offset } = pageArgs(query);
  // Counted no further than the cap (docs/guide/api.md#calls), in the page's statement.
  const matching = sql`select 1 from ${recordHistory} where ${where ?? sql`true`}`;
  const page = await ctx.db
    .select(withTotal(getTableColumns(recordHistory), cappedCount(matching)))
    .from(recordHistory)
    .where(where)
    .orderBy(...historyOrder(query))
    .limit(limit)
    .offset(offset);
  const { rows, total: count } = await splitTotal(page, offset, () => countCapped(ctx.db, matching));
  return pageAnswer(toEntries(openHistoryIdCards(ctx.idCards, rows), locale), count, query);
}

/** One record's history, and the audit search over every record the caller may read, with its export. */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.record, async ({ auth, params, query, scope, req }) => {
    const kind = historyKindSchema.safeParse(params.kind);
    if (!kind.success) throw fail(400, serverMessages.fieldInvalid, { field: 'kind' });
    const kinds = await readableKinds(ctx.db, auth);
    if (!kinds.includes(kind.data)) throw fail(403, serverMessages.forbidden);
    const where = and(
      eq(recordHistory.kind, kind.data),
      eq(recordHistory.recordId, params.id),
      historyScopeCondition(scope, auth, kinds),
    );
    return historyPage(ctx, where, query, req.locale);
  });

  registerEndpoint(app, ctx, api.search, async ({ auth, query, scope, req }) => {
    const where = and(
      historyScopeCondition(scope, auth, await readableKinds(ctx.db, auth)),
      ...searchConditions(query),
    );
    return historyPage(ctx, where, query, req.locale);
  });

  registerEndpoint(app, ctx, api.restore, async ({ auth, params, scope, change }) => {
    const kinds = await readableKinds(ctx.db, auth);
    const [entry] = await ctx.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.id, params.id), historyScopeCondition(scope, auth, kinds)));
    if (!entry) throw fail(400, serverMessages.recordNotFound);
    if (entry.action !== 'delete' || !entry.snapshot || !restorableKinds.includes(entry.kind))
      throw fail(400, serverMessages.fieldInvalid, { field: 'id' });
    // Who may restore at all is the audit page's 恢复 button, checked by the registrar (the contract's auth).
    const snapshot = openHistoryIdCards(ctx.idCards, [entry])[0]?.snapshot ?? entry.snapshot;
    await change((tx, history) =>
      restoreDeleted(tx, history, { ...entry, snapshot }, ctx.now(), ctx.idCards),
    );
    return null;
  });

  registerEndpoint(app, ctx, api.export, async ({ auth, query, scope, req, reply }) => {
    const where = and(
      historyScopeCondition(scope, auth, await readableKinds(ctx.db, auth)),
      ...searchConditions(query),
    );
    const rows = await ctx.db
      .select()
      .from(recordHistory)
      .where(where)
      .orderBy(...historyOrder(query))
      .limit(EXPORT_MAX);
    const locale = req.locale;
    const m = serverMessages;
    await sendXlsx<HistoryEntry>(
      reply,
      translate(locale, m.historySheet),
      translate(locale, m.historySheet),
      historySheetColumns({ locale, timeZone: ctx.config.timeZone }),
      // A spreadsheet passes no answer step: its personal values are masked here.
      maskAnswer(toEntries(openHistoryIdCards(ctx.idCards, rows), locale)),
      exportStampOf(ctx, auth, locale),
    );
    return undefined;
  });
}
