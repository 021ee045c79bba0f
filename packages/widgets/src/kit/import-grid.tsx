import { Button, cn, useTranslate } from '@pmc/ui';
import { formatList } from '@pmc/validators';
import { useMemo } from 'react';
import { DataTable } from '../data-table.tsx';
import type { DataTableColumn } from '../data-table-columns.tsx';
import { useUiLocale } from '../use-ui-locale.ts';
import { importMessages as m } from './import-messages.ts';
import type { ImportSession, ImportState } from './import-session.ts';
import type { KitImportRowCheck } from './import-types.ts';
import { kitMessages } from './kit-messages.ts';

export interface ImportGridProps {
  session: ImportSession;
  state: ImportState;
  errorsOnly: boolean;
}

type GridRow = KitImportRowCheck & { pending: boolean };

const errorId = (row: number, key: string) => `pmc-import-error-${row}-${key}`;
const changeId = (row: number, key: string) => `pmc-import-change-${row}-${key}`;

/**
 * The preview grid: every checked row (virtualised DataTable) with its status, each cell editable in
 * place, cells at fault marked `aria-invalid` and described by their message, and a remove action.
 */
export function ImportGrid({ session, state, errorsOnly }: ImportGridProps) {
  const t = useTranslate();
  const locale = useUiLocale();
  const { columns, rows, edited } = state;
  const keys = useMemo(() => new Set(columns.map((c) => c.key)), [columns]);
  const headers = useMemo(() => new Map(columns.map((c) => [c.key, c.header])), [columns]);
  const shown = useMemo(
    () =>
      (errorsOnly ? rows.filter((r) => r.status === 'error' || edited.has(r.row)) : rows).map((r) => ({
        ...r,
        pending: edited.has(r.row),
      })),
    [rows, edited, errorsOnly],
  );

  // The columns stay the same objects while rows change, so an edited cell keeps its input and focus.
  const tableColumns = useMemo<DataTableColumn<GridRow>[]>(
    () => [
      { id: 'row', header: t(m.importRow), width: 64, accessor: (r) => r.row, fixed: 'left' },
      {
        id: 'status',
        header: t(m.importStatus),
        width: 120,
        ellipsis: false,
        cell: (r) => {
          // Errors on fields without a column (a rule across cells) are told here.
          const loose = r.errors.filter((e) => !keys.has(e.field));
          const changed = r.status === 'update' && !r.pending ? r.changes : [];
          const changes =
            changed.length > 0
              ? t(m.importChanges, {
                  fields: formatList(
                    changed.map((key) => headers.get(key) ?? key),
                    locale,
                  ),
                })
              : '';
          return (
            <span className={cn('pmc-import__status', `pmc-import__status--${r.status}`)}>
              {r.pending ? t(m.importPending) : t(m[`importStatus_${r.status}`])}
              {changed.length > 0 ? (
                <span
                  className="pmc-import__changes"
                  data-testid={`kit-import-changes-${r.row}`}
                  title={changes}
                >
                  {changes}
                </span>
              ) : null}
              {loose.map((e) => (
                <span key={e.field} className="pmc-import__error" title={e.msg}>
                  {e.msg}
                </span>
              ))}
            </span>
          );
        },
      },
      ...columns.map<DataTableColumn<GridRow>>((column) => ({
        id: column.key,
        header: column.header,
        width: 160,
        ellipsis: false,
        cell: (r) => {
          const error = r.errors.find((e) => e.field === column.key);
          // A cell an update would change is marked, and says so to a screen reader.
          const changes = r.status === 'update' && !r.pending && r.changes.includes(column.key);
          const described = [
            error ? errorId(r.row, column.key) : '',
            changes ? changeId(r.row, column.key) : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div className={cn('pmc-import__cell', changes && 'pmc-import__cell--changed')}>
              <input
                className="pmc-import__input"
                value={r.values[column.key] ?? ''}
                aria-label={t(m.importCell, { row: r.row, column: column.header })}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                data-changed={changes ? true : undefined}
                data-testid={`kit-import-cell-${r.row}-${column.key}`}
                onChange={(event) => session.edit(r.row, column.key, event.target.value)}
              />
              {changes ? (
                <span id={changeId(r.row, column.key)} className="pmc-import__changed">
                  {t(m.importChangedCell)}
                </span>
              ) : null}
              {error ? (
                // A row is one line high: a message longer than its cell shows whole on hover (and is
                // read whole through aria-describedby).
                <span id={errorId(r.row, column.key)} className="pmc-import__error" title={error.msg}>
                  {error.msg}
                </span>
              ) : null}
            </div>
          );
        },
      })),
      {
        id: 'drop',
        header: t(kitMessages.actions),
        width: 80,
        fixed: 'right',
        cell: (r) => (
          <Button
            size="small"
            variant="link"
            aria-label={t(m.importDropRow, { row: r.row })}
            data-testid={`kit-import-drop-${r.row}`}
            onClick={() => session.drop(r.row)}
          >
            {t(m.importDrop)}
          </Button>
        ),
      },
    ],
    [columns, keys, headers, session, t, locale],
  );

  return (
    <DataTable
      aria-label={t(m.importPreview)}
      data={shown}
      columns={tableColumns}
      rowKey={(r) => String(r.row)}
      virtual={{ height: 420, rowHeight: 64 }}
      className="pmc-import__grid"
    />
  );
}
