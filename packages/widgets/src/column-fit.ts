import { textWidth } from './column-width.ts';

/** The narrowest a column may be made, and the widest. */
export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 800;
// Cell padding (12 a side) plus the resize handle's 24 px of target in the header's right padding.
const HEADER_ROOM = 12 + 24;
const SORT_MARK = 18;

/**
 * The least width a column may be dragged to: its header's text whole (with the sort mark and the
 * handle), never below {@link MIN_COLUMN_WIDTH}.
 *
 * @example
 * minColumnWidth('账号', true); // 82
 */
export function minColumnWidth(header: unknown, sortable: boolean): number {
  const text = typeof header === 'string' || typeof header === 'number' ? String(header) : '';
  return Math.max(MIN_COLUMN_WIDTH, Math.ceil(textWidth(text) + HEADER_ROOM + (sortable ? SORT_MARK : 0)));
}

/** Width of what a cell holds, read from the text's own boxes (cut text included) plus its padding. */
function contentWidth(cell: HTMLElement): number {
  const range = cell.ownerDocument.createRange();
  range.selectNodeContents(cell);
  const inner = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect().width : 0;
  const style = cell.ownerDocument.defaultView?.getComputedStyle(cell);
  const padding = style ? Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) : 0;
  return inner + (Number.isFinite(padding) ? padding : 0);
}

/**
 * The width that shows a column's header and every rendered cell whole (the rows in view of a virtual
 * table), between `min` and {@link MAX_COLUMN_WIDTH}.
 */
export function fitColumnWidth(header: HTMLElement, min: number): number {
  const table = header.closest('table');
  const id = header.dataset.columnId;
  let widest = contentWidth(header);
  if (table && id)
    for (const cell of table.querySelectorAll<HTMLElement>('tbody td[data-column-id]'))
      if (cell.dataset.columnId === id) widest = Math.max(widest, contentWidth(cell));
  return Math.min(MAX_COLUMN_WIDTH, Math.max(min, Math.ceil(widest)));
}
