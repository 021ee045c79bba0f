import { contract, type User } from '@pmc/api-client/contract';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { organizes, positions, roles, userPositions, userRoles, users } from '../../db/schema/index.ts';
import { subtreeIds } from '../../db/tree.ts';
import { fail, failFields } from '../../http/api-error.ts';
import { assertUnique } from '../../http/guards.ts';
import { likePattern, orderBy, pageArgs, pageOf } from '../../http/paging.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { AuthContext } from '../../http/session-auth.ts';
import { serverMessages } from '../../messages.ts';
import { scopeCondition } from '../../permissions/data-scope.ts';
import { hiddenColumns, omitColumns } from '../../permissions/hidden-columns.ts';
import { heldRoleIds, limitToHeld } from '../../permissions/role-limits.ts';
import { md5Hex } from '../../security/md5-hex.ts';
import { hashPassword } from '../../security/password-hash.ts';
import { revokeSessions } from '../session/revoke-sessions.ts';
import { queryUserPage } from './query-user-page.ts';
import { userListShortcut } from './user-list-shortcut.ts';
import { userSortColumns } from './user-sort-columns.ts';
import { getUserRow, toUsers, type UserRow } from './user-store.ts';

const api = contract.user;
/** Initial password of a user created without one (flagged weak, so it must be changed). */
export const DEFAULT_INITIAL_PASSWORD = '123456';

async function validate(db: Database, id: string | null, body: z.output<typeof api.update.body>) {
  await assertUnique(
    db,
    users,
    users.account,
    body.account,
    users.id,
    id ?? undefined,
    serverMessages.duplicateAccount,
  );
  // Every id naming nothing is reported at once (a form marks each field).
  const faults: string[] = [];
  const [org] = await db
    .select({ id: organizes.id })
    .from(organizes)
    .where(eq(organizes.id, body.organizeId));
  if (!org) faults.push('organizeId');
  const checkIds = async (
    ids: string[],
    table: typeof roles | typeof positions | typeof users,
    field: string,
  ) => {
    if (ids.length === 0) return;
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (rows.length !== new Set(ids).size) faults.push(field);
  };
  await checkIds(body.roleIds, roles, 'roleIds');
  await checkIds(body.positionIds, positions, 'positionIds');
  // A manager must be another existing user.
  if (body.managerId && body.managerId === id) faults.push('managerId');
  else await checkIds(body.managerId ? [body.managerId] : [], users, 'managerId');
  if (faults.length > 0)
    throw failFields(faults.map((path) => ({ path, descriptor: serverMessages.fieldInvalid })));
}

async function writeLinks(db: Database, userId: string, body: { roleIds: string[]; positionIds: string[] }) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.delete(userPositions).where(eq(userPositions.userId, userId));
  const roleIds = [...new Set(body.roleIds)];
  const positionIds = [...new Set(body.positionIds)];
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  if (positionIds.length)
    await db.insert(userPositions).values(positionIds.map((positionId) => ({ userId, positionId })));
}

