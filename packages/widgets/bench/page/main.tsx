import '@pmc/ui/styles.css';
import '../../src/styles.css';
import { formatDateTime } from '@pmc/i18n';
import { DataTable, type DataTableColumn, Tree, TreeSelect, treeIds, UserPicker } from '../../src/index.ts';
import { TreeFilterLayout } from '../../src/kit/tree-filter-layout.tsx';
import { type BenchUser, orgTree, userNodes, userRows } from './data.ts';
import { $, $$, clear, frame, show, typeInto, until } from './page-tools.ts';

// The cases of issue 18's table. Each case has an unmeasured setup and measured steps; a step ends
// when the frame showing what it did has been painted (its layout and paint are in the figures).

const columns: DataTableColumn<BenchUser>[] = [
  { id: 'account', header: '账号', sortable: true, width: 130 },
  { id: 'realName', header: '姓名', sortable: true, width: 100 },
  { id: 'gender', header: '性别', width: 60 },
  { id: 'mobile', header: '手机', width: 130 },
  { id: 'organizeName', header: '所属组织', width: 130 },
  { id: 'positionName', header: '岗位', width: 100 },
  { id: 'createTime', header: '创建时间', width: 160, cell: (row) => formatDateTime(row.createTime, 'zh') },
  { id: 'enabledMark', header: '状态', width: 80, cell: (row) => (row.enabledMark ? '正常' : '停用') },
];

