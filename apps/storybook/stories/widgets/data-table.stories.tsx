import { Button } from '@pmc/ui';
import { DataTable, type DataTableColumn, type DataTableSort, Pagination } from '@pmc/widgets';
import { columnShapeReducer, EMPTY_COLUMN_SHAPE, shapeOrder } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer, useState } from 'react';
import { type Member, members, organisation } from '../fixtures.ts';

const columns: DataTableColumn<Member>[] = [
  { id: 'account', header: '账号', sortable: true },
  { id: 'realName', header: '姓名', sortable: true },
  { id: 'department', header: '部门' },
  { id: 'mobile', header: '手机' },
  {
    id: 'actions',
    header: '操作',
    cell: (row) => (
      <Button variant="link" aria-label={`编辑 ${row.account}`}>
        编辑
      </Button>
    ),
  },
];

/** README: the server-sorted, selectable table with 序号 and a pager under it. */
function ListTable() {
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const shown = members.slice((page.currentPage - 1) * page.pageSize, page.currentPage * page.pageSize);
  return (
    <DataTable
      aria-label="用户列表"
      rowKey="id"
      data={shown}
      columns={columns}
      sort={sort}
      onSortChange={setSort}
      selectable
      showIndex
      indexOffset={(page.currentPage - 1) * page.pageSize}
      footer={
        <Pagination
          total={members.length}
          {...page}
          onChange={(currentPage, pageSize) => setPage({ currentPage, pageSize })}
        />
      }
    />
  );
}

const meta = {
  title: 'widgets/DataTable',
  component: DataTable,
  args: { 'aria-label': '用户列表', rowKey: 'id', data: members.slice(0, 8), columns },
} satisfies Meta<typeof DataTable<Member>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPager: Story = { render: () => <ListTable /> };
/** Sorted by the rows it has (no `onSortChange`). */
export const ClientSorted: Story = {};
export const Empty: Story = { args: { data: [] } };
export const Loading: Story = { args: { loading: true } };
/**
 * Columns hidden by permission (docs/guide/permissions.md#buttons-columns-and-form-fields): mobile is not in
 * the page's column list.
 */
export const ColumnHiddenByPermission: Story = { args: { columnVisibility: { mobile: false } } };
/** Past 100 rows only the rows in view are rendered. */
export const Virtual: Story = {
  args: {
    data: Array.from({ length: 2000 }, (_, i) => ({ ...members[i % members.length]!, id: String(i + 1) })),
    virtual: { height: 400, rowHeight: 40 },
  },
};

interface Department {
  id: string;
  fullName: string;
  type?: string;
  children?: Department[];
}
/** README: tree rows (departments) with expand toggles. */
export const TreeRows: Story = {
  render: () => (
    <DataTable<Department>
      aria-label="组织列表"
      rowKey="id"
      data={organisation}
      columns={[
        { id: 'fullName', header: '名称' },
        { id: 'type', header: '类型' },
      ]}
      getSubRows={(row) => row.children}
      defaultExpandAll
    />
  ),
};

const wideColumns: DataTableColumn<Member>[] = [
  { id: 'account', header: '账号', valueType: 'code', sortable: true },
  { id: 'realName', header: '姓名', width: 100 },
  { id: 'department', header: '部门', width: 120 },
  { id: 'mobile', header: '手机', valueType: 'code' },
  {
    id: 'note',
    header: '备注',
    width: 160,
    accessor: (row) => `${row.realName}，${row.department}的长期联系人与值班负责人`,
  },
  { id: 'created', header: '创建时间', valueType: 'dateTime', accessor: () => '2026-11-25 09:30' },
  { id: 'visited', header: '最后登录', valueType: 'dateTime', accessor: () => '2026-11-25 16:00' },
  {
    id: 'actions',
    header: '操作',
    ellipsis: false,
    fixed: 'right',
    cell: (row) => (
      <Button variant="link" aria-label={`编辑 ${row.account}`}>
        编辑
      </Button>
    ),
  },
];

/**
 * Wider than its box: widths from the value types, long 备注 cut with an ellipsis (whole on hover),
 * the selection column and 操作 stay in view as the rows scroll sideways, with a shadow on the side
 * where more is hidden.
 */
export const ScrollsSideways: Story = {
  render: () => (
    <div style={{ width: 640 }}>
      <DataTable
        aria-label="用户列表"
        rowKey="id"
        data={members.slice(0, 12)}
        columns={wideColumns}
        selectable
        showIndex
      />
    </div>
  ),
};

/** 紧凑 rows: the same table at the tightest density. */
export const Compact: Story = { args: { density: 'compact' } };

const shapedColumns: DataTableColumn<Member>[] = wideColumns.map((column) =>
  column.id === 'actions' ? { ...column, locked: true } : column,
);
const shapedIds = shapedColumns.map((column) => column.id);

/** The columns a person shapes from the headers, kept in a `ColumnShape` as the list pages keep it. */
function ShapedFromHeaders() {
  const [shape, dispatch] = useReducer(columnShapeReducer, {
    ...EMPTY_COLUMN_SHAPE,
    pins: { account: 'left' },
  });
  const order = shapeOrder(shape, shapedIds);
  return (
    <div style={{ width: 720 }}>
      <DataTable
        aria-label="用户列表"
        rowKey="id"
        data={members.slice(0, 8)}
        columns={shapedColumns}
        selectable
        showIndex
        columnVisibility={Object.fromEntries(shape.hidden.map((id) => [id, false]))}
        columnOrder={order}
        columnWidths={shape.widths}
        columnPins={shape.pins}
        onColumnResize={(id, width) => dispatch({ type: 'resize', id, width })}
        onColumnMove={(id, target) =>
          dispatch({ type: 'move', id, to: order.indexOf(target), columns: shapedIds })
        }
        onColumnPin={(id, side) => dispatch({ type: 'pin', id, side: side ?? 'none' })}
        onColumnHide={(id) => dispatch({ type: 'toggle', id, visible: false })}
      />
    </div>
  );
}

/**
 * Columns shaped from their headers (docs/guide/pages.md#columns-the-person-shapes): drag a header among
 * the columns of its side (a bar marks where it lands; Escape cancels), or open its menu (the ⋮ shown
 * under the pointer or the focus): 固定在左侧 / 固定在右侧 / 取消固定, 左移 / 右移, 适应内容宽度, 隐藏此列.
 * 账号 starts pinned to the left; 操作 stays where it is.
 */
export const HeaderMenuAndDrag: Story = { render: () => <ShapedFromHeaders /> };
