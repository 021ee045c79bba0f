import type { Translatable } from '@pmc/ui';
import { isValidElement, useMemo } from 'react';
import { HistoryDrawer } from './history-drawer.tsx';
import { useListPageContext } from './list-page-root.tsx';

/**
 * A column header as a label: its text, or the message of a translated header (`<T msg={…} />`, as
 * pages write them); anything else names nothing.
 */
function headerLabel(header: unknown): Translatable | undefined {
  if (typeof header === 'string') return header;
  if (!isValidElement(header)) return undefined;
  const msg = (header.props as { msg?: unknown }).msg;
  return msg && typeof msg === 'object' && 'id' in msg ? (msg as Translatable) : undefined;
}

/**
 * The drawer the 历史 row action opens: the row's change history, its fields named by the columns'
 * headers unless the list's `history.labels` name them. Nothing unless the list has `history` and the
 * app plugs `loadHistory` into the kit.
 *
 * @example
 * <ListPageRoot list={list}>…<ListPageHistory /></ListPageRoot>
 */
export function ListPageHistory() {
  const list = useListPageContext();
  const { columns } = list.options;
  const { config: history, of: historyOf, show } = list.history;
  // A field named by neither the page nor a column takes the server's label of it.
  const labels = useMemo(
    () => ({
      ...Object.fromEntries(
        columns.flatMap((c) => {
          const label = headerLabel(c.header);
          return label ? [[c.id, label]] : [];
        }),
      ),
      ...history?.labels,
    }),
    [columns, history?.labels],
  );
  if (!history) return null;
  return (
    <HistoryDrawer
      record={
        historyOf
          ? {
              kind: history.kind,
              id: history.recordId ? history.recordId(historyOf) : list.keyOf(historyOf),
              name: history.recordName?.(historyOf),
            }
          : null
      }
      onClose={() => show(null)}
      labels={labels}
      values={history.values}
      lists={history.lists}
      onRestore={
        history.onRestore && historyOf
          ? (values, entry) => history.onRestore?.(historyOf, values, entry)
          : undefined
      }
    />
  );
}
