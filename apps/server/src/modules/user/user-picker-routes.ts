import { contract } from '@pmc/api-client/contract';
import { and, asc, count, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { organizeAdmins, organizes, users } from '../../db/schema/index.ts';
import { toTreeNodes } from '../../db/tree.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { type DataScopeFilter, inScope, scopeCondition } from '../../permissions/data-scope.ts';
import { found } from '../../records/guards.ts';
import { organizeNodeRow } from '../organize/organize-store.ts';
import { userKeyword, userKeywordCondition } from './user-keyword.ts';
import { userBriefColumns } from './user-store.ts';

const api = contract.user;
/** Picker nodes in one page unless the client asks for another size. */
const PICKER_LIMIT = 100;

function userNode(u: {
  id: string;
  account: string;
  realName: string;
  organizeId: string | null;
  avatar: string;
}) {
  return {
    id: u.id,
    parentId: u.organizeId ?? '-1',
    fullName: `${u.realName}/${u.account}`,
    type: 'user',
    icon: 'user',
    avatar: u.avatar,
    isLeaf: true,
    hasChildren: false,
  };
}

/** Users a caller may search and choose: those inside its data scope. */
function choosable(scope: DataScopeFilter): SQL | undefined {
  return scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]);
}

const colleague = alias(users, 'colleague');

/**
 * Users already chosen on a record the caller can see, whose names it may read although they lie
 * outside its scope: the manager of a visible user or organisation, an administrator of a visible
 * organisation.
 */
function chosenOnVisibleRecord(db: Database, scope: DataScopeFilter): SQL | undefined {
  const one = { one: sql`1` };
  const visibleOrganize = scopeCondition(scope, organizes.id, [organizes.managerId]);
  return or(
    exists(
      db
        .select(one)
        .from(colleague)
        .where(
          and(
            eq(colleague.managerId, users.id),
            scopeCondition(scope, colleague.organizeId, [colleague.creatorUserId, colleague.id]),
          ),
        ),
    ),
    exists(
      db
        .select(one)
        .from(organizes)
        .where(and(eq(organizes.managerId, users.id), visibleOrganize)),
    ),
    exists(
      db
        .select(one)
        .from(organizeAdmins)
        .innerJoin(organizes, eq(organizes.id, organizeAdmins.organizeId))
        .where(and(eq(organizeAdmins.userId, users.id), visibleOrganize)),
    ),
  );
}

export function registerUserPickerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.all, async ({ scope }) => {
    const list = await ctx.db
      .select(userBriefColumns)
      .from(users)
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .where(and(eq(users.enabledMark, 1), choosable(scope)))
      .orderBy(asc(users.sortCode), asc(users.id));
    return { list };
  });

  registerEndpoint(app, ctx, api.selector, async ({ scope }) => {
    const orgs = (await ctx.db.select().from(organizes).where(eq(organizes.enabledMark, 1))).filter((o) =>
      inScope(scope, o.id, [o.managerId]),
    );
    const people = await ctx.db
      .select(userBriefColumns)
      .from(users)
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .where(and(eq(users.enabledMark, 1), choosable(scope)));
    const nodes = [...orgs.map(organizeNodeRow), ...people.map((u) => ({ ...userNode(u), sortCode: 0 }))];
    return { list: toTreeNodes(nodes) };
  });

  // Organisations stay visible as the way down to the users; only users in scope are offered. Both
  // lists page (offset, limit), and a keyword also matches the names' pinyin and initials.
  registerEndpoint(app, ctx, api.pickerNodes, async ({ params, body, scope }) => {
    const offset = body.offset ?? 0;
    const limit = body.limit ?? PICKER_LIMIT;
    const total = sql<number>`cast(count(*) over () as integer)`;
    if (body.keyword) {
      // The user list's keyword (user-keyword.ts): the same columns, the same stored pinyin.
      const keyword = userKeywordCondition(await userKeyword(ctx, body.keyword));
      const found = await ctx.db
        .select({ ...userBriefColumns, total })
        .from(users)
        .leftJoin(organizes, eq(organizes.id, users.organizeId))
        .where(and(eq(users.enabledMark, 1), keyword, choosable(scope)))
        .orderBy(asc(users.realName), asc(users.id))
        .limit(limit)
        .offset(offset);
      return { list: found.map(userNode), total: found[0]?.total ?? 0 };
    }
    const parentId = !params.id || params.id === '0' ? '-1' : params.id;
    const orgs = await ctx.db
      .select()
      .from(organizes)
      .where(and(eq(organizes.parentId, parentId), eq(organizes.enabledMark, 1)))
      .orderBy(asc(organizes.sortCode));
    const children = await ctx.db.select({ parentId: organizes.parentId }).from(organizes);
    // The page runs over the organisations first, then the users.
    const orgPage = orgs.slice(offset, offset + limit);
    const people =
      parentId === '-1' || orgPage.length === limit
        ? []
        : await ctx.db
            .select({ ...userBriefColumns, total })
            .from(users)
            .leftJoin(organizes, eq(organizes.id, users.organizeId))
            .where(and(eq(users.organizeId, parentId), eq(users.enabledMark, 1), choosable(scope)))
            .orderBy(asc(users.realName), asc(users.id))
            .limit(limit - orgPage.length)
            .offset(Math.max(0, offset - orgs.length));
    const userTotal =
      parentId === '-1'
        ? 0
        : (people[0]?.total ??
          (
            await ctx.db
              .select({ n: count() })
              .from(users)
              .where(and(eq(users.organizeId, parentId), eq(users.enabledMark, 1), choosable(scope)))
          )[0]?.n ??
          0);
    const list = [
      ...orgPage.map((o) => ({
        id: o.id,
        parentId: o.parentId,
        fullName: o.fullName,
        type: o.category,
        icon: o.category,
        isLeaf: false,
        hasChildren: children.some((c) => c.parentId === o.id),
      })),
      ...people.map(userNode),
    ];
    return { list, total: orgs.length + userTotal };
  });

  registerEndpoint(app, ctx, api.byIds, async ({ body, scope }) => {
    const ids = Array.isArray(body.userId) ? body.userId : body.userId.split(',').filter(Boolean);
    if (ids.length === 0) return { list: [] };
    const list = await ctx.db
      .select(userBriefColumns)
      .from(users)
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .where(
        and(
          inArray(users.id, ids),
          scope.all ? undefined : or(choosable(scope), chosenOnVisibleRecord(ctx.db, scope)),
        ),
      );
    return { list: ids.flatMap((id) => list.filter((u) => u.id === id)) };
  });

  registerEndpoint(app, ctx, api.getMerchant, async ({ query }) => {
    const [row] = await ctx.db
      .select({ id: users.id, merchantId: users.merchantId })
      .from(users)
      .where(eq(users.id, query.UserId));
    const user = found(row);
    return { UserId: user.id, merchantId: user.merchantId };
  });

  registerEndpoint(app, ctx, api.setMerchant, async ({ body, change }) => {
    const [row] = await ctx.db
      .select({ id: users.id, merchantId: users.merchantId, organizeId: users.organizeId })
      .from(users)
      .where(eq(users.id, body.UserId));
    const user = found(row);
    await change(async (tx, history) => {
      await tx
        .update(users)
        .set({ merchantId: body.merchantId || null, lastModifyTime: ctx.now() })
        .where(eq(users.id, body.UserId));
      history.updated(
        'user',
        user.id,
        user,
        { merchantId: body.merchantId || null },
        {
          organizeId: user.organizeId,
        },
      );
    });
    return null;
  });
}
