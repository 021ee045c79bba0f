import { contract } from '@pmc/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { savedViewDefaults, savedViews } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail, failField } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { withoutDroppedFilters } from './dropped-filters.ts';
import { requireOpenPage, requireShareButton } from './page-access.ts';
import {
  defaultViewId,
  nameTaken,
  ownView,
  pageViews,
  toSavedView,
  viewCount,
  visibleView,
} from './saved-view-query.ts';

const api = contract.savedView;

/** Views a person keeps per page (docs/guide/pages.md#saved-views): enough for any list, bounded rows. */
export const MAX_VIEWS_PER_PAGE = 50;

/**
 * Saved views of the list pages (docs/guide/pages.md#saved-views). Personal settings, not records: no
 * record history, but the operation log keeps every write like any other call. Every call checks that
 * the caller can open the view's page, so a page taken away takes its views with it.
 */
export function registerSavedViewRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async ({ auth, query }) => {
    await requireOpenPage(ctx, auth, query.pageId);
    const rows = await pageViews(ctx, auth.userId, query.pageId);
    const mine = await defaultViewId(ctx, auth.userId, query.pageId);
    return { list: rows.map((row) => toSavedView(row, auth.userId, mine)) };
  });

  registerEndpoint(app, ctx, api.info, async ({ auth, params }) => {
    const row = await visibleView(ctx, auth, params.id);
    const view = toSavedView(row, auth.userId, await defaultViewId(ctx, auth.userId, row.pageId));
    const { state, dropped } = await withoutDroppedFilters(ctx.db, view.state);
    return { view: { ...view, state }, dropped };
  });

  registerEndpoint(app, ctx, api.create, async ({ auth, body }) => {
    await requireOpenPage(ctx, auth, body.pageId);
    if (body.shared) await requireShareButton(ctx, auth, body.pageId);
    const owner = { ownerId: auth.userId, pageId: body.pageId, name: body.name };
    if (await nameTaken(ctx, owner)) throw failField('name', serverMessages.savedViewNameTaken);
    if ((await viewCount(ctx, auth.userId, body.pageId)) >= MAX_VIEWS_PER_PAGE)
      throw fail(400, serverMessages.savedViewLimit, { n: MAX_VIEWS_PER_PAGE });
    const id = newId();
    const inserted = await ctx.db
      .insert(savedViews)
      .values({ id, ...owner, state: body.state, shared: body.shared ?? false, creatorTime: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: savedViews.id });
    // A second save of the same name racing this one lost: the same answer as the check above.
    if (inserted.length === 0) throw failField('name', serverMessages.savedViewNameTaken);
    const row = await visibleView(ctx, auth, id);
    return toSavedView(row, auth.userId, await defaultViewId(ctx, auth.userId, row.pageId));
  });

  registerEndpoint(app, ctx, api.update, async ({ auth, params, body }) => {
    const row = await ownView(ctx, auth, params.id);
    // Sharing needs the button; taking a share back does not (it only narrows who sees the view).
    if (body.shared === true && !row.shared) await requireShareButton(ctx, auth, row.pageId);
    if (body.name !== undefined && (await nameTaken(ctx, { ...row, name: body.name }, row.id)))
      throw failField('name', serverMessages.savedViewNameTaken);
    const set = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.state !== undefined ? { state: body.state } : {}),
      ...(body.shared !== undefined ? { shared: body.shared } : {}),
    };
    if (Object.keys(set).length > 0) {
      const changed = await ctx.db
        .update(savedViews)
        .set({ ...set, lastModifyTime: ctx.now() })
        .where(eq(savedViews.id, row.id))
        .returning({ id: savedViews.id })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw failField('name', serverMessages.savedViewNameTaken);
          throw error;
        });
      if (changed.length === 0) throw fail(404, serverMessages.recordNotFound);
    }
    const after = await visibleView(ctx, auth, row.id);
    return toSavedView(after, auth.userId, await defaultViewId(ctx, auth.userId, row.pageId));
  });

  // Whoever made it their default loses it with the view (the foreign key cascades).
  registerEndpoint(app, ctx, api.remove, async ({ auth, params }) => {
    const row = await ownView(ctx, auth, params.id);
    await ctx.db.delete(savedViews).where(eq(savedViews.id, row.id));
    return null;
  });

  registerEndpoint(app, ctx, api.setDefault, async ({ auth, body }) => {
    await requireOpenPage(ctx, auth, body.pageId);
    const mine = and(eq(savedViewDefaults.userId, auth.userId), eq(savedViewDefaults.pageId, body.pageId));
    if (body.viewId === null) {
      await ctx.db.delete(savedViewDefaults).where(mine);
      return { viewId: null };
    }
    const row = await visibleView(ctx, auth, body.viewId);
    if (row.pageId !== body.pageId) throw failField('viewId', serverMessages.fieldInvalid);
    await ctx.db
      .insert(savedViewDefaults)
      .values({ userId: auth.userId, pageId: body.pageId, viewId: row.id })
      .onConflictDoUpdate({
        target: [savedViewDefaults.userId, savedViewDefaults.pageId],
        set: { viewId: row.id },
      });
    return { viewId: row.id };
  });
}

/** A unique constraint refused the write (PostgreSQL and PGlite both say 23505, perhaps wrapped). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}
