import { readSecurityPolicy } from '../../auth/security-policy.ts';
import { authenticate, tokenFromHeader } from '../../auth/session-auth.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/**
 * Who calls. A signed-in endpoint runs the token check (600/601/602), or first its shortcut, which may
 * answer at once; a public one knows the caller of a valid token and goes on without one.
 */
export const identifyCaller: EndpointStep = ({ ctx, endpoint, options }) => {
  if (endpoint.auth === 'public')
    return async (call) => {
      const token = tokenFromHeader(call.req.headers.authorization);
      if (token) call.auth = await authenticate(ctx, token, call.req.ip).catch(() => null);
      return undefined;
    };
  const { shortcut } = options;
  return async (call) => {
    const { req } = call;
    const early = shortcut ? await shortcut(req, endpoint) : undefined;
    if (early) {
      req.auth = early.auth;
      // An expired password or a missing second factor takes the regular path, where it is refused; so
      // does every read while 三员分立 is on, so the administrator's is logged (log-audit-reads.ts).
      if (
        early.answer !== undefined &&
        !early.auth.passwordExpired &&
        !early.auth.mustEnrolSecondFactor &&
        !(await readSecurityPolicy(ctx)).separationOfDuties
      )
        return { dataJson: early.answer };
    }
    call.auth = early?.auth ?? (await authenticate(ctx, tokenFromHeader(req.headers.authorization), req.ip));
    req.auth = call.auth;
    return undefined;
  };
};
