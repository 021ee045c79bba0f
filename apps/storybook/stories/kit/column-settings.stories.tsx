import { DataTable, type DataTableColumn } from '@pmc/widgets';
import { ColumnSettings, columnShapeReducer, EMPTY_COLUMN_SHAPE, shapeOrder } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer, useState } from 'react';
import { type Member, members } from '../fixtures.ts';

const columns = [
  { id: 'account', header: '账号' },
  { id: 'realName', header: '姓名' },
  { id: 'mobile', header: '手机' },
];

function Settings() {
  const [hidden, setHidden] = useState<string[]>(['mobile']);
  return (
    <ColumnSettings
      columns={columns}
      isVisible={(id) => !hidden.includes(id)}
      onToggle={(id, visible) => setHidden((h) => (visible ? h.filter((x) => x !== id) : [...h, id]))}
      onReset={() => setHidden([])}
    />
  );
}

const tableColumns: DataTableColumn<Member>[] = [
  { id: 'account', header: '账号', sortable: true },
  { id: 'realName', header: '姓名' },
  { id: 'department', header: '部门', width: 90 },
  { id: 'mobile', header: '手机' },
  { id: 'email', header: '邮箱', accessor: (row) => `${row.account}@park.example.cn` },
  {
    id: 'note',
    header: '备注',
    accessor: (row) => `${row.department}：园区管理委员会下属单位，负责日常事务`,
  },
];
const ids = tableColumns.map((column) => column.id);
const names = new Map(tableColumns.map((column) => [column.id, column.header]));

/**
 * The kit's column shape driven by its reducer alone (as a saved view would be): 列设置 moves, pins and
 * hides, the headers' handles resize, and the headers themselves are dragged or pinned from their menus.
 */
function ShapedTable({ open }: { open: boolean }) {
  const [shape, dispatch] = useReducer(columnShapeReducer, {
    ...EMPTY_COLUMN_SHAPE,
    pins: { account: 'left' },
    widths: { note: 160 },
  });
  const order = shapeOrder(shape, ids);
  return (
    <div style={{ maxWidth: 640 }}>
      <ColumnSettings
        defaultOpen={open}
        columns={order.map((id) => ({ id, header: names.get(id) }))}
        isVisible={(id) => !shape.hidden.includes(id)}
        onToggle={(id, visible) => dispatch({ type: 'toggle', id, visible })}
        onReset={() => dispatch({ type: 'replace', shape: EMPTY_COLUMN_SHAPE })}
        onMove={(id, target) => dispatch({ type: 'move', id, to: order.indexOf(target), columns: ids })}
        onPin={(id, side) => dispatch({ type: 'pin', id, side })}
        pinOf={(id) => {
          const pin = shape.pins[id];
          return pin === 'none' ? undefined : pin;
        }}
      />
      <DataTable
        aria-label="用户列表"
        rowKey="id"
        data={members.slice(0, 8)}
        columns={tableColumns}
        showIndex
        columnVisibility={Object.fromEntries(shape.hidden.map((id) => [id, false]))}
        columnOrder={order}
        columnWidths={shape.widths}
        columnPins={shape.pins}
        onColumnResize={(id, width) => dispatch({ type: 'resize', id, width })}
        onColumnMove={(id, target) => dispatch({ type: 'move', id, to: order.indexOf(target), columns: ids })}
        onColumnPin={(id, side) => dispatch({ type: 'pin', id, side: side ?? 'none' })}
        onColumnHide={(id) => dispatch({ type: 'toggle', id, visible: false })}
      />
    </div>
  );
}

const meta = {
  title: 'kit/ColumnSettings',
  component: ColumnSettings,
  args: { columns, isVisible: () => true, onToggle: () => {}, onReset: () => {} },
} satisfies Meta<typeof ColumnSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open 列设置: 手机 is hidden. */
export const Default: Story = { render: () => <Settings /> };
/**
 * A table whose columns the person shapes: drag a header's edge or focus it and use ←/→ (Shift: by
 * 50 px, Enter: fit); 账号 is pinned to the left and stays in view as the table scrolls sideways.
 */
export const ShapedColumns: Story = { render: () => <ShapedTable open={false} /> };
/** 列设置 open on the same table: drag a column, ↑/↓ (or Alt+↑/↓), pin to the left or the right. */
export const MoveAndPin: Story = { render: () => <ShapedTable open /> };
