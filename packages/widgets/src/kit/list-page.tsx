import { type Translatable, useTranslate } from '@pmc/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isValidElement, type ReactNode, useMemo, useState } from 'react';
import { DataTable } from '../data-table.tsx';
import type { DataTableColumn, DataTableSort } from '../data-table-columns.tsx';
import { Pagination } from '../pagination.tsx';
import { ExplainList } from './explain-list.tsx';
import { HistoryDrawer } from './history-drawer.tsx';
import type { KitHistoryEntry } from './history-entry.ts';
import type { HistoryFormat } from './history-timeline.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import type { ListColumn } from './list-column.ts';
import { ListDraftOffer } from './list-draft-offer.tsx';
import type { ListImport } from './list-import.tsx';
import { type ListRequest, toListRequest } from './list-query.ts';
import { ListPageToolbar, type ListToolbar } from './list-toolbar.tsx';
import { type RowAction, RowActions } from './row-actions.tsx';
import { type SearchField, SearchForm } from './search-form.tsx';
import { useColumnSettings } from './use-column-settings.ts';
import { useDensity } from './use-density.ts';
import { useListQuery } from './use-list-query.ts';

export type { ListToolbar } from './list-toolbar.tsx';

/** A page of rows: `{ list, total }`, or `{ list, pagination: { total } }` as the API answers. */
export type ListResult<Row> =
  | { list: readonly Row[]; total: number }
  | { list: readonly Row[]; pagination: { total: number } }
  /** A tree list (`getSubRows`) answers every row at once. */
  | { list: readonly Row[] };

export interface ListPageProps<Row extends object> {
  /** Names the table: column settings are remembered under it, and it is the default query key. */
  id: string;
  /** Accessible name of the table, e.g. 用户列表. */
  'aria-label': string;
  columns: readonly ListColumn<Row>[];
  rowKey: (keyof Row & string) | ((row: Row) => string);
  /** Loads one page; `signal` aborts when a newer query replaces it. */
  request: (request: ListRequest, context: { signal: AbortSignal }) => Promise<ListResult<Row>>;
  /**
   * The TanStack Query key prefix of the list, e.g. the entity's domain key (`keys.user.all`), so
   * every change to the entity refreshes it. Defaults to `['pmc-list', id]`.
   */
  queryKey?: readonly unknown[];
  searchFields?: readonly SearchField[];
  /** URL parameters the page sets itself (not in the search form), e.g. the tree's `organizeId`. */
  filterNames?: readonly string[];
  toolbar?: ListToolbar;
  /** The row's 操作 cell; permission codes hide actions the user lacks. */
  rowActions?: (row: Row) => RowAction[];
  /** Header of the 操作 column. */
  actionsHeader?: Translatable;
  actionsWidth?: number;
  /** Checkboxes, and buttons acting on the chosen rows (shown while some are chosen). */
  batchActions?: (keys: string[], rows: Row[]) => ReactNode;
  showIndex?: boolean;
  /**
   * Tree rows (organisations, areas, dictionary types): each row's children. The request answers the
   * whole tree (`{ list }`), the first column gets expand toggles, the toolbar 展开全部 / 折叠全部, and
   * there is no pager.
   */
  getSubRows?: (row: Row) => readonly Row[] | undefined;
  /** Renders only the rows in view past this many (default 100). */
  virtualFrom?: number;
  /**
   * Lazy trees (areas): whether a row can open before its children are loaded, and the open rows' ids
   * (load the children of new ones). A lazy tree starts closed and has no 展开全部.
   */
  getRowCanExpand?: (row: Row) => boolean;
  onExpandedChange?: (expandedIds: string[]) => void;
  /**
   * The rows keep a change history under this kind (user, role, …): a 历史 row action opens it in a
   * drawer (when the app plugs `loadHistory` into the kit). Field labels default to the columns' headers.
   */
  history?: ListHistory<Row>;
  /** The rows can be imported from a spreadsheet: 导入 in the toolbar opens the kit's import flow. */
  import?: ListImport;
  /**
   * The `title` of the FormDialog whose drafts this list offers on arrival, when its page holds other
   * dialogs too (a tree's own form beside the list); default: every dialog draft of the page.
   */
  draftsOf?: Translatable;
}

