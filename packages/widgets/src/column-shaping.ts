/** What a header offers to shape its column: dragging it, and the header menu (pins, moves, hiding). */
export interface ColumnShaping {
  /**
   * The movable columns shown on a column's side (left-pinned, unpinned or right-pinned), in display
   * order; undefined for the columns that stay put (selection, 序号, a `locked` one such as 操作).
   */
  sideOf: (columnId: string) => readonly string[] | undefined;
  /** The side the column sticks to now. */
  pinOf: (columnId: string) => 'left' | 'right' | undefined;
  /** Puts `columnId` where `targetId` is (before it moving left, after it moving right). */
  move?: (columnId: string, targetId: string) => void;
  pin?: (columnId: string, side: 'left' | 'right' | undefined) => void;
  hide?: (columnId: string) => void;
  /** The header menu button's accessible name, from the header's text as shown (账号 列操作). */
  menuLabel: (columnId: string, headerText: string) => string;
}

/** A header menu's props (the button, and the menu loaded when first opened). */
export interface ColumnHeaderMenuProps {
  columnId: string;
  /** The header's text as shown, naming the button (账号 列操作). */
  text: string;
  shaping: ColumnShaping;
  /** 适应内容宽度: the resize handle's double-click; undefined when the table has no resizing. */
  onFit: (() => void) | undefined;
}

/**
 * The sides of the shown, movable columns in display order (columns arrive grouped: left-pinned,
 * unpinned, right-pinned).
 *
 * @example
 * columnSides([{ id: 'a', fixed: 'left' }, { id: 'b' }, { id: 'c' }], () => true);
 * // Map { 'a' => ['a'], 'b' => ['b', 'c'], 'c' => ['b', 'c'] }
 */
export function columnSides(
  columns: readonly { id: string; fixed?: 'left' | 'right'; locked?: boolean }[],
  shown: (columnId: string) => boolean,
): Map<string, readonly string[]> {
  const sides = { left: [] as string[], none: [] as string[], right: [] as string[] };
  for (const column of columns)
    if (!column.locked && shown(column.id)) sides[column.fixed ?? 'none'].push(column.id);
  const map = new Map<string, readonly string[]>();
  for (const side of Object.values(sides)) for (const id of side) map.set(id, side);
  return map;
}
