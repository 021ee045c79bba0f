import '../perm-pages.css';
import type { SignInLog } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import { useTranslate } from '@pmc/ui';
import { type ListColumn, ListPage } from '@pmc/widgets/kit';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys } from '../../../app/queries.ts';
import { AuditVerifyButton } from '../audit-verify/audit-verify-button.tsx';
import { permPagesCatalog } from '../catalog.ts';
import { logMessages as m } from '../messages.ts';

i18n.load(permPagesCatalog);

import { dateCell } from '../../../page-parts/date-cell.ts';
import { searchTimeRange } from '../../../page-parts/search-time-range.ts';

const columns: ListColumn<SignInLog>[] = [
  { id: 'time', header: <T msg={m.time} />, permission: false, width: 150, cell: (r) => dateCell(r.time) },
  { id: 'account', header: <T msg={m.account} />, permission: false, width: 130 },
  { id: 'realName', header: <T msg={m.realName} />, permission: false, width: 110 },
  { id: 'ip', header: <T msg={m.ip} />, permission: false, width: 130 },
  { id: 'ipPlace', header: <T msg={m.place} />, permission: false, width: 120 },
  {
    id: 'success',
    header: <T msg={m.result} />,
    permission: false,
    width: 80,
    cell: (r) => <T msg={r.success ? m.success : m.failure} />,
  },
  { id: 'message', header: <T msg={m.message} />, permission: false, width: 260 },
];

/** 登录日志: every sign-in attempt (administrators: everyone's; others: their own). */
export default function SignInLogPage() {
  const t = useTranslate();
  return (
    <section className="admin-page admin-list" data-testid="sign-in-log-page">
      <ListPage<SignInLog>
        id="permission.signInLog"
        aria-label={t(m.signInList)}
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
              { value: 'failure', label: m.failure },
            ],
          },
        ]}
        request={(query, { signal }) => {
          const { range, result, ...rest } = query as typeof query & { range?: string; result?: string };
          return api.log.signIn(
            {
              ...rest,
              ...searchTimeRange(range),
              result: result === 'success' || result === 'failure' ? result : undefined,
            },
            { signal },
          );
        }}
        toolbar={{ extra: <AuditVerifyButton check={() => api.log.verifySignIn()} /> }}
      />
    </section>
  );
}
