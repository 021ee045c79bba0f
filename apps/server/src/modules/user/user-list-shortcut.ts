import type { contract } from '@pmc/api-client/contract';
import type { AppContext } from '../../app-context.ts';
import { checkSession, tokenFromHeader } from '../../auth/session-auth.ts';
import type { Shortcut } from '../../endpoint/endpoint-options.ts';
import { hashToken } from '../../security/session-token.ts';
import { adminUserPage } from './admin-user-page.ts';

type ListEndpoint = typeof contract.user.list;

/**
 * The user list's shortcut past the regular path: the page comes in the statement that reads the
 * session (one round trip instead of two; PGlite serves one query at a time, so this halves the list's
 * database time there). Only an administrator's page is answered here: nothing of it is left out for
 * permission or data scope. Bad input keeps its usual precedence (600 before 400) by taking the
 * regular path.
 */
export function userListShortcut(ctx: AppContext): Shortcut<ListEndpoint> {
  const page = adminUserPage(ctx);
  return async (req, endpoint) => {
    const token = tokenFromHeader(req.headers.authorization);
    if (!token) return undefined;
    const parsed = endpoint.query.safeParse(req.query ?? {});
    if (!parsed.success) return undefined;
    const bound = await page({ tokenHash: hashToken(token), query: parsed.data });
    if (!bound) return undefined;
    const auth = await checkSession(ctx, bound.session, req.ip);
    return { auth, answer: auth.isAdministrator ? bound.json : undefined };
  };
}
