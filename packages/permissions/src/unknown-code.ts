import type { PermissionIndex } from './permission-index.ts';
import type { PermissionKind } from './types.ts';

/**
 * Explains why a page's permission list can never satisfy a check, or returns `undefined` when the
 * code is present. The React binding prints it once per code in development, which catches typos such
 * as `btn_delete` for `btn_remove` before a user reports a missing button.
 *
 * @example
 * unknownCodeMessage(index, '42', 'button', 'btn_delet');
 * // kind 'any' asks the whole list (the has-directive); several codes are joined with '|'.
 * // "[@pmc/permissions] page 42 asks for button code 'btn_delet', which its permission list never contains (it has: btn_add, btn_edit)."
 */
export function unknownCodeMessage(
  index: PermissionIndex,
  modelId: string | null | undefined,
  kind: PermissionKind | 'any',
  code: string,
): string | undefined {
  if (kind === 'any') {
    const codes = code.split('|');
    if (codes.some((c) => index.has(c))) return undefined;
    return `[@pmc/permissions] code '${code}' is checked with <Has>, but no page of the permission list contains it.`;
  }
  if (index.can(modelId, kind, code)) return undefined;
  if (modelId == null || modelId === '') {
    return `[@pmc/permissions] ${kind} code '${code}' is checked on a route without a modelId, so it is never granted.`;
  }
  if (!index.hasModel(modelId)) {
    return `[@pmc/permissions] page ${modelId} asks for ${kind} code '${code}', but the permission list has no entry for this page.`;
  }
  const known = [...index.codes(modelId, kind)];
  return `[@pmc/permissions] page ${modelId} asks for ${kind} code '${code}', which its permission list never contains (it has: ${known.length ? known.join(', ') : 'none'}).`;
}
