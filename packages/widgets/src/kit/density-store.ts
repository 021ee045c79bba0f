import { isTableDensity, type TableDensity } from '../table-density.ts';

/** Where a table's density is remembered: per user and table, beside its column settings (`park_`). */
export function densityKey(userKey: string, tableId: string): string {
  return `park_density_${userKey || 'anonymous'}_${tableId}`;
}

/**
 * The density a user chose for a table, or undefined when they never chose (or the stored value is not
 * a density: the default then applies).
 *
 * @example
 * readDensity(localStorage, 'admin', 'system.user'); // 'compact'
 */
export function readDensity(
  storage: Pick<Storage, 'getItem'> | null,
  userKey: string,
  tableId: string,
): TableDensity | undefined {
  try {
    const stored = storage?.getItem(densityKey(userKey, tableId));
    return isTableDensity(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the density; storage that refuses (private mode, quota) is ignored. */
export function writeDensity(
  storage: Pick<Storage, 'setItem'> | null,
  userKey: string,
  tableId: string,
  density: TableDensity,
): void {
  try {
    storage?.setItem(densityKey(userKey, tableId), density);
  } catch {
    // the choice then lasts for this visit only
  }
}