function assertNotProtected(auth: AuthContext, row: UserRow) {
  if (row.isAdministrator) throw fail(400, serverMessages.adminProtected);
  if (row.id === auth.userId) throw fail(400, serverMessages.selfProtected);
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(
    app,
    ctx,
    api.list,
    async ({ auth, query, scope }) => {
      const conditions: (SQL | undefined)[] = [
        scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]),
      ];
      if (query.keyword) {
        const pattern = likePattern(query.keyword);
        conditions.push(
          or(ilike(users.account, pattern), ilike(users.realName, pattern), ilike(users.mobile, pattern)),
        );
      }
      if (query.enabledMark !== undefined) conditions.push(eq(users.enabledMark, query.enabledMark));
      if (query.organizeId) {
        const all = await ctx.db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes);
        conditions.push(inArray(users.organizeId, [...subtreeIds(all, query.organizeId)]));
      }
      const where = and(...conditions);
      const { limit, offset } = pageArgs(query);
      const order = orderBy(query, userSortColumns, [asc(users.sortCode), asc(users.creatorTime)], users.id);
      const [page, hidden] = await Promise.all([
        queryUserPage(ctx.db, { where, order, limit, offset }),
        hiddenColumns(ctx.db, auth, 'system.user'),
      ]);
      const list = toUsers(page.rows);
      return pageOf(omitColumns(list, hidden) as User[], page.total, query);
    },
    { shortcut: userListShortcut(ctx) },
  );

  registerEndpoint(app, ctx, api.create, async ({ auth, body }) => {
    await validate(ctx.db, null, body);
    const roleIds = limitToHeld(body.roleIds, [], await heldRoleIds(ctx.db, auth));
    const passwordHash = await hashPassword(body.password ?? md5Hex(DEFAULT_INITIAL_PASSWORD));
    const id = newId();
    await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        account: body.account,
        realName: body.realName,
        passwordHash,
        gender: body.gender,
        mobile: body.mobile || null,
        email: body.email || null,
        organizeId: body.organizeId,
        managerId: body.managerId || null,
        enabledMark: body.enabledMark,
        isWeakPwd: true,
        sortCode: body.sortCode,
        description: body.description ?? null,
        creatorUserId: auth.userId,
        creatorTime: ctx.now(),
      });
      await writeLinks(tx as unknown as Database, id, { ...body, roleIds });
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ auth, body, params }) => {
    const row = await getUserRow(ctx.db, params.id);
    await validate(ctx.db, row.id, body);
    const roleIds = limitToHeld(body.roleIds, row.roleIds as string[], await heldRoleIds(ctx.db, auth));
    if (row.isAdministrator && body.enabledMark === 0) throw fail(400, serverMessages.adminProtected);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          account: body.account,
          realName: body.realName,
          gender: body.gender,
          mobile: body.mobile || null,
          email: body.email || null,
          organizeId: body.organizeId,
          managerId: body.managerId || null,
          enabledMark: body.enabledMark,
          sortCode: body.sortCode,
          description: body.description ?? null,
          lastModifyTime: ctx.now(),
        })
        .where(eq(users.id, row.id));
      await writeLinks(tx as unknown as Database, row.id, { ...body, roleIds });
    });
    if (body.enabledMark === 0) await revokeSessions(ctx.db, row.id, 'disabled', ctx.now());
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) => {
    const row = await getUserRow(ctx.db, params.id);
    const [user] = toUsers([row]);
    return user;
  });

  registerEndpoint(app, ctx, api.remove, async ({ auth, params }) => {
    const row = await getUserRow(ctx.db, params.id);
    assertNotProtected(auth, row);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(userPositions).where(eq(userPositions.userId, row.id));
      await tx.delete(users).where(eq(users.id, row.id));
    });
    return null;
  });

  registerEndpoint(app, ctx, api.state, async ({ auth, params }) => {
    const row = await getUserRow(ctx.db, params.id);
    const next = row.enabledMark === 1 ? 0 : 1;
    if (next === 0) assertNotProtected(auth, row);
    await ctx.db
      .update(users)
      .set({ enabledMark: next, lastModifyTime: ctx.now() })
      .where(eq(users.id, row.id));
    if (next === 0) await revokeSessions(ctx.db, row.id, 'disabled', ctx.now());
    return null;
  });

  registerEndpoint(app, ctx, api.resetPassword, async ({ params, body }) => {
    const row = await getUserRow(ctx.db, params.id);
    const passwordHash = await hashPassword(body.password);
    await ctx.db
      .update(users)
      .set({ passwordHash, isWeakPwd: true, failedCount: 0, lockedUntil: null, lastModifyTime: ctx.now() })
      .where(eq(users.id, row.id));
    await revokeSessions(ctx.db, row.id, 'password', ctx.now());
    return null;
  });
}