/** How a list page's rows show their change history. */
export interface ListHistory<Row> extends HistoryFormat {
  kind: string;
  /** The record id of a row (default: `rowKey`). */
  recordId?: (row: Row) => string;
  /** The row's name in the drawer's title (an account, a name). */
  recordName?: (row: Row) => string | undefined;
  /**
   * 恢复这些值 on an update entry: open the row's form with these values over the stored ones; the save
   * names `entry.id` (the contract's `X-Restore-Of`) so the server records it as a restore.
   */
  onRestore?: (row: Row, values: Record<string, unknown>, entry: KitHistoryEntry) => void;
}

const ACTIONS_ID = 'actions';

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
const totalOf = <Row,>(result: ListResult<Row>) =>
  'total' in result ? result.total : 'pagination' in result ? result.pagination.total : result.list.length;

/**
 * A management list from configuration: search form, toolbar (新建, 导出, 刷新, 列设置), server-sorted table with row
 * actions, and the 20/50/100/500 pager. Page, size, keyword, sort and filters live in the URL (through
 * `KitProvider`); while a new page loads the old rows stay; failures surface through the app's request core
 * (the toasts of docs/guide/api.md#error-catalogue). Needs a TanStack `QueryClientProvider` above it.
 *
 * @example
 * <ListPage<User>
 *   id="system.user"
 *   aria-label="用户列表"
 *   rowKey="id"
 *   queryKey={keys.user.all}
 *   request={(q, { signal }) => api.user.list(q, { signal })}
 *   searchFields={[{ name: 'keyword', label: '关键词' }, { name: 'creatorTime', label: '创建时间', type: 'date-range' }]}
 *   columns={[{ id: 'account', header: '账号', sortable: true }, { id: 'realName', header: '姓名' }]}
 *   toolbar={{ onAdd: () => setEditing({}), onExport: (q) => exportUsers(q) }}
 *   rowActions={(row) => [{ key: 'edit', label: '编辑', permission: 'btn_edit', onClick: () => setEditing(row) }]}
 * />
 */
