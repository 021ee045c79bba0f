import type { HistoryEntry, HistoryKind } from '@pmc/api-client/contract';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/session-auth.ts';
import { recordHistory } from '../../db/schema/index.ts';
import { defineExportList } from '../../export/jobs/export-list.ts';
import { openHistoryIdCards } from '../../id-card/history-id-cards.ts';
import { maskAnswer } from '../../masking/mask-answer.ts';
import { serverMessages } from '../../messages.ts';
import { type DataScopeFilter, loadDataScope } from '../../permissions/data-scope.ts';
import { actionOfButton } from '../../permissions/delegated-scope.ts';
import { toEntries } from './history-entries.ts';
import { historyScopeCondition, readableKinds } from './history-scope.ts';
import { type HistorySearchQuery, historySheetColumns, searchConditions } from './history-sheet.ts';

interface HistoryPlan {
  scope: DataScopeFilter;
  kinds: HistoryKind[];
  userId: string;
}
type Cursor = { at: number; id: string };

/**
 * 变更记录 (the audit search) as an export job: the kinds and records the caller may read, newest first
 * in keyset order of (time, id); personal values always masked, as in its synchronous export.
 */
export const historyExportList = defineExportList<HistoryEntry, HistorySearchQuery>({
  menu: 'permission.recordHistory',
  sheetName: serverMessages.historySheet,
  async prepare(ctx, auth) {
    const plan: HistoryPlan = {
      scope: await loadDataScope(ctx.db, auth, actionOfButton('btn_export')),
      kinds: await readableKinds(ctx.db, auth),
      userId: auth.userId,
    };
    return { plan: { ...plan }, unmasked: false };
  },
  async open(ctx, filter, stored, locale) {
    const plan = stored as unknown as HistoryPlan;
    // The scope condition reads only the caller's id of its AuthContext.
    const caller = { userId: plan.userId } as AuthContext;
    const where = and(historyScopeCondition(plan.scope, caller, plan.kinds), ...searchConditions(filter));
    return {
      async count(cap) {
        const selected = ctx.db
          .select({ one: sql`1` })
          .from(recordHistory)
          .where(where)
          .limit(cap)
          .as('selected');
        const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(selected);
        return row?.n ?? 0;
      },
      async batch(after, limit) {
        const cursor = after as Cursor | null;
        const before: SQL | undefined = cursor
          ? sql`(${recordHistory.createdAt}, ${recordHistory.id}) < (${cursor.at}, ${cursor.id})`
          : undefined;
        const rows = await ctx.db
          .select()
          .from(recordHistory)
          .where(and(where, before))
          .orderBy(desc(recordHistory.createdAt), desc(recordHistory.id))
          .limit(limit);
        const last = rows.at(-1);
        const entries = toEntries(openHistoryIdCards(ctx.idCards, rows), locale);
        return { rows: maskAnswer(entries), last: last ? { at: last.createdAt, id: last.id } : null };
      },
    };
  },
  columns: (_plan, reader) => historySheetColumns(reader),
});
