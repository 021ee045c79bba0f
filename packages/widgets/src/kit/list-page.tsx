import type { Translatable } from '@pmc/ui';
import type { ListImport } from './list-import.tsx';
import { ListPageDrafts } from './list-page-drafts.tsx';
import { ListPageHistory } from './list-page-history.tsx';
import type { ListPageOptions } from './list-page-options.ts';
import { ListPageRoot } from './list-page-root.tsx';
import { ListPageSearch } from './list-page-search.tsx';
import { ListPageTable } from './list-page-table.tsx';
import { ListPageToolbar, type ListToolbar } from './list-page-toolbar.tsx';
import { useListPage } from './use-list-page.ts';

export interface ListPageProps<Row extends object> extends ListPageOptions<Row> {
  /** Accessible name of the table, e.g. 用户列表. */
  'aria-label': string;
  toolbar?: ListToolbar;
  showIndex?: boolean;
  /** Renders only the rows in view past this many (default 100). */
  virtualFrom?: number;
  /** A tree's open rows' ids (a lazy tree, `getRowCanExpand`: load the children of new ones). */
  onExpandedChange?: (expandedIds: string[]) => void;
  /** The rows can be imported from a spreadsheet: 导入 in the toolbar opens the kit's import flow. */
  import?: ListImport;
  /**
   * The `title` of the FormDialog whose drafts this list offers on arrival, when its page holds other
   * dialogs too (a tree's own form beside the list); default: every dialog draft of the page.
   */
  draftsOf?: Translatable;
}

/**
 * A management list from configuration: saved views menu (with the kit's `views` port), search form, toolbar (新建, 导出, 刷新, 列设置), server-sorted
 * table with row actions, and the 20/50/100/500 pager. Page, size, keyword, sort and filters live in
 * the URL (through `KitProvider`); while a new page loads the old rows stay; failures surface through
 * the app's request core (its toasts, docs/guide/api.md). Needs a TanStack `QueryClientProvider` above
 * it. It is `useListPage` and the kit's parts; compose those for another layout.
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
  const list = useListPage(props);
  const toolbar = props.toolbar ?? {};
  return (
    <ListPageRoot list={list}>
      <ListPageSearch />
      <ListPageDrafts onAdd={toolbar.onAdd} addPermission={toolbar.addPermission} entity={props.draftsOf} />
      <ListPageToolbar toolbar={toolbar} import={props.import} />
      <ListPageTable<Row>
        aria-label={props['aria-label']}
        showIndex={props.showIndex}
        virtualFrom={props.virtualFrom}
        onExpandedChange={props.onExpandedChange}
      />
      <ListPageHistory />
    </ListPageRoot>
  );
}
