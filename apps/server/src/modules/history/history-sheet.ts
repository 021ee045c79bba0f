import type { contract, HistoryEntry } from '@pmc/api-client/contract';
import { formatDateTime } from '@pmc/validators';
import { eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { recordHistory } from '../../db/schema/index.ts';
import type { XlsxColumn } from '../../export/send-xlsx.ts';
import type { SheetReader } from '../../export/sheet-reader.ts';
import { type Locale, translate } from '../../http/locale.ts';
import { likePattern } from '../../lists/paging.ts';
import { serverMessages } from '../../messages.ts';
import { describeChanges } from './describe-changes.ts';

export type HistorySearchQuery = z.output<typeof contract.history.export.query>;

/** The audit search's filters as conditions (the search, its export and the export job). */
export function searchConditions(query: HistorySearchQuery): (SQL | undefined)[] {
  return [
    query.kind ? eq(recordHistory.kind, query.kind) : undefined,
    query.recordId ? eq(recordHistory.recordId, query.recordId) : undefined,
    // Reads the trigram index of the names the entries keep (a generated column, db/schema/history.ts).
    query.recordName ? ilike(recordHistory.recordNames, likePattern(query.recordName)) : undefined,
    query.account ? ilike(recordHistory.account, likePattern(query.account)) : undefined,
    query.action ? eq(recordHistory.action, query.action) : undefined,
    query.startTime === undefined ? undefined : gte(recordHistory.createdAt, query.startTime),
    query.endTime === undefined ? undefined : lte(recordHistory.createdAt, query.endTime),
  ];
}

const kindLabel = (locale: Locale, kind: string) =>
  translate(
    locale,
    serverMessages[`historyKind_${kind}` as keyof typeof serverMessages] ?? { id: kind, message: kind },
  );
const actionLabel = (locale: Locale, action: string) =>
  translate(
    locale,
    serverMessages[`historyAction_${action}` as keyof typeof serverMessages] ?? {
      id: action,
      message: action,
    },
  );

/** The columns of the history workbook in the reader's language. */
export function historySheetColumns({ locale, timeZone }: SheetReader): Required<XlsxColumn<HistoryEntry>>[] {
  const m = serverMessages;
  return [
    {
      header: translate(locale, m.historyTime),
      value: (e) => formatDateTime(e.time, { timeZone }),
      width: 20,
    },
    { header: translate(locale, m.historyKind), value: (e) => kindLabel(locale, e.kind), width: 12 },
    { header: translate(locale, m.historyRecord), value: (e) => e.recordId, width: 22 },
    { header: translate(locale, m.historyAction), value: (e) => actionLabel(locale, e.action), width: 10 },
    { header: translate(locale, m.historyAccount), value: (e) => e.account ?? '', width: 14 },
    { header: translate(locale, m.historyIp), value: (e) => e.ip ?? '', width: 16 },
    { header: translate(locale, m.historyChanges), value: (e) => describeChanges(e, locale), width: 60 },
  ];
}
