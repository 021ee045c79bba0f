import { type ReactNode, useMemo } from 'react';
import { DataTable } from '../data-table.tsx';
import { ExplainList } from './explain-list.tsx';
import { withActionsCell } from './list-actions-cell.tsx';
import { ListPagePager } from './list-page-pager.tsx';
import { useListPageContext } from './list-page-root.tsx';

export interface ListPageTableProps {
  /** Accessible name of the table, e.g. 用户列表. */
  'aria-label': string;
  /** The 序号 column (default true). */
  showIndex?: boolean;
  /** Renders only the rows in view past this many (default 100). */
  virtualFrom?: number;
  /** A tree's open rows' ids (a lazy tree loads the children of new ones). */
  onExpandedChange?: (expandedIds: string[]) => void;
  /** Under the rows; default: `ListPagePager` for a flat list, nothing for a tree. */
  footer?: ReactNode;
}

/**
 * A list page's table: the server-sorted `DataTable` of the loaded rows with 序号, 操作, the chosen
 * rows' checkboxes (with `batchActions`), the 列设置 and the density; a tree list's rows open fully
 * (or lazily) with expand toggles. In explain mode the guarded columns (列权限) are listed above it.
 *
 * @example
 * <ListPageRoot list={list}><ListPageTable aria-label="用户列表" showIndex={false} /></ListPageRoot>
 */
export function ListPageTable<Row extends object = object>(props: ListPageTableProps) {
  const list = useListPageContext<Row>();
  const { options, tree, url, history } = list;
  const onHistory = history.config ? history.show : undefined;
  const columns = useMemo(
    () => withActionsCell(list.columns, options.rowActions, onHistory),
    [list.columns, options.rowActions, onHistory],
  );
  const { footer = tree.enabled ? undefined : <ListPagePager /> } = props;
  return (
    <>
      <ExplainList
        kind="column"
        items={list.columns
          .filter((c) => c.permission !== false)
          .map((c) => ({ code: c.permission || c.id, label: c.header }))}
      />
      <DataTable<Row>
        key={tree.enabled ? `tree-${tree.version}` : undefined}
        getSubRows={options.getSubRows}
        defaultExpandAll={tree.enabled && tree.open && !tree.lazy}
        aria-label={props['aria-label']}
        rowKey={options.rowKey}
        data={list.rows}
        columns={columns}
        columnVisibility={list.columnSettings.columnVisibility}
        {...list.columnSettings.tableProps}
        density={list.density}
        fitHeight
        loading={list.loading}
        sort={list.sort}
        onSortChange={list.sortBy}
        showIndex={props.showIndex ?? true}
        indexOffset={(url.currentPage - 1) * url.pageSize}
        selectable={options.batchActions !== undefined}
        selectedKeys={list.selection.keys}
        onSelectionChange={list.select}
        virtual={list.rows.length > (props.virtualFrom ?? 100) ? { height: 600, rowHeight: 41 } : undefined}
        getRowCanExpand={options.getRowCanExpand}
        onExpandedChange={props.onExpandedChange}
        footer={footer}
      />
    </>
  );
}
