import { useEffect } from 'react';
import { buttonVisible } from '../button-visible.ts';
import { isDefaultButtonCode } from '../default-buttons.ts';
import type { PermissionKind } from '../types.ts';
import { usePermissions } from './permission-context.ts';

/**
 * Whether the current page grants `code` in its `kind` list. For buttons the per-button switch
 * applies: with the switch off, add, edit and remove are always allowed. In development a code the
 * page's list never contains is reported once.
 *
 * @example
 * const canAdd = usePermission('button', 'btn_add');
 * return canAdd ? <Button onClick={openCreate}>新建</Button> : null;
 */
export function usePermission(kind: PermissionKind, code: string): boolean {
  const { index, modelId, buttonSwitch, reportUnknown } = usePermissions();
  const allowed =
    kind === 'button' ? buttonVisible(index, modelId, code, buttonSwitch) : index.can(modelId, kind, code);
  // A default button the switch lets through is not a question to the list, so it is not reported.
  const asked = !(kind === 'button' && !buttonSwitch && isDefaultButtonCode(code));
  useEffect(() => {
    if (asked && !allowed) reportUnknown(kind, code);
  }, [asked, allowed, kind, code, reportUnknown]);
  return allowed;
}
