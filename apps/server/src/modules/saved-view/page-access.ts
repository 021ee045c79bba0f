import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../auth/session-auth.ts';
import { menus } from '../../db/schema/index.ts';
import { fail, failField } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { hasPermission } from '../../permissions/has-permission.ts';

/** The page button that shares a view with everyone who can open the page. */
export const SHARE_VIEW_BUTTON = 'btn_shareView';

/**
 * Whether the caller can open a page (docs/guide/pages.md#saved-views): `unknown` when no page has that
 * code, else `open` for an administrator or a holder of the page's menu, `closed` otherwise. Read on every
 * call, so a menu taken from a role closes its views at the next request.
 */
export async function pageAccess(
  ctx: AppContext,
  auth: AuthContext,
  pageId: string,
): Promise<'unknown' | 'open' | 'closed'> {
  const [page] = await ctx.db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.enCode, pageId), eq(menus.type, 'M')))
    .limit(1);
  if (!page) return 'unknown';
  if (auth.isAdministrator) return 'open';
  return (await hasPermission(ctx.db, auth.userId, pageId)) ? 'open' : 'closed';
}

/** The page the request names, or 400 naming `pageId` (no such page) / 403 (the caller cannot open it). */
export async function requireOpenPage(ctx: AppContext, auth: AuthContext, pageId: string): Promise<void> {
  const access = await pageAccess(ctx, auth, pageId);
  if (access === 'unknown') throw failField('pageId', serverMessages.fieldInvalid);
  if (access === 'closed') throw fail(403, serverMessages.forbidden);
}

/** Sharing a view needs the page's 分享视图 button; an administrator holds every button. */
export async function requireShareButton(ctx: AppContext, auth: AuthContext, pageId: string): Promise<void> {
  if (auth.isAdministrator) return;
  if (!(await hasPermission(ctx.db, auth.userId, pageId, SHARE_VIEW_BUTTON)))
    throw fail(403, serverMessages.forbidden);
}
