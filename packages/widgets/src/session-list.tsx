import { Button, useTranslate } from '@pmc/ui';
import { formatDate } from '@pmc/validators';
import { useMemo } from 'react';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table-columns.tsx';
import { widgetsMessages as m } from './messages.ts';

/** One signed-in session, as the list shows it. */
export interface SessionRow {
  id: string;
  /** Read from the user agent; null when unknown. */
  browser: string | null;
  system: string | null;
  ip: string;
  ipPlace: string | null;
  /** ms since the epoch */
  loginTime: number;
  lastSeenTime: number;
  /** The session of this very browser: marked, and never ended from the list. */
  current: boolean;
}

export interface SessionListProps {
  rows: readonly SessionRow[];
  loading?: boolean;
  /** 结束会话 of a row other than the current one; confirming is the app's. */
  onEnd: (row: SessionRow) => void;
  /** 结束其他所有会话, offered while another session is listed. */
  onEndOthers: () => void;
}

/**
 * Where a person is signed in (docs/guide/pages.md, 我的会话): browser and system, IP and place, signed in
 * at, last seen; the current session marked, every other one with its 结束会话, and 结束其他所有会话 above.
 *
 * @example
 * <SessionList rows={sessions} onEnd={(row) => endOne(row.id)} onEndOthers={endOthers} />
 */
export function SessionList({ rows, loading, onEnd, onEndOthers }: SessionListProps) {
  const t = useTranslate();
  const hasOthers = rows.some((row) => !row.current);
  const columns = useMemo<DataTableColumn<SessionRow>[]>(() => {
    const unknown = t(m.sessionUnknown);
    return [
      {
        id: 'browser',
        header: t(m.sessionDevice),
        cell: (row) => (
          <>
            {`${row.browser ?? unknown} / ${row.system ?? unknown}`}
            {row.current ? <span className="pmc-session-list__current">{t(m.sessionCurrent)}</span> : null}
          </>
        ),
      },
      { id: 'ip', header: t(m.sessionIp), width: 140 },
      { id: 'ipPlace', header: t(m.sessionPlace), width: 120, cell: (row) => row.ipPlace ?? '' },
      { id: 'loginTime', header: t(m.sessionSignedIn), width: 170, cell: (row) => formatDate(row.loginTime) },
      {
        id: 'lastSeenTime',
        header: t(m.sessionLastSeen),
        width: 170,
        cell: (row) => formatDate(row.lastSeenTime),
      },
      {
        id: 'actions',
        header: t(m.sessionActions),
        // Wide enough for the button's English label ("End session"), which was cut at 110.
        width: 150,
        cell: (row) =>
          row.current ? null : (
            <Button variant="danger" data-testid="profile-session-end" onClick={() => onEnd(row)}>
              {t(m.sessionEnd)}
            </Button>
          ),
      },
    ];
  }, [t, onEnd]);
  return (
    <div className="pmc-session-list">
      <div className="pmc-session-list__actions">
        <Button variant="danger" disabled={!hasOthers} onClick={onEndOthers}>
          {t(m.sessionEndOthers)}
        </Button>
      </div>
      <DataTable<SessionRow>
        aria-label={t(m.sessionList)}
        rowKey="id"
        data={rows}
        columns={columns}
        loading={loading}
      />
    </div>
  );
}
