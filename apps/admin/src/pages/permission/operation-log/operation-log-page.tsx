import '../perm-pages.css';
import type { OperationLog } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import { useTranslate } from '@pmc/ui';
import { type ListColumn, ListPage } from '@pmc/widgets/kit';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys } from '../../../app/queries.ts';
import { AuditVerifyButton } from '../audit-verify/audit-verify-button.tsx';
import { permPagesCatalog } from '../catalog.ts';
import { logMessages as m } from '../messages.ts';
import { OperationDetail } from './operation-detail-cell.tsx';

i18n.load(permPagesCatalog);

import { dateCell } from '../../../page-parts/date-cell.ts';
import { searchTimeRange } from '../../../page-parts/search-time-range.ts';

const resultText = { success: m.success, refused: m.refused, failed: m.failure } as const;

const columns: ListColumn<OperationLog>[] = [
  { id: 'time', header: <T msg={m.time} />, permission: false, width: 150, cell: (r) => dateCell(r.time) },
  { id: 'account', header: <T msg={m.account} />, permission: false, width: 120 },
  { id: 'title', header: <T msg={m.action} />, permission: false, width: 200 },
  {
    id: 'result',
    header: <T msg={m.result} />,
    permission: false,
    width: 80,
    cell: (r) => (
      <span data-result={r.result}>
        <T msg={resultText[r.result]} />
        {r.result === 'success' ? '' : ` (${r.code})`}
      </span>
    ),
  },
  { id: 'method', header: <T msg={m.method} />, permission: false, width: 80 },
  { id: 'path', header: <T msg={m.path} />, permission: false, width: 260 },
  { id: 'ip', header: <T msg={m.ip} />, permission: false, width: 120 },
  { id: 'durationMs', header: <T msg={m.duration} />, permission: false, width: 100, align: 'right' },
  {
    id: 'detail',
    header: <T msg={m.detail} />,
    permission: false,
    width: 280,
    cell: (r) => <OperationDetail detail={r.detail} />,
  },
];

/** 操作日志: every change tried through the API, refused and failed ones too (administrators: everyone's). */
export default function OperationLogPage() {
  const t = useTranslate();
  return (
    <section className="admin-page admin-list" data-testid="operation-log-page">
      <ListPage<OperationLog>
        id="permission.operationLog"
        aria-label={t(m.operationList)}
        rowKey="id"
        queryKey={keys.log.all}
        columns={columns}
        searchFields={[
          { name: 'range', label: m.range, type: 'date-range' },
          { name: 'account', label: m.account },
          {
            name: 'result',
            label: m.result,
            type: 'select',
            options: [
              { value: 'success', label: m.success },
              { value: 'refused', label: m.refused },
              { value: 'failed', label: m.failure },
            ],
          },
          { name: 'keyword', label: m.keyword },
        ]}
        request={(query, { signal }) => {
          const { range, result, ...rest } = query as typeof query & { range?: string; result?: string };
          const known = result === 'success' || result === 'refused' || result === 'failed';
          return api.log.operation(
            { ...rest, ...searchTimeRange(range), result: known ? result : undefined },
            { signal },
          );
        }}
        toolbar={{ extra: <AuditVerifyButton check={() => api.log.verifyOperation()} /> }}
      />
    </section>
  );
}
