import type { MySession } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { T, useT } from '@pmc/i18n/react';
import { Button, confirm, message } from '@pmc/ui';
import { DataTable, type DataTableColumn } from '@pmc/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mutations, queries } from '../../app/queries.ts';
import { dateCell } from '../../page-parts/date-cell.ts';
import { profileMessages as m } from './messages.ts';

/**
 * 我的会话: where I am signed in (browser and system, IP and place, sign-in and last request), this
 * device marked. Ending another session (one, or all but this one, each confirmed) signs that browser
 * out at its next request, as the administrator's force-offline does; this one ends by 退出登录 only.
 */
export function ProfileSessions() {
  const t = useT();
  const sessions = useQuery(queries.currentUser.sessions());
  const endOne = useApiMutation(mutations.currentUser.endSession);
  const endOthers = useApiMutation(mutations.currentUser.endOtherSessions);
  const list = sessions.data?.list ?? [];
  const hasOthers = list.some((s) => !s.current);

  const columns = useMemo<DataTableColumn<MySession>[]>(() => {
    const unknown = t(m.sessionUnknown);
    const end = async (row: MySession) => {
      const where = `${row.browser ?? unknown} / ${row.system ?? unknown}, ${row.ip}`;
      if (!(await confirm({ content: t(m.endSessionConfirm, { where }), confirmVariant: 'danger' }))) return;
      try {
        await endOne.mutateAsync({ params: { id: row.id } });
      } catch {
        return; // the request core has shown the server's reason
      }
      message.success(t(m.sessionEnded));
    };
    return [
      {
        id: 'browser',
        header: t(m.sessionDevice),
        cell: (row) => (
          <>
            {`${row.browser ?? unknown} / ${row.system ?? unknown}`}
            {row.current ? (
              <span className="admin-tag">
                <T msg={m.thisDevice} />
              </span>
            ) : null}
          </>
        ),
      },
      { id: 'ip', header: t(m.logIp), width: 140 },
      { id: 'ipPlace', header: t(m.logPlace), width: 120, cell: (row) => row.ipPlace ?? '' },
      { id: 'loginTime', header: t(m.logTime), width: 170, cell: (row) => dateCell(row.loginTime) },
      { id: 'lastSeenTime', header: t(m.lastSeen), width: 170, cell: (row) => dateCell(row.lastSeenTime) },
      {
        id: 'actions',
        header: t(m.sessionActions),
        // Wide enough for the button's English label ("End session"), which was cut at 110.
        width: 150,
        cell: (row) =>
          row.current ? null : (
            <Button variant="danger" data-testid="profile-session-end" onClick={() => void end(row)}>
              {t(m.endSession)}
            </Button>
          ),
      },
    ];
  }, [t, endOne]);

  const endAllOthers = async () => {
    if (!(await confirm({ content: t(m.endOthersConfirm), confirmVariant: 'danger' }))) return;
    let ended: number;
    try {
      ({ ended } = await endOthers.mutateAsync());
    } catch {
      return;
    }
    message.success(t(m.othersEnded, { n: ended }));
  };

  return (
    <>
      <div className="admin-profile-sessions-actions">
        <Button variant="danger" disabled={!hasOthers} onClick={() => void endAllOthers()}>
          {t(m.endOthers)}
        </Button>
      </div>
      <DataTable<MySession>
        aria-label={t(m.sessionList)}
        rowKey="id"
        data={list}
        columns={columns}
        loading={sessions.isFetching}
      />
    </>
  );
}
