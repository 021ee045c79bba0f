import { useTranslate } from '@pmc/ui';
import { useMemo, useState } from 'react';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import { actionsColumn } from './list-actions-column.ts';
import type { ListColumn } from './list-column.ts';
import type { ListPageOptions } from './list-page-options.ts';
import type { ListPageState } from './list-page-state.ts';
import { toListRequest } from './list-url-state.ts';
import { useColumnSettings } from './use-column-settings.ts';
import { useDensity } from './use-density.ts';
import { useListRows } from './use-list-rows.ts';
import { useListUrlState } from './use-list-url-state.ts';
import { useSavedViews } from './use-saved-views.ts';

const NONE: readonly never[] = [];

/**
 * The state of a list page in one object: page, size, keyword, sort and filters in the URL (through
 * `KitProvider`), the rows they load (TanStack Query; the old rows stay while the next page loads),
 * the chosen rows, a tree's expansion, the columns with 操作 and their 列设置, the density, and the
 * row whose 历史 shows. `ListPage` is this hook and the kit's parts; a page that needs another layout
 * composes them itself inside `ListPageRoot`, and a new table feature is a part reading this state.
 *
 * @example
 * const list = useListPage<User>({ id: 'system.user', rowKey: 'id', columns, request, filterNames: ['organizeId'] });
 * <TreeFilterLayout nodes={orgTree} selectedId={list.url.filters.organizeId}
 *   onSelect={(node) => list.filter({ organizeId: node?.id ?? '' })}>
 *   <ListPageRoot list={list}>
 *     <ListPageToolbar toolbar={{ onAdd }} />
 *     <ListPageTable aria-label="用户列表" />
 *   </ListPageRoot>
 * </TreeFilterLayout>
 */
export function useListPage<Row extends object>(options: ListPageOptions<Row>): ListPageState<Row> {
  const { id, columns, searchFields = NONE, filterNames = NONE, rowActions, getSubRows } = options;
  const t = useTranslate();
  const { loadHistory } = useKit();
  const history = loadHistory ? options.history : undefined;
  const [historyOf, setHistoryOf] = useState<Row | null>(null);
  const keyOf = (row: Row) =>
    typeof options.rowKey === 'function' ? options.rowKey(row) : String(row[options.rowKey]);
  const names = useMemo(
    () => [...searchFields.map((f) => f.name).filter((n) => n !== 'keyword'), ...filterNames],
    [searchFields, filterNames],
  );
  const [url, setUrl] = useListUrlState(names);
  const request = toListRequest(url);
  const rows = useListRows(options, request);
  const [selection, setSelection] = useState<{ keys: string[]; rows: Row[] }>({ keys: [], rows: [] });
  // Tree lists open fully; 展开全部 / 折叠全部 remount the table with every row open or closed.
  const tree = getSubRows !== undefined;
  const lazy = options.getRowCanExpand !== undefined;
  const [expansion, setExpansion] = useState({ open: true, version: 0 });
  const expandAll = (open: boolean) => setExpansion((prev) => ({ open, version: prev.version + 1 }));

  const hasActions = rowActions !== undefined;
  const allColumns = useMemo<ListColumn<Row>[]>(
    () =>
      hasActions
        ? [...columns, actionsColumn<Row>(t(options.actionsHeader ?? m.actions), options.actionsWidth)]
        : [...columns],
    [columns, hasActions, options.actionsHeader, options.actionsWidth, t],
  );
  const columnSettings = useColumnSettings(id, allColumns);
  const [density, setDensity] = useDensity(id);
  const labelOf = (name: string) =>
    searchFields.find((f) => f.name === name)?.label ?? options.filterLabels?.[name] ?? name;
  const views = useSavedViews({
    pageId: id,
    filterNames: names,
    labelOf,
    url,
    columnSettings,
    density,
    setDensity,
  });

  return {
    ...rows,
    options,
    keyOf,
    url,
    setUrl,
    request,
    search: (values) => {
      const { keyword = '', ...filters } = values;
      setUrl((latest) => ({
        ...latest,
        currentPage: 1,
        keyword: keyword.trim() || undefined,
        filters: { ...latest.filters, ...filters },
      }));
    },
    filter: (filters) =>
      setUrl((latest) => ({ ...latest, currentPage: 1, filters: { ...latest.filters, ...filters } })),
    sort: url.sidx && url.sort ? { sidx: url.sidx, sort: url.sort } : null,
    sortBy: (next) => setUrl((latest) => ({ ...latest, currentPage: 1, sidx: next?.sidx, sort: next?.sort })),
    goTo: (currentPage, pageSize) => {
      setSelection({ keys: [], rows: [] });
      setUrl((latest) => ({ ...latest, currentPage, pageSize }));
    },
    selection,
    select: (keys, chosen) => setSelection({ keys, rows: chosen }),
    tree: {
      enabled: tree,
      lazy,
      open: expansion.open,
      version: expansion.version,
      expandAll: tree && !lazy ? expandAll : undefined,
    },
    columns: allColumns,
    columnSettings,
    density,
    setDensity,
    history: { config: history, of: historyOf, show: setHistoryOf },
    views,
  };
}
