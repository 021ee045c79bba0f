import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { itemDuty, menuDuty } from '../../permissions/duties.ts';
import { heldDuties } from '../../permissions/held-duties.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/**
 * 三员分立 (docs/guide/permissions.md#separated-duties): an account whose only duty is audit changes
 * nothing, whatever a role grants it: a write is 403 unless the audit duty itself declares it (a check
 * run over the logs); its own profile and sessions declare no page and are not concerned.
 */
export const keepAuditReadOnly: EndpointStep = ({ ctx, endpoint }) => {
  const needed = endpoint.auth;
  if (endpoint.method === 'GET' || typeof needed !== 'object') return undefined;
  const duty = needed.button ? itemDuty(needed.menu, 'button', needed.button) : menuDuty(needed.menu);
  if (duty === 'audit') return undefined;
  return async ({ auth }) => {
    if (!auth || auth.isAdministrator) return undefined;
    const held = (await heldDuties(ctx.db, [auth.userId])).get(auth.userId);
    if (held?.size === 1 && held.has('audit')) throw fail(403, serverMessages.forbidden);
    return undefined;
  };
};
