import { type ColumnShape, parseColumnShape } from './column-shape.ts';

/**
 * Where a table's column shape (order, widths, pins, hidden columns) is remembered: per user and per
 * table, under the `park_` prefix (docs/guide/constants.md#browser-storage).
 */
export function columnSettingsKey(userKey: string, tableId: string): string {
  return `park_columns_${userKey || 'anonymous'}_${tableId}`;
}

/**
 * How a user shaped a table's columns, or undefined when they never chose (or the stored value is
 * unreadable: the defaults then apply). A list stored by an older release reads as the hidden columns.
 *
 * @example
 * readColumnShape(localStorage, 'admin', 'system.user'); // { order: [], widths: { account: 180 }, pins: {}, hidden: ['email'] }
 */
export function readColumnShape(
  storage: Pick<Storage, 'getItem'> | null,
  userKey: string,
  tableId: string,
): ColumnShape | undefined {
  try {
    const raw = storage?.getItem(columnSettingsKey(userKey, tableId));
    return raw ? parseColumnShape(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the column shape; storage that refuses (private mode, quota) is ignored. */
export function writeColumnShape(
  storage: Pick<Storage, 'setItem'> | null,
  userKey: string,
  tableId: string,
  shape: ColumnShape,
): void {
  try {
    storage?.setItem(columnSettingsKey(userKey, tableId), JSON.stringify(shape));
  } catch {
    // the choice then lasts for this visit only
  }
}
