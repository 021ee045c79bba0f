import type { PermissionIndex } from './permission-index.ts';
import type { PermissionKind } from './types.ts';

/** Where to find the permission code of a column or field; `undefined` means "not permission-controlled". */
export type CodeOf<T> = (item: T) => string | null | undefined;

/**
 * Keeps the items (table columns, form fields) the page grants in its `kind` list. Items without a
 * code (selection or action columns, say) always stay, so a table keeps its chrome.
 *
 * @example
 * const columns = [{ key: 'fullName' }, { key: 'mobile' }, { key: 'actions', code: null }];
 * filterByPermission(columns, index, '42', 'column', (c) => ('code' in c ? c.code : c.key));
 * // -> the columns whose code page 42 grants, plus 'actions'
 */
export function filterByPermission<T>(
  items: readonly T[],
  index: PermissionIndex,
  modelId: string | null | undefined,
  kind: PermissionKind,
  codeOf: CodeOf<T>,
): T[] {
  const granted = index.codes(modelId, kind);
  return items.filter((item) => {
    const code = codeOf(item);
    return code == null || code === '' || granted.has(code);
  });
}
