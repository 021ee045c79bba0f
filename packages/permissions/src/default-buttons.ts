/** The codes of the standard add, edit and remove buttons every list page has. */
export const DEFAULT_BUTTON_CODES = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
} as const;

/** One of `btn_add`, `btn_edit`, `btn_remove`. */
export type DefaultButtonCode = (typeof DEFAULT_BUTTON_CODES)[keyof typeof DEFAULT_BUTTON_CODES];

const defaults: ReadonlySet<string> = new Set(Object.values(DEFAULT_BUTTON_CODES));

/**
 * Whether a code is one of the default button codes governed by the per-button permission switch.
 *
 * @example
 * isDefaultButtonCode('btn_add'); // true
 * isDefaultButtonCode('btn_export'); // false
 */
export function isDefaultButtonCode(code: string): code is DefaultButtonCode {
  return defaults.has(code);
}
