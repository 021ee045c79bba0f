import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { heldDuties } from '../../permissions/held-duties.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/**
 * 三员分立 (docs/guide/permissions.md#separated-duties): an account whose only duty is audit changes
 * nothing but its own profile and sessions, whatever a role grants it: every other write is 403.
 */
export const keepAuditReadOnly: EndpointStep = ({ ctx, endpoint }) => {
  if (endpoint.method === 'GET' || typeof endpoint.auth !== 'object') return undefined;
  return async ({ auth }) => {
    if (!auth || auth.isAdministrator) return undefined;
    const held = (await heldDuties(ctx.db, [auth.userId])).get(auth.userId);
    if (held?.size === 1 && held.has('audit')) throw fail(403, serverMessages.forbidden);
    return undefined;
  };
};
