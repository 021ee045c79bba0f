import { Checkbox } from '@pmc/ui';
import type { ReactNode } from 'react';

/** One column of a DataTable. Its `id` is also its column-permission code (enCode). */
export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  /** A property name or a function; defaults to the property named `id`. */
  accessor?: (keyof T & string) | ((row: T) => unknown);
  /** Custom cell content; by default the accessor's value as text. */
  cell?: (row: T, index: number) => ReactNode;
  /**
   * Width in px. Without it the width follows `valueType` (see `columnWidth`); past the width the text
   * is cut with an ellipsis and shown whole on hover.
   */
  width?: number;
  /** What the column holds: decides its width when none is given (date-time 150, state 80, code by length). */
  valueType?: ColumnValueType;
  /** Cut overflowing text with an ellipsis (the default); `false` lets the cell grow with its content. */
  ellipsis?: boolean;
  /** Stays in view when the table scrolls sideways. */
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  /** Shows a sort toggle in the header (ascending, descending, none). */
  sortable?: boolean;
  /** Stays where it is: no dragging its header and no header menu (e.g. a list page's 操作). */
  locked?: boolean;
}

/** The kinds of content whose width the table knows (ProTable's `valueType`, the few this product has). */
export type ColumnValueType = 'text' | 'date' | 'dateTime' | 'state' | 'code' | 'number';

/** The server sort of the API's list query: column id as `sidx`, direction as `sort`. */
export interface DataTableSort {
  sidx: string;
  sort: 'asc' | 'desc';
}

/** Column ids DataTable adds itself, exempt from column permissions. */
export const SELECT_COLUMN_ID = '__select';
export const INDEX_COLUMN_ID = '__index';

export const readValue = <T,>(row: T, column: DataTableColumn<T>): unknown => {
  const { accessor = column.id } = column;
  return typeof accessor === 'function' ? accessor(row) : (row as Record<string, unknown>)[accessor];
};

/** Header checkbox of the selection column. */
export function SelectAllBox({
  checked,
  some,
  onToggle,
  label,
}: {
  checked: boolean;
  some: boolean;
  onToggle: (value: boolean) => void;
  label: string;
}) {
  return (
    <Checkbox
      aria-label={label}
      checked={checked ? true : some ? 'indeterminate' : false}
      onCheckedChange={(value) => onToggle(value === true)}
    />
  );
}
