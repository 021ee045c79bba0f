import { buttonVisible } from '@pmc/permissions';
import { ExplainOutline, usePermissions } from '@pmc/permissions/react';
import type { KitPermissions } from '@pmc/widgets/kit';
import { createElement, Fragment, useMemo } from 'react';
import { WhoHasLink } from './who-has-link.tsx';

/**
 * The current page's button, column and form permissions
 * (docs/guide/permissions.md#buttons-columns-and-form-fields, with the per-button switch) in the shape the
 * list-page kit asks for; the model id is the route's, set by the one PermissionProvider.
 */
export function usePagePermissions(): KitPermissions {
  const { index, modelId, buttonSwitch, explain } = usePermissions();
  return useMemo(
    () => ({
      button: (code) => buttonVisible(index, modelId, code, buttonSwitch),
      column: (code) => index.can(modelId, 'column', code),
      form: (code) => index.can(modelId, 'form', code),
      // Explain mode: the kit's guarded buttons drawn with what they need, the same outline as <Authorized>,
      // each followed by a way to everyone who holds it (outside the outline, which is inert when denied).
      explain: explain
        ? (kind, code, granted, element) => {
            const outline = createElement(ExplainOutline, { modelId, kind, code, granted }, element);
            if (kind !== 'button') return outline;
            return createElement(Fragment, null, outline, createElement(WhoHasLink, { modelId, code }));
          }
        : undefined,
    }),
    [index, modelId, buttonSwitch, explain],
  );
}
