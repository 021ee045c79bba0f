import type { HistoryAction, HistoryEntry, HistoryKind } from '@pmc/api-client/contract';
import type { Locale } from '@pmc/i18n';
import { T } from '@pmc/i18n/react';
import type { MessageDescriptor } from '@pmc/ui';
import { formatList } from '@pmc/validators';
import { kitMessages, type ListColumn } from '@pmc/widgets/kit';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { auditMessages as m } from '../messages.ts';

const kinds: Record<HistoryKind, MessageDescriptor> = {
  user: m.kind_user,
  organize: m.kind_organize,
  position: m.kind_position,
  role: m.kind_role,
  dictionaryType: m.kind_dictionaryType,
  dictionaryData: m.kind_dictionaryData,
  area: m.kind_area,
  billRule: m.kind_billRule,
  printTemplate: m.kind_printTemplate,
  securityPolicy: m.kind_securityPolicy,
};

export const kindLabel = (kind: HistoryKind): MessageDescriptor => kinds[kind];
export const actionLabel = (action: HistoryAction): MessageDescriptor =>
  (kitMessages as unknown as Record<string, MessageDescriptor>)[`historyAction_${action}`] ?? {
    id: action,
    message: action,
  };

/** A record's name as its entry knows it (the server reads it from the entry), else its id. */
export const recordNameOf = (entry: HistoryEntry): string => entry.recordName ?? entry.recordId;

/**
 * The audit search's columns: time, who, kind, record, action and the changed fields by their labels,
 * listed as `locale` lists names.
 */
export function recordColumns(locale: Locale): ListColumn<HistoryEntry>[] {
  return [
    { id: 'time', header: <T msg={m.time} />, permission: false, width: 150, cell: (r) => dateCell(r.time) },
    { id: 'account', header: <T msg={m.who} />, permission: false, width: 110 },
    {
      id: 'kind',
      header: <T msg={m.kind} />,
      permission: false,
      width: 100,
      cell: (r) => <T msg={kindLabel(r.kind)} />,
    },
    {
      id: 'recordId',
      header: <T msg={m.record} />,
      permission: false,
      width: 160,
      cell: (r) => <span title={r.recordId}>{recordNameOf(r)}</span>,
    },
    {
      id: 'action',
      header: <T msg={m.action} />,
      permission: false,
      width: 90,
      cell: (r) => <T msg={actionLabel(r.action)} />,
    },
    {
      id: 'changes',
      header: <T msg={m.fields} />,
      permission: false,
      width: 260,
      cell: (r) =>
        formatList(
          r.changes.map((c) => r.labels?.[c.field] ?? c.field),
          locale,
        ),
    },
  ];
}
