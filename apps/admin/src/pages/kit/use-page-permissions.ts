import { buttonVisible } from '@pmc/permissions';
import { usePermissions } from '@pmc/permissions/react';
import type { KitPermissions } from '@pmc/widgets/kit';
import { useMemo } from 'react';

/**
 * The current page's button, column and form permissions (SPEC 6, with the per-button switch) in the
 * shape the list-page kit asks for; the model id is the route's, set by the one PermissionProvider.
 */
export function usePagePermissions(): KitPermissions {
  const { index, modelId, buttonSwitch } = usePermissions();
  return useMemo(
    () => ({
      button: (code) => buttonVisible(index, modelId, code, buttonSwitch),
      column: (code) => index.can(modelId, 'column', code),
      form: (code) => index.can(modelId, 'form', code),
    }),
    [index, modelId, buttonSwitch],
  );
}
