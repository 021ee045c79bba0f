import '../perm-pages.css';
import { type HistoryEntry, historyActions, historyKinds } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { useLocale } from '@pmc/i18n/react';
import { confirm, message, useTranslate } from '@pmc/ui';
import { HistoryDrawer, ListPage, type ListRequest, saveBlob } from '@pmc/widgets/kit';
import { useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations } from '../../../app/queries.ts';
import { searchTimeRange } from '../../../page-parts/search-time-range.ts';
import { AuditVerifyButton } from '../audit-verify/audit-verify-button.tsx';
import { permPagesCatalog } from '../catalog.ts';
import { auditMessages as m } from '../messages.ts';
import { actionLabel, kindLabel, recordColumns, recordNameOf } from './record-history-columns.tsx';

i18n.load(permPagesCatalog);

/** The search form's values as the audit search's filters (a kind or action outside the lists is dropped). */
function toSearch(request: ListRequest) {
  const { range, kind, action, ...rest } = request as ListRequest & {
    range?: string;
    kind?: string;
    action?: string;
  };
  return {
    ...rest,
    ...searchTimeRange(range),
    kind: historyKinds.find((k) => k === kind),
    action: historyActions.find((a) => a === action),
  };
}

/**
 * 变更历史: every record's change history in one search (who, kind, record id or name, action, time range),
 * inside the reader's data scope; a row opens that record's whole history; 导出 the current filter.
 */
export default function RecordHistoryPage() {
  const t = useTranslate();
  const [open, setOpen] = useState<HistoryEntry | null>(null);
  const { locale } = useLocale();
  const columns = useMemo(() => recordColumns(locale), [locale]);
  const restore = useApiMutation(mutations.history.restore);
  // 恢复 a deleted record from its delete entry: the server checks that its code or account is free.
  const bringBack = async (row: HistoryEntry) => {
    const question = t(m.restoreConfirm, { kind: t(kindLabel(row.kind)), name: recordNameOf(row) });
    if (!(await confirm({ content: question }))) return;
    try {
      await restore.mutateAsync({ params: { id: row.id } });
    } catch {
      return; // the request core has shown why (a taken account or code is named)
    }
    message.success(t(m.restored));
  };
  return (
    <section className="admin-page admin-list" data-testid="record-history-page">
      <ListPage<HistoryEntry>
        id="permission.recordHistory"
        aria-label={t(m.list)}
        rowKey="id"
        queryKey={keys.history.all}
        columns={columns}
        searchFields={[
          { name: 'range', label: m.range, type: 'date-range' },
          { name: 'account', label: m.who },
          {
            name: 'kind',
            label: m.kind,
            type: 'select',
            options: historyKinds.map((kind) => ({ value: kind, label: kindLabel(kind) })),
          },
          { name: 'recordId', label: m.recordId },
          { name: 'recordName', label: m.recordName },
          {
            name: 'action',
            label: m.action,
            type: 'select',
            options: historyActions.map((action) => ({ value: action, label: actionLabel(action) })),
          },
        ]}
        request={(query, { signal }) => api.history.search(toSearch(query), { signal })}
        toolbar={{
          onExport: async (query) => {
            const { currentPage: _page, pageSize: _size, ...filter } = toSearch(query);
            const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
            saveBlob(await api.history.export(filter), `${t(m.exportName, { day })}.xlsx`);
          },
          exportJob: {
            list: 'history',
            filter: (query) => {
              const { currentPage: _page, pageSize: _size, ...filter } = toSearch(query);
              return filter;
            },
          },
          extra: <AuditVerifyButton check={() => api.log.verifyHistory()} />,
        }}
        rowActions={(row) => [
          { key: 'detail', label: m.detail, onClick: () => setOpen(row) },
          {
            key: 'restore',
            label: m.restore,
            permission: 'btn_restore',
            hidden: !row.restorable,
            onClick: () => void bringBack(row),
          },
        ]}
      />
      <HistoryDrawer
        record={open ? { kind: open.kind, id: open.recordId, name: recordNameOf(open) } : null}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
