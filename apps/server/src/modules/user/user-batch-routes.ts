import { contract } from '@pmc/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { organizes, roles, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { heldRoleIds, limitToHeld } from '../../permissions/role-limits.ts';
import { batchMessage, runBatch } from '../../records/run-batch.ts';
import { nextModifyTime } from '../../records/versioned-update.ts';
import { setUserState, visibleUser, writeLinks } from './user-routes.ts';

const api = contract.user;

/**
 * Batch actions of the user list's selection. Each user is checked on its own, as the single-record
 * endpoints check it (data scope, protected accounts), and reported on its own.
 */
export function registerUserBatchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.batchState, async ({ auth, req, body, scope, setMessage, change }) => {
    const result = await runBatch(req, body.ids, async (id) => {
      const row = await visibleUser(auth, ctx, id, scope);
      await setUserState(ctx, auth, row, body.enabledMark, change);
    });
    setMessage(batchMessage(result));
    return result;
  });

  registerEndpoint(app, ctx, api.batchOrganize, async ({ auth, req, body, scope, setMessage, change }) => {
    const [target] = await ctx.db
      .select({ id: organizes.id })
      .from(organizes)
      .where(eq(organizes.id, body.organizeId));
    if (!target) throw fail(400, serverMessages.fieldInvalid, { field: 'organizeId' });
    // The registrar checked the target is in the caller's scope (endpoint-scopes.ts): moving users out
    // of it would hand them to someone else.
    const result = await runBatch(req, body.ids, async (id) => {
      const row = await visibleUser(auth, ctx, id, scope);
      if (row.organizeId === target.id) return;
      await change(async (tx, history) => {
        await tx
          .update(users)
          .set({ organizeId: target.id, lastModifyTime: nextModifyTime(users.lastModifyTime, ctx.now()) })
          .where(eq(users.id, row.id));
        history.updated('user', row.id, row, { organizeId: target.id }, { organizeId: target.id });
      });
    });
    setMessage(batchMessage(result));
    return result;
  });

  registerEndpoint(app, ctx, api.batchRole, async ({ auth, req, body, scope, setMessage, change }) => {
    const roleIds = [...new Set(body.roleIds)];
    const known = await ctx.db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
    if (known.length !== roleIds.length) throw fail(400, serverMessages.fieldInvalid, { field: 'roleIds' });
    const held = await heldRoleIds(ctx.db, auth);
    const result = await runBatch(req, body.ids, async (id) => {
      const row = await visibleUser(auth, ctx, id, scope);
      const had = (row.roleIds as string[] | null) ?? [];
      const wanted = body.mode === 'replace' ? roleIds : [...new Set([...had, ...roleIds])];
      // Never more rights than the caller holds; roles it does not hold stay as they were.
      const next = limitToHeld(wanted, had, held);
      await change(async (tx, history) => {
        await writeLinks(tx, row.id, { roleIds: next });
        await tx
          .update(users)
          .set({ lastModifyTime: nextModifyTime(users.lastModifyTime, ctx.now()) })
          .where(eq(users.id, row.id));
        history.updated('user', row.id, row, { roleIds: next }, { organizeId: row.organizeId });
      });
    });
    setMessage(batchMessage(result));
    return result;
  });
}