/** The floor: a plain React <table> of the same rows and cells, nothing else. */
function PlainTable({ rows }: { rows: readonly BenchUser[] }) {
  return (
    <table className="pmc-table">
      <thead>
        <tr>
          <th />
          {columns.map((c) => (
            <th key={c.id}>{c.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <input type="checkbox" aria-label="选择此行" />
            </td>
            <td>{row.account}</td>
            <td>{row.realName}</td>
            <td>{row.gender}</td>
            <td>{row.mobile}</td>
            <td>{row.organizeName}</td>
            <td>{row.positionName}</td>
            <td>{formatDateTime(row.createTime, 'zh')}</td>
            <td>{row.enabledMark ? '正常' : '停用'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const firstRow = () => $('tbody tr:not([data-spacer])')?.textContent ?? '';
const noop = () => {};
const virtual = { height: 480, rowHeight: 40 };

type Step = () => Promise<void>;
interface Case {
  setup?: () => Promise<void>;
  steps: Record<string, Step>;
}

function tableCase(render: (rows: readonly BenchUser[]) => React.ReactNode): Case {
  const pages = [userRows(500, 11), userRows(500, 12)];
  const step = (page: readonly BenchUser[]) => async () => {
    show(render(page));
    await until(() => firstRow().includes(page[0]!.account), 'the page');
  };
  return { steps: { first: step(pages[0]!), warm: step(pages[1]!) } };
}

const table = (rows: readonly BenchUser[], extra: object = {}) => (
  <DataTable aria-label="用户" rowKey="id" data={rows} columns={columns} selectable showIndex {...extra} />
);

const shaped = {
  columnOrder: ['mobile', 'account', 'realName'],
  columnWidths: { organizeName: 220, realName: 140 },
  columnPins: { account: 'left', enabledMark: 'right' },
  onColumnResize: () => {},
} as const;

let tree: ReturnType<typeof orgTree> = [];
let allIds: string[] = [];
const userLevelItems = (level = 3) => $$(`[role="treeitem"][aria-level="${level}"]`);
// In the select the 1,000 departments are the roots (an open panel of 1,000 rows), users at level 2.
const onlyMatches = (keyword: string) => () => {
  const items = userLevelItems(2);
  return items.length > 0 && items.every((item) => item.textContent?.includes(keyword));
};

const cases: Record<string, Case> = {
  // The floor of every step's wall time: nothing rendered, one frame painted (the display's cadence).
  frame: { steps: { 'nothing, one frame': frame } },
  'plain-table-500': tableCase((rows) => <PlainTable rows={rows} />),
  'data-table-500': tableCase((rows) => table(rows)),
  'data-table-500-virtual': tableCase((rows) => table(rows, { virtual })),
  // Issue 38: as a list page shows it, its columns shaped: moved, widened, pinned, with resize handles.
  'data-table-500-shaped': tableCase((rows) => table(rows, { virtual, ...shaped })),
  'data-table-10k-sort': {
    setup: async () => {
      const rows = userRows(10_000, 13);
      show(table(rows, { virtual }));
      await until(() => firstRow() !== '', 'the rows');
    },
    steps: {
      sort: async () => {
        $$('th button')
          .find((b) => b.textContent?.includes('姓名'))!
          .click();
        await until(() => $('th[aria-sort="ascending"]') !== null, 'the sorted rows');
      },
    },
  },
  'tree-101k-expand-all': {
    setup: async () => {
      tree = orgTree();
      allIds = treeIds(tree);
      show(<Tree aria-label="组织" nodes={tree} selected={[]} onSelect={noop} />);
      await until(() => $('[role="treeitem"]') !== null, 'the tree');
    },
    steps: {
      expand: async () => {
        show(<Tree aria-label="组织" nodes={tree} selected={[]} onSelect={noop} expandedOverride={allIds} />);
        await until(() => userLevelItems().length > 0, 'the users');
      },
    },
  },
  // Issue 13: the user page's organisation tree (loaded whole) filtered on the client at 10,000 nodes,
  // by a character and by pinyin.
  'tree-filter-10k': {
    setup: async () => {
      tree = orgTree(100, 99);
      show(
        <TreeFilterLayout nodes={tree} selectedId={undefined} onSelect={noop}>
          <p>list</p>
        </TreeFilterLayout>,
      );
      await until(() => $('[role="treeitem"]') !== null, 'the tree');
    },
    steps: {
      'filter-first-char': async () => {
        typeInto($<HTMLInputElement>('.pmc-tree-filter-layout__tree input')!, '张');
        await until(
          () => userLevelItems().length > 0 && userLevelItems().every((i) => i.textContent?.includes('张')),
          'the matches of 张',
        );
      },
      'filter-pinyin': async () => {
        typeInto($<HTMLInputElement>('.pmc-tree-filter-layout__tree input')!, 'zhangwei');
        await until(
          () => userLevelItems().length > 0 && userLevelItems().every((i) => i.textContent?.includes('张伟')),
          'the matches of zhangwei',
        );
      },
    },
  },
  'tree-select-101k': {
    setup: async () => {
      tree = orgTree()[0]!.children!;
      show(<TreeSelect aria-label="部门" nodes={tree} value={null} onChange={noop} />);
      await until(() => $('[role="combobox"]') !== null, 'the select');
    },
    steps: {
      open: async () => {
        $('[role="combobox"]')!.click();
        await until(() => $('[role="treeitem"]') !== null, 'the open tree');
      },
      'filter-first-char': async () => {
        typeInto($<HTMLInputElement>('[data-radix-popper-content-wrapper] input')!, '张');
        await until(onlyMatches('张'), 'the matches of 张');
      },
      'filter-last-char': async () => {
        typeInto($<HTMLInputElement>('[data-radix-popper-content-wrapper] input')!, '张伟');
        await until(onlyMatches('张伟'), 'the matches of 张伟');
      },
    },
  },
  'user-picker-5000': {
    setup: async () => {
      const users = userNodes(5000);
      // Answers a paging loader ({ nodes, total }) when asked for a page, the whole list otherwise.
      const loadNodes = async (query: {
        parentId: string;
        keyword: string;
        offset?: number;
        limit?: number;
      }) => {
        const list = query.keyword
          ? users.filter((u) => u.fullName.includes(query.keyword))
          : query.parentId === '0'
            ? users
            : [];
        if (query.limit === undefined) return list;
        const offset = query.offset ?? 0;
        return { nodes: list.slice(offset, offset + query.limit), total: list.length };
      };
      show(<UserPicker title="负责人" multiple loadNodes={loadNodes as never} value={[]} onChange={noop} />);
      await until(() => $('[aria-haspopup="dialog"]') !== null, 'the picker');
    },
    steps: {
      open: async () => {
        $('[aria-haspopup="dialog"]')!.click();
        await until(() => $('[role="dialog"] [role="treeitem"]') !== null, 'the users');
      },
      keystroke: async () => {
        typeInto($<HTMLInputElement>('[role="dialog"] input')!, '张');
        await frame();
      },
    },
  },
};

declare global {
  interface Window {
    bench: {
      cases: Record<string, string[]>;
      setup(name: string): Promise<void>;
      step(name: string, step: string): Promise<number>;
      elements(): number;
    };
  }
}

window.bench = {
  cases: Object.fromEntries(Object.entries(cases).map(([name, c]) => [name, Object.keys(c.steps)])),
  async setup(name) {
    clear();
    await cases[name]!.setup?.();
    await frame();
  },
  async step(name, step) {
    const start = performance.now();
    await cases[name]!.steps[step]!();
    return performance.now() - start;
  },
  elements: () => document.getElementsByTagName('*').length,
};
