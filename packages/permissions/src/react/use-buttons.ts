import { useCallback } from 'react';
import { buttonVisible } from '../button-visible.ts';
import { DEFAULT_BUTTON_CODES } from '../default-buttons.ts';
import { usePermissions } from './permission-context.ts';

/** Visibility of a page's buttons, with the per-button switch applied. */
export interface PageButtons {
  add: boolean;
  edit: boolean;
  remove: boolean;
  /** Any other button code of the page, e.g. `can('btn_export')`. */
  can(code: string): boolean;
}

/**
 * The standard add, edit and remove buttons of the current page (and a `can` for the others), so a
 * toolbar and a row's action cell decide in one place.
 *
 * @example
 * const buttons = useButtons();
 * {buttons.add && <Button>新建</Button>}
 * {buttons.can('btn_export') && <Button>导出</Button>}
 */
export function useButtons(): PageButtons {
  const { index, modelId, buttonSwitch, reportUnknown } = usePermissions();
  const can = useCallback(
    (code: string) => {
      const visible = buttonVisible(index, modelId, code, buttonSwitch);
      if (!visible) reportUnknown('button', code);
      return visible;
    },
    [index, modelId, buttonSwitch, reportUnknown],
  );
  return {
    add: buttonVisible(index, modelId, DEFAULT_BUTTON_CODES.add, buttonSwitch),
    edit: buttonVisible(index, modelId, DEFAULT_BUTTON_CODES.edit, buttonSwitch),
    remove: buttonVisible(index, modelId, DEFAULT_BUTTON_CODES.remove, buttonSwitch),
    can,
  };
}
