/** Which columns show: `false` hides, an absent id shows (TanStack Table's visibility state shape). */
export type ColumnVisibility = Record<string, boolean>;

export interface ColumnVisibilityOptions {
  /**
   * The column codes the user may see (from the permission list's `column` entries for this page), or a
   * predicate. Omit to skip the permission check. Columns listed in `exempt` are always allowed.
   */
  allowed?: readonly string[] | ((id: string) => boolean);
  /** Columns not subject to column permissions (selection, index, actions). */
  exempt?: readonly string[];
  /** Columns the user chose to hide. */
  hidden?: readonly string[];
}

/**
 * Resolves the visibility state of `columnIds`: a column shows when permissions allow it and the user
 * did not hide it. Framework-free, so a server export can apply the same column permissions.
 *
 * @example
 * resolveColumnVisibility(['account', 'mobile', 'actions'], { allowed: ['account'], exempt: ['actions'] });
 * // { account: true, mobile: false, actions: true }
 */
export function resolveColumnVisibility(
  columnIds: readonly string[],
  { allowed, exempt = [], hidden = [] }: ColumnVisibilityOptions = {},
): ColumnVisibility {
  const permitted = (id: string) =>
    exempt.includes(id) ||
    allowed === undefined ||
    (typeof allowed === 'function' ? allowed(id) : allowed.includes(id));
  return Object.fromEntries(columnIds.map((id) => [id, permitted(id) && !hidden.includes(id)]));
}
