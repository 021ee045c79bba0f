import { Button, useTranslate } from '@pmc/ui';
import { formatDate } from '@pmc/validators';
import { useMemo } from 'react';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table-columns.tsx';
import { sessionListMessages as m } from './session-list-messages.ts';

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
    const unknown = t(m.unknown);
    return [
      {
        id: 'browser',
        header: t(m.device),
        cell: (row) => (
          <>
            {`${row.browser ?? unknown} / ${row.system ?? unknown}`}
            {row.current ? <span className="pmc-session-list__current">{t(m.current)}</span> : null}
          </>
        ),
      },
      { id: 'ip', header: t(m.ip), width: 140 },
      { id: 'ipPlace', header: t(m.place), width: 120, cell: (row) => row.ipPlace ?? '' },
      { id: 'loginTime', header: t(m.signedIn), width: 170, cell: (row) => formatDate(row.loginTime) },
      {
        id: 'lastSeenTime',
        header: t(m.lastSeen),
        width: 170,
        cell: (row) => formatDate(row.lastSeenTime),
      },
      {
        id: 'actions',
        header: t(m.actions),
        // Wide enough for the button's English label ("End session"), which was cut at 110.
        width: 150,
        cell: (row) =>
          row.current ? null : (
            <Button variant="danger" data-testid="profile-session-end" onClick={() => onEnd(row)}>
              {t(m.end)}
            </Button>
          ),
      },
    ];
  }, [t, onEnd]);
  return (
    <div className="pmc-session-list">
      <div className="pmc-session-list__actions">
        <Button variant="danger" disabled={!hasOthers} onClick={onEndOthers}>
          {t(m.endOthers)}
        </Button>
      </div>
      <DataTable<SessionRow>
        aria-label={t(m.list)}
        rowKey="id"
        data={rows}
        columns={columns}
        loading={loading}
      />
    </div>
  );
}
