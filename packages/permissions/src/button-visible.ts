import { isDefaultButtonCode } from './default-buttons.ts';
import type { PermissionIndex } from './permission-index.ts';

/**
 * Whether a page shows a button, applying the per-button permission switch: when the switch is on,
 * add, edit and remove (the default codes) show only if the page grants them; when it is off they
 * always show. Any other button code is always checked, because a page that gives a button its own
 * code asks for it to be permission-controlled.
 *
 * @example
 * buttonVisible(index, '42', 'btn_add', true); // index.can('42', 'button', 'btn_add')
 * buttonVisible(index, '42', 'btn_add', false); // true
 * buttonVisible(index, '42', 'btn_export', false); // index.can('42', 'button', 'btn_export')
 */
export function buttonVisible(
  index: PermissionIndex,
  modelId: string | null | undefined,
  code: string,
  buttonSwitch: boolean,
): boolean {
  if (!buttonSwitch && isDefaultButtonCode(code)) return true;
  return index.can(modelId, 'button', code);
}
