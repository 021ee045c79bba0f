import { contract, type User } from '@pmc/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { rememberReplacedPassword } from '../../auth/password-reuse.ts';
import type { AuthContext } from '../../auth/session-auth.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { organizes, positions, roles, userPositions, userRoles, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import type { ChangeWork } from '../../history/write-change.ts';
import { fail, failFields } from '../../http/envelope-error.ts';
import { pageAnswer, pageArgs } from '../../lists/paging.ts';
import { serverMessages } from '../../messages.ts';
import { type DataScopeFilter, inScope } from '../../permissions/data-scope.ts';
import { hiddenColumns, omitColumns } from '../../permissions/hidden-columns.ts';
import { heldRoleIds, limitToHeld } from '../../permissions/role-limits.ts';
import { assertDutiesApart } from '../../permissions/separation-of-duties.ts';
import { nextEnabledMark } from '../../records/enabled-state.ts';
import { assertUnique } from '../../records/guards.ts';
import { changedFields, nextModifyTime, updateVersioned } from '../../records/versioned-update.ts';
import { hashPassword } from '../../security/password-hash.ts';
import { revokeSessions } from '../session/revoke-sessions.ts';
import { withNamePinyin } from './name-pinyin.ts';
import { queryUserPage } from './query-user-page.ts';
import { userListWhere } from './user-list-filter.ts';
import { userListShortcut } from './user-list-shortcut.ts';
import { getUserRow, sealIdCard, toUsers, type UserRow } from './user-store.ts';
import { initialPasswordHash, newUserRow, userValues } from './user-values.ts';

const api = contract.user;
type UserInput = z.output<typeof api.create.body>;
type UserChanges = Partial<Omit<UserInput, 'password'>>;

