import { createContext, useContext } from 'react';
import type { PermissionIndex } from '../permission-index.ts';
import type { PermissionKind } from '../types.ts';

/** What `<PermissionProvider>` hands to the hooks and components below it. */
export interface PermissionContextValue {
  /** The index built from the current user's permission list. */
  index: PermissionIndex;
  /** The current page's model id (its menu id), taken from the route. */
  modelId: string | undefined;
  /** The per-button permission switch: on hides add, edit and remove unless granted. */
  buttonSwitch: boolean;
  /** Explain mode is on: guarded elements show outlined with what they need. */
  explain: boolean;
  /** Reports a code the page's list never contains (development only, once per code). */
  reportUnknown(kind: PermissionKind | 'any', code: string): void;
}

export const PermissionContext = createContext<PermissionContextValue | null>(null);

/**
 * The permission context of the nearest `<PermissionProvider>`: the index, current model id, switch.
 *
 * @example
 * const { index, modelId } = usePermissions();
 * const canExport = index.can(modelId, 'button', 'btn_export');
 */
export function usePermissions(): PermissionContextValue {
  const value = useContext(PermissionContext);
  if (!value)
    throw new Error('@pmc/permissions: wrap the app in <PermissionProvider> before using its hooks.');
  return value;
}