export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const { id, columns, searchFields = [], filterNames = [], toolbar = {}, rowActions, batchActions } = props;
  const t = useTranslate();
  const { usePermissions, loadHistory } = useKit();
  const can = usePermissions();
  const history = loadHistory ? props.history : undefined;
  const [historyOf, setHistoryOf] = useState<Row | null>(null);
  const keyOf = (row: Row) =>
    typeof props.rowKey === 'function' ? props.rowKey(row) : String(row[props.rowKey]);
  const names = useMemo(
    () => [...searchFields.map((f) => f.name).filter((n) => n !== 'keyword'), ...filterNames],
    [searchFields, filterNames],
  );
  const [query, setQuery] = useListQuery(names);
  const request = toListRequest(query);
  const prefix = props.queryKey ?? ['pmc-list', id];
  const result = useQuery({
    // The list's id is part of the key: two lists under one domain prefix (登录日志 and 操作日志 both
    // under the log key) would otherwise share one cache entry, each showing the other's rows.
    queryKey: [...prefix, 'kit-list', id, request],
    queryFn: ({ signal }) => props.request(request, { signal }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<{ keys: string[]; rows: Row[] }>({ keys: [], rows: [] });
  // Tree lists open fully; 展开全部 / 折叠全部 remount the table with every row open or closed.
  const tree = props.getSubRows !== undefined;
  const lazy = props.getRowCanExpand !== undefined;
  const [expansion, setExpansion] = useState({ open: true, version: 0 });
  const expandAll = (open: boolean) => setExpansion((prev) => ({ open, version: prev.version + 1 }));

  const allColumns = useMemo<ListColumn<Row>[]>(
    () =>
      rowActions
        ? [
            ...columns,
            {
              id: ACTIONS_ID,
              header: t(props.actionsHeader ?? m.actions),
              permission: false,
              width: props.actionsWidth,
              // On one line, whole, and in view when the table scrolls sideways.
              ellipsis: false,
              fixed: 'right' as const,
              cell: (row: Row) => (
                <RowActions
                  actions={
                    history
                      ? [
                          ...rowActions(row),
                          { key: 'history', label: m.history, onClick: () => setHistoryOf(row) },
                        ]
                      : rowActions(row)
                  }
                />
              ),
            },
          ]
        : [...columns],
    [columns, rowActions, props.actionsHeader, props.actionsWidth, t, history],
  );
  // The drawer reads labels from the columns' headers unless the page names a field itself; a field
  // named by neither takes the server's label of it.
  const historyLabels = useMemo(
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
  const settings = useColumnSettings(id, allColumns);
  const [density, setDensity] = useDensity(id);
  const searchValues = { keyword: query.keyword ?? '', ...query.filters };
  const rows = (result.data?.list ?? []) as Row[];
  const total = result.data ? totalOf(result.data) : 0;
  const sort: DataTableSort | null = query.sidx && query.sort ? { sidx: query.sidx, sort: query.sort } : null;
  const addCode = toolbar.addPermission ?? 'btn_add';

  return (
    <div className="pmc-list-page" data-list={id}>
      {searchFields.length > 0 ? (
        <SearchForm
          fields={searchFields}
          values={searchValues}
          onSearch={(values) => {
            const { keyword = '', ...filters } = values;
            setQuery({
              ...query,
              currentPage: 1,
              keyword: keyword.trim() || undefined,
              filters: { ...query.filters, ...filters },
            });
          }}
        />
      ) : null}
      <ListDraftOffer
        rows={rows}
        keyOf={keyOf}
        getSubRows={props.getSubRows}
        onAdd={toolbar.onAdd && can.button(addCode) ? toolbar.onAdd : undefined}
        editOf={(row) =>
          rowActions?.(row).find(
            (a) =>
              a.key === 'edit' && !a.hidden && !a.disabled && (!a.permission || can.button(a.permission)),
          )
        }
        nameOf={props.history?.recordName}
        entity={props.draftsOf}
      />
      <ListPageToolbar
        toolbar={toolbar}
        import={props.import}
        request={request}
        batch={batchActions && selected.keys.length > 0 ? batchActions(selected.keys, selected.rows) : null}
        onExpandAll={tree && !lazy ? expandAll : undefined}
        onRefresh={() => void result.refetch()}
        density={{ value: density, onChange: setDensity }}
        columnSettings={{
          columns: settings.permitted.filter((c) => c.id !== ACTIONS_ID) as DataTableColumn<never>[],
          isVisible: settings.isVisible,
          onToggle: settings.setVisible,
          onReset: settings.reset,
        }}
      />
      <ExplainList
        kind="column"
        items={allColumns
          .filter((c) => c.permission !== false)
          .map((c) => ({ code: c.permission || c.id, label: c.header }))}
      />
      <DataTable<Row>
        key={tree ? `tree-${expansion.version}` : undefined}
        getSubRows={props.getSubRows}
        defaultExpandAll={tree && expansion.open && !lazy}
        aria-label={props['aria-label']}
        rowKey={props.rowKey}
        data={rows}
        columns={allColumns}
        columnVisibility={settings.columnVisibility}
        density={density}
        fitHeight
        loading={result.isFetching}
        sort={sort}
        onSortChange={(next) => setQuery({ ...query, currentPage: 1, sidx: next?.sidx, sort: next?.sort })}
        showIndex={props.showIndex ?? true}
        indexOffset={(query.currentPage - 1) * query.pageSize}
        selectable={batchActions !== undefined}
        selectedKeys={selected.keys}
        onSelectionChange={(keys, chosen) => setSelected({ keys, rows: chosen })}
        virtual={rows.length > (props.virtualFrom ?? 100) ? { height: 600, rowHeight: 41 } : undefined}
        getRowCanExpand={props.getRowCanExpand}
        onExpandedChange={props.onExpandedChange}
        footer={
          tree ? undefined : (
            <Pagination
              total={total}
              currentPage={query.currentPage}
              pageSize={query.pageSize}
              onChange={(currentPage, pageSize) => {
                setSelected({ keys: [], rows: [] });
                setQuery({ ...query, currentPage, pageSize });
              }}
            />
          )
        }
      />
      {history ? (
        <HistoryDrawer
          record={
            historyOf
              ? {
                  kind: history.kind,
                  id: history.recordId ? history.recordId(historyOf) : keyOf(historyOf),
                  name: history.recordName?.(historyOf),
                }
              : null
          }
          onClose={() => setHistoryOf(null)}
          labels={historyLabels}
          values={history.values}
          lists={history.lists}
          onRestore={
            history.onRestore && historyOf
              ? (values, entry) => history.onRestore?.(historyOf, values, entry)
              : undefined
          }
        />
      ) : null}
    </div>
  );
}