/** Checks the fields given (an update checks only what it changes); every bad id is reported at once. */
export async function validateUser(db: Database, id: string | null, body: UserChanges) {
  if (body.account !== undefined)
    await assertUnique(
      db,
      users,
      users.account,
      body.account,
      users.id,
      id ?? undefined,
      serverMessages.duplicateAccount,
    );
  const faults: string[] = [];
  if (body.organizeId !== undefined) {
    const [org] = await db
      .select({ id: organizes.id })
      .from(organizes)
      .where(eq(organizes.id, body.organizeId));
    if (!org) faults.push('organizeId');
  }
  const checkIds = async (
    ids: string[] | undefined,
    table: typeof roles | typeof positions | typeof users,
    field: string,
  ) => {
    if (!ids || ids.length === 0) return;
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

/** Replaces a user's roles and/or positions; a list left out (undefined) is kept. */
export async function writeLinks(
  db: Database,
  userId: string,
  links: { roleIds?: string[] | undefined; positionIds?: string[] | undefined },
) {
  if (links.roleIds !== undefined) {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    const roleIds = [...new Set(links.roleIds)];
    if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
    await assertDutiesApart(db, { userIds: [userId] });
  }
  if (links.positionIds !== undefined) {
    await db.delete(userPositions).where(eq(userPositions.userId, userId));
    const positionIds = [...new Set(links.positionIds)];
    if (positionIds.length)
      await db.insert(userPositions).values(positionIds.map((positionId) => ({ userId, positionId })));
  }
}

/**
 * One user of a batch, checked as the registrar checks a single-record endpoint (endpoint-scopes.ts):
 * inside the caller's data scope, and an administrator only for an administrator.
 */
export async function visibleUser(
  auth: AuthContext,
  ctx: Pick<AppContext, 'db' | 'idCards'>,
  id: string,
  scope: DataScopeFilter,
) {
  const row = await getUserRow(ctx, id);
  if (!inScope(scope, row.organizeId, [row.creatorUserId, row.id])) throw fail(403, serverMessages.forbidden);
  if (row.isAdministrator && !auth.isAdministrator) throw fail(403, serverMessages.forbidden);
  return row;
}

export function assertNotProtected(auth: AuthContext, row: UserRow) {
  if (row.isAdministrator) throw fail(400, serverMessages.adminProtected);
  if (row.id === auth.userId) throw fail(400, serverMessages.selfProtected);
}

/** What a user's history compares: the answer's fields (never the password hash). */
export function userHistoryValues(row: UserRow): Record<string, unknown> {
  const {
    organizeName: _n,
    lastLoginTime: _l,
    lastLoginIp: _i,
    prevLoginTime: _p,
    prevLoginIp: _q,
    // Derived from the sign-ins and the policy, not a field of the record.
    dormantFrom: _d,
    ...rest
  } = row;
  return rest;
}

/**
 * Enables or disables one user (disabling signs them out everywhere), with its history entry in the
 * same transaction; nothing is written when unchanged.
 */
export async function setUserState(
  ctx: AppContext,
  auth: AuthContext,
  row: UserRow,
  next: 0 | 1,
  change: <T>(work: ChangeWork<T>) => Promise<T>,
) {
  if (next === 0) assertNotProtected(auth, row);
  if (row.enabledMark === next) return;
  await change(async (tx, history) => {
    await tx
      .update(users)
      .set({ enabledMark: next, lastModifyTime: nextModifyTime(users.lastModifyTime, ctx.now()) })
      .where(eq(users.id, row.id));
    history.updated(
      'user',
      row.id,
      row,
      { enabledMark: next },
      { action: 'state', organizeId: row.organizeId },
    );
  });
  if (next === 0) await revokeSessions(ctx.db, row.id, 'disabled', ctx.now());
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(
    app,
    ctx,
    api.list,
    async ({ auth, query, scope }) => {
      const { where, order, total } = await userListWhere(ctx, scope, query);
      const { limit, offset } = pageArgs(query);
      const [page, hidden] = await Promise.all([
        queryUserPage(ctx, { where, order, limit, offset, total }),
        hiddenColumns(ctx.db, auth, 'system.user'),
      ]);
      const list = toUsers(page.rows);
      // Unfiltered or by an organisation alone, the total is a kept count: exact at no cost.
      const exact = where === undefined || total !== undefined;
      return pageAnswer(omitColumns(list, hidden) as User[], page.total, query, exact);
    },
    { shortcut: userListShortcut(ctx) },
  );

  registerEndpoint(app, ctx, api.create, async ({ auth, body, change }) => {
    await validateUser(ctx.db, null, body);
    const roleIds = limitToHeld(body.roleIds, [], await heldRoleIds(ctx.db, auth));
    const passwordHash = await initialPasswordHash(body.password);
    const id = newId();
    await change(async (tx, history) => {
      await tx
        .insert(users)
        .values(
          sealIdCard(
            ctx.idCards,
            newUserRow(body, { id, passwordHash, creatorUserId: auth.userId, creatorTime: ctx.now() }),
          ),
        );
      await writeLinks(tx, id, { ...body, roleIds });
      const { password: _secret, ...fields } = body;
      history.created('user', id, { ...fields, roleIds }, { organizeId: body.organizeId });
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ auth, body, params, change }) => {
    const row = await getUserRow(ctx, params.id);
    const changes = changedFields(body);
    await validateUser(ctx.db, row.id, changes);
    // Roles the caller does not hold stay as they were (role-limits.ts); left out, they all stay.
    if (changes.roleIds !== undefined)
      changes.roleIds = limitToHeld(
        changes.roleIds,
        row.roleIds as string[],
        await heldRoleIds(ctx.db, auth),
      );
    if (changes.enabledMark === 0) assertNotProtected(auth, row);
    await change(async (tx, history) => {
      const values = userValues(changes);
      const stored = withNamePinyin(sealIdCard(ctx.idCards, values));
      await updateVersioned(tx, users, row.id, body.lastModifyTime, stored, ctx.now());
      await writeLinks(tx, row.id, changes);
      history.updated(
        'user',
        row.id,
        userHistoryValues(row),
        { ...values, roleIds: changes.roleIds, positionIds: changes.positionIds },
        { organizeId: (values.organizeId as string | undefined) ?? row.organizeId },
      );
    });
    if (changes.enabledMark === 0) await revokeSessions(ctx.db, row.id, 'disabled', ctx.now());
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) => {
    const row = await getUserRow(ctx, params.id);
    const [user] = toUsers([row]);
    return user;
  });

  registerEndpoint(app, ctx, api.remove, async ({ auth, params, change }) => {
    const row = await getUserRow(ctx, params.id);
    assertNotProtected(auth, row);
    await change(async (tx, history) => {
      await tx.delete(userPositions).where(eq(userPositions.userId, row.id));
      await tx.delete(users).where(eq(users.id, row.id));
      history.deleted('user', row.id, userHistoryValues(row), { organizeId: row.organizeId });
    });
    return null;
  });

  registerEndpoint(app, ctx, api.state, async ({ auth, params, body, change }) => {
    const row = await getUserRow(ctx, params.id);
    await setUserState(ctx, auth, row, nextEnabledMark(body.enabledMark, row.enabledMark as number), change);
    return null;
  });

  // The lockout of login-routes.ts lifted by hand (RuoYi's 解锁): the count of wrong passwords starts over.
  registerEndpoint(app, ctx, api.unlock, async ({ params, change }) => {
    const row = await getUserRow(ctx, params.id);
    if (row.lockedUntil === null) return null;
    await change(async (tx, history) => {
      await tx
        .update(users)
        .set({
          failedCount: 0,
          lockedUntil: null,
          lastModifyTime: nextModifyTime(users.lastModifyTime, ctx.now()),
        })
        .where(eq(users.id, row.id));
      history.event('user', row.id, 'unlock', [], { organizeId: row.organizeId });
    });
    return null;
  });

  // A dormant account (安全策略's dormancy) re-enabled: its unused days count again from now.
  registerEndpoint(app, ctx, api.reactivate, async ({ params, change }) => {
    const row = await getUserRow(ctx, params.id);
    await change(async (tx, history) => {
      await tx
        .update(users)
        .set({ reactivatedAt: ctx.now(), lastModifyTime: nextModifyTime(users.lastModifyTime, ctx.now()) })
        .where(eq(users.id, row.id));
      history.event('user', row.id, 'reactivate', [], { organizeId: row.organizeId });
    });
    return null;
  });

  registerEndpoint(app, ctx, api.resetPassword, async ({ params, body, change }) => {
    const row = await getUserRow(ctx, params.id);
    const passwordHash = await hashPassword(body.password);
    const [stored] = await ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, row.id));
    await change(async (tx, history) => {
      // Set now, so its expiry counts from the reset; flagged weak, so the next sign-in must change it.
      await tx
        .update(users)
        .set({
          passwordHash,
          isWeakPwd: true,
          passwordSetAt: ctx.now(),
          failedCount: 0,
          lockedUntil: null,
          lastModifyTime: nextModifyTime(users.lastModifyTime, ctx.now()),
        })
        .where(eq(users.id, row.id));
      if (stored) await rememberReplacedPassword(tx, row.id, stored.passwordHash, ctx.now());
      // The event alone: the new password (and its hash) never enter history.
      history.event('user', row.id, 'resetPassword', [], { organizeId: row.organizeId });
    });
    await revokeSessions(ctx.db, row.id, 'password', ctx.now());
    return null;
  });
}
