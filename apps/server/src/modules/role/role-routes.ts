import { contract, type Role } from '@pmc/api-client/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { roles } from '../../db/schema/index.ts';
import { keptAnswers } from '../../endpoint/kept-answers.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { listPage } from '../../lists/list-page.ts';
import { serverMessages } from '../../messages.ts';
import { hiddenColumns, omitColumns } from '../../permissions/hidden-columns.ts';
import { assertNotOwnRole } from '../../permissions/role-limits.ts';
import { assertDutiesApart } from '../../permissions/separation-of-duties.ts';
import { nextEnabledMark } from '../../records/enabled-state.ts';
import { assertUnique, found } from '../../records/guards.ts';
import { changedFields, nextModifyTime, updateVersioned } from '../../records/versioned-update.ts';

const api = contract.role;
// Written out in SQL so the outer "roles"."id" stays qualified inside the sub-select.
const userCount = sql<number>`(select count(*)::int from "user_roles" as ur where ur.role_id = "roles"."id")`;
const roleColumns = {
  id: roles.id,
  fullName: roles.fullName,
  enCode: roles.enCode,
  type: roles.type,
  enabledMark: roles.enabledMark,
  dataScope: roles.dataScope,
  userCount,
  sortCode: roles.sortCode,
  description: roles.description,
  creatorTime: roles.creatorTime,
  lastModifyTime: roles.lastModifyTime,
};

const toRole = (row: Record<keyof typeof roleColumns, unknown>) => row as unknown as Role;

async function getRole(ctx: AppContext, id: string): Promise<Role> {
  const [row] = await ctx.db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return toRole(found(row));
}

export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(
    app,
    ctx,
    api.list,
    async ({ auth, query }) => {
      const hidden = await hiddenColumns(ctx.db, auth, 'system.role');
      const page = await listPage(
        ctx.db,
        query,
        {
          from: roles,
          columns: roleColumns,
          where: [query.type ? eq(roles.type, query.type) : undefined],
          keywordColumns: [roles.fullName, roles.enCode],
          sortable: {
            fullName: roles.fullName,
            enCode: roles.enCode,
            type: roles.type,
            sortCode: roles.sortCode,
            creatorTime: roles.creatorTime,
            enabledMark: roles.enabledMark,
          },
          defaultOrder: [asc(roles.sortCode)],
          id: roles.id,
        },
        toRole,
      );
      return { ...page, list: omitColumns(page.list, hidden) as Role[] };
    },
    keptAnswers(ctx, 'role_list'),
  );

  registerEndpoint(app, ctx, api.all, async () => {
    const list = await ctx.db
      .select({
        id: roles.id,
        fullName: roles.fullName,
        enCode: roles.enCode,
        type: roles.type,
        enabledMark: roles.enabledMark,
      })
      .from(roles)
      .orderBy(asc(roles.sortCode), asc(roles.id));
    return {
      list: list.map((r) => ({ ...r, enabledMark: r.enabledMark === 1 ? (1 as const) : (0 as const) })),
    };
  });

  registerEndpoint(app, ctx, api.create, async ({ body, change }) => {
    await assertUnique(ctx.db, roles, roles.enCode, body.enCode, roles.id);
    const id = newId();
    await change(async (tx, history) => {
      const values = { id, ...body, description: body.description ?? null, creatorTime: ctx.now() };
      await tx.insert(roles).values(values);
      history.created('role', id, values);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ auth, params, body, change }) => {
    const role = await getRole(ctx, params.id);
    const changes = changedFields(body);
    // Enabling a disabled role one holds would widen one's own rights.
    if (changes.enabledMark !== undefined && changes.enabledMark !== role.enabledMark)
      await assertNotOwnRole(ctx.db, auth, role.id);
    if (changes.enCode !== undefined)
      await assertUnique(ctx.db, roles, roles.enCode, changes.enCode, roles.id, role.id);
    await change(async (tx, history) => {
      await updateVersioned(tx, roles, role.id, body.lastModifyTime, changes, ctx.now());
      history.updated('role', role.id, role, changes);
      if (changes.enabledMark === 1) await assertDutiesApart(tx, { roleIds: [role.id] });
    });
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) => getRole(ctx, params.id));

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const role = await getRole(ctx, params.id);
    if (role.userCount > 0) throw fail(400, serverMessages.stillReferenced);
    await change(async (tx, history) => {
      await tx.delete(roles).where(eq(roles.id, role.id));
      history.deleted('role', role.id, role);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.state, async ({ auth, params, body, change }) => {
    const role = await getRole(ctx, params.id);
    await assertNotOwnRole(ctx.db, auth, role.id);
    const next = nextEnabledMark(body.enabledMark, role.enabledMark);
    if (next !== role.enabledMark)
      await change(async (tx, history) => {
        await tx
          .update(roles)
          .set({ enabledMark: next, lastModifyTime: nextModifyTime(roles.lastModifyTime, ctx.now()) })
          .where(eq(roles.id, role.id));
        history.updated('role', role.id, role, { enabledMark: next }, { action: 'state' });
        // A role switched on gives its members its rights again.
        if (next === 1) await assertDutiesApart(tx, { roleIds: [role.id] });
      });
    return null;
  });
}
