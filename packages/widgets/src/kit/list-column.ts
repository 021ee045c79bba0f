import type { DataTableColumn } from '../data-table-columns.tsx';

/**
 * A column of a list page: a `DataTableColumn` whose `id` is also its column-permission code, unless
 * `permission` names another code or is `false` (always shown, e.g. a computed column).
 */
export interface ListColumn<Row> extends DataTableColumn<Row> {
  permission?: string | false;
  /** Hidden until the user shows it in 列设置. */
  defaultHidden?: boolean;
}
