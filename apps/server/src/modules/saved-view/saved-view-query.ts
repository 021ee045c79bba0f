import { type SavedView, type SavedViewState, savedViewStateSchema } from '@pmc/api-client/contract';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../auth/session-auth.ts';
import { savedViewDefaults, savedViews, users } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { pageAccess } from './page-access.ts';

const columns = {
  id: savedViews.id,
  pageId: savedViews.pageId,
  name: savedViews.name,
  state: savedViews.state,
  shared: savedViews.shared,
  ownerId: savedViews.ownerId,
  ownerName: users.realName,
  lastModifyTime: savedViews.lastModifyTime,
  creatorTime: savedViews.creatorTime,
};

export type SavedViewRow = {
  id: string;
  pageId: string;
  name: string;
  state: unknown;
  shared: boolean;
  ownerId: string;
  ownerName: string;
  lastModifyTime: number | null;
  creatorTime: number;
};

/** A stored row as the caller sees it; a state stored before a stricter contract is read leniently. */
export function toSavedView(row: SavedViewRow, callerId: string, defaultViewId: string | null): SavedView {
  const parsed = savedViewStateSchema.safeParse(row.state);
  return {
    id: row.id,
    pageId: row.pageId,
    name: row.name,
    state: parsed.success ? parsed.data : (row.state as SavedViewState),
    shared: row.shared,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    mine: row.ownerId === callerId,
    isDefault: row.id === defaultViewId,
    lastModifyTime: row.lastModifyTime,
  };
}

/** The caller's default view of a page, or null. */
export async function defaultViewId(ctx: AppContext, userId: string, pageId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ viewId: savedViewDefaults.viewId })
    .from(savedViewDefaults)
    .where(and(eq(savedViewDefaults.userId, userId), eq(savedViewDefaults.pageId, pageId)))
    .limit(1);
  return row?.viewId ?? null;
}

/** The caller's views of a page, then the views others shared on it, each by name. */
export async function pageViews(ctx: AppContext, userId: string, pageId: string): Promise<SavedViewRow[]> {
  return ctx.db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(
      and(eq(savedViews.pageId, pageId), or(eq(savedViews.ownerId, userId), eq(savedViews.shared, true))),
    )
    .orderBy(
      desc(sql`${savedViews.ownerId} = ${userId}`),
      // Code point order: the same list on PGlite and on a PostgreSQL of any locale.
      asc(sql`${savedViews.name} collate "C"`),
      asc(savedViews.id),
    );
}

/**
 * A view the caller may see: their own or a shared one, on a page they can open. Anything else is 404,
 * so a private view of someone else is never revealed to exist.
 */
export async function visibleView(ctx: AppContext, auth: AuthContext, id: string): Promise<SavedViewRow> {
  const [row] = await ctx.db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(eq(savedViews.id, id))
    .limit(1);
  const seen = row && (row.ownerId === auth.userId || row.shared);
  if (!row || !seen || (await pageAccess(ctx, auth, row.pageId)) !== 'open')
    throw fail(404, serverMessages.recordNotFound);
  return row;
}

/** A view the caller may change: visible and theirs; another's shared view is read-only (403). */
export async function ownView(ctx: AppContext, auth: AuthContext, id: string): Promise<SavedViewRow> {
  const row = await visibleView(ctx, auth, id);
  if (row.ownerId !== auth.userId) throw fail(403, serverMessages.savedViewReadOnly);
  return row;
}

/** Whether the owner already has a view of this name on the page (another than `exceptId`). */
export async function nameTaken(
  ctx: AppContext,
  owner: { ownerId: string; pageId: string; name: string },
  exceptId?: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerId, owner.ownerId),
        eq(savedViews.pageId, owner.pageId),
        eq(savedViews.name, owner.name),
      ),
    )
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** How many views the owner keeps on a page. */
export async function viewCount(ctx: AppContext, ownerId: string, pageId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.pageId, pageId)));
  return row?.n ?? 0;
}
