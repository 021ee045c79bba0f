import { T, useT } from '@pmc/i18n/react';
import { Checkbox } from '@pmc/ui';
import { formatDate } from '@pmc/validators';
import { DataTable } from '@pmc/widgets';
import { ColumnSettings, type ListColumn, useColumnSettings } from '@pmc/widgets/kit';
import { useMemo, useState } from 'react';
import { i18n } from '../../../app/i18n.ts';
import { tableDemoCatalog } from './catalog.ts';
import { type DemoMember, demoMembers, membersByBranch } from './demo-rows.ts';
import { tableDemoMessages as m } from './messages.ts';

i18n.load(tableDemoCatalog);

export const DEMO_ROWS = 10_000;

const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const columns: ListColumn<DemoMember>[] = [
  { id: 'realName', header: <T msg={m.realName} />, width: 200, sortable: true, permission: false },
  { id: 'account', header: <T msg={m.account} />, width: 150, sortable: true, permission: false },
  {
    id: 'gender',
    header: <T msg={m.gender} />,
    width: 80,
    permission: false,
    cell: (row) => (row.account ? <T msg={row.gender === 1 ? m.male : m.female} /> : null),
  },
  { id: 'mobile', header: <T msg={m.mobile} />, width: 140, permission: false },
  { id: 'branch', header: <T msg={m.branch} />, width: 140, sortable: true, permission: false },
  {
    id: 'joinDate',
    header: <T msg={m.joinDate} />,
    width: 120,
    sortable: true,
    permission: false,
    cell: (row) => formatDate(row.joinDate, { pattern: 'yyyy-MM-dd' }),
  },
  {
    id: 'dues',
    header: <T msg={m.dues} />,
    width: 120,
    align: 'right',
    sortable: true,
    permission: false,
    cell: (row) => money.format(row.dues),
  },
];

/**
 * 表格示例: the kit's DataTable over 10,000 rows at once. Only the rows in view are in the DOM
 * (TanStack Virtual), sorting is done on the rows in hand, 列设置 (order, widths, pins, hidden columns) is remembered per user, selection
 * reports what was chosen, and the same rows can be shown as tree rows under their branches.
 */
export default function TableDemoPage() {
  const t = useT();
  const members = useMemo(() => demoMembers(DEMO_ROWS), []);
  const branches = useMemo(() => membersByBranch(members), [members]);
  const [tree, setTree] = useState(false);
  const [selected, setSelected] = useState(0);
  const settings = useColumnSettings('extend.tableDemo', columns);
  return (
    <section className="admin-page admin-demo" data-testid="table-demo">
      <h1>
        <T msg={m.title} />
      </h1>
      <p className="admin-muted">{t(m.intro, { count: DEMO_ROWS.toLocaleString() })}</p>
      <div className="admin-demo__toolbar">
        <Checkbox
          label={t(m.treeRows)}
          checked={tree}
          onCheckedChange={(value) => {
            setTree(value === true);
            setSelected(0);
          }}
          data-testid="table-demo-tree"
        />
        <span className="admin-muted" aria-live="polite" data-testid="table-demo-selected">
          {t(m.rows, { count: DEMO_ROWS.toLocaleString() })} · {t(m.selected, { count: selected })}
        </span>
        <ColumnSettings
          columns={settings.permitted}
          isVisible={settings.isVisible}
          onToggle={settings.setVisible}
          onReset={settings.reset}
          onMove={settings.move}
          onPin={settings.pin}
          pinOf={settings.pinOf}
        />
      </div>
      <DataTable<DemoMember>
        key={tree ? 'tree' : 'flat'}
        aria-label={t(m.listLabel)}
        rowKey="id"
        data={tree ? branches : members}
        columns={columns}
        columnVisibility={settings.columnVisibility}
        {...settings.tableProps}
        getSubRows={tree ? (row) => row.children : undefined}
        selectable
        showIndex={!tree}
        onSelectionChange={(keys) => setSelected(keys.length)}
        virtual={{ height: 520, rowHeight: 40 }}
      />
    </section>
  );
}
