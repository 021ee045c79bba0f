import { readSecurityPolicy } from '../../auth/security-policy.ts';
import { menuDuty } from '../../permissions/duties.ts';
import { heldDuties } from '../../permissions/held-duties.ts';
import type { EndpointStep } from '../endpoint-step.ts';
import { recordOperation } from './record-operation.ts';

/**
 * Reads that are themselves audited (docs/guide/permissions.md#separated-duties), written to the
 * operation log with the filters asked: a read of the log pages by an account holding the audit duty, so
 * the auditor's own activity is visible; and, while 三员分立 is on, every read of an administrator, the
 * break-glass account, so each use of it shows.
 */
export const logAuditReads: EndpointStep = ({ ctx, endpoint }) => {
  if (endpoint.method !== 'GET' || typeof endpoint.auth !== 'object') return undefined;
  const auditPage = menuDuty(endpoint.auth.menu) === 'audit';
  return async (call) => {
    const { auth, req } = call;
    if (!auth) return undefined;
    const audited = auth.isAdministrator
      ? (await readSecurityPolicy(ctx)).separationOfDuties
      : auditPage && Boolean((await heldDuties(ctx.db, [auth.userId])).get(auth.userId)?.has('audit'));
    if (audited)
      await recordOperation(ctx, req, auth, endpoint, performance.now() - call.started, 200, {
        withQuery: true,
      });
    return undefined;
  };
};
