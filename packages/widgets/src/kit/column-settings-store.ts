/**
 * Where a table's hidden columns are remembered: per user and per table, under the `park_` prefix
 * (docs/guide/constants.md#browser-storage).
 */
export function columnSettingsKey(userKey: string, tableId: string): string {
  return `park_columns_${userKey || 'anonymous'}_${tableId}`;
}

/**
 * The column ids a user hid in a table, or undefined when they never chose (or the stored value is
 * unreadable: the defaults then apply).
 *
 * @example
 * readHiddenColumns(localStorage, 'admin', 'system.user'); // ['email']
 */
export function readHiddenColumns(
  storage: Pick<Storage, 'getItem'> | null,
  userKey: string,
  tableId: string,
): string[] | undefined {
  try {
    const raw = storage?.getItem(columnSettingsKey(userKey, tableId));
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the hidden columns; storage that refuses (private mode, quota) is ignored. */
export function writeHiddenColumns(
  storage: Pick<Storage, 'setItem'> | null,
  userKey: string,
  tableId: string,
  hidden: readonly string[],
): void {
  try {
    storage?.setItem(columnSettingsKey(userKey, tableId), JSON.stringify(hidden));
  } catch {
    // the choice then lasts for this visit only
  }
}
