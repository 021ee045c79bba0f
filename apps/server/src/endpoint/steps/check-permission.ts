import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { hasPermission } from '../../permissions/has-permission.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/** The menu and button the endpoint's `auth` names, or 403; an administrator holds every one. */
export const checkPermission: EndpointStep = ({ ctx, endpoint }) => {
  const needed = endpoint.auth;
  if (typeof needed !== 'object') return undefined;
  return async ({ auth }) => {
    if (auth?.isAdministrator) return undefined;
    if (!auth || !(await hasPermission(ctx.db, auth.userId, needed.menu, needed.button)))
      throw fail(403, serverMessages.forbidden);
    return undefined;
  };
};
