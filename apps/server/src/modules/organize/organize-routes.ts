import { contract, type Organize } from '@pmc/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { organizeAdmins, organizes, users } from '../../db/schema/index.ts';
import { nest, toTreeNodes, withoutSubtree } from '../../db/tree.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import type { ChangeWork } from '../../history/write-change.ts';
import { fail, failField } from '../../http/envelope-error.ts';
import { registerImportRoutes } from '../../import/import-routes.ts';
import { serverMessages } from '../../messages.ts';
import { inScope, loadDataScope } from '../../permissions/data-scope.ts';
import { assertDutiesApart } from '../../permissions/separation-of-duties.ts';
import { assertUnique } from '../../records/guards.ts';
import { batchMessage, runBatch } from '../../records/run-batch.ts';
import { changedFields, nextModifyTime, updateVersioned } from '../../records/versioned-update.ts';
import { organizeImportKind } from './organize-import.ts';
import {
  assertRemovable,
  assertValidParent,
  getOrganize,
  loadOrganizes,
  memberCounts,
  type OrganizeRow,
  organizeNodeRow,
  toOrganize,
} from './organize-store.ts';

const api = contract.organize;
type OrganizeInput = z.output<typeof api.create.body>;
type OrganizeChanges = z.output<typeof api.update.body>;

/** Column values of the given input fields (propertyJson spreads into its own columns). */
function organizeValues(input: Partial<OrganizeInput>): Record<string, unknown> {
  const { propertyJson, managerId, ...rest } = input;
  const values: Record<string, unknown> = { ...rest };
  if (managerId !== undefined) values.managerId = managerId || null;
  if (propertyJson?.shortName !== undefined) values.shortName = propertyJson.shortName ?? null;
  if (propertyJson?.enterpriseNature !== undefined)
    values.enterpriseNature = propertyJson.enterpriseNature ?? null;
  return values;
}

/** Refuses a manager that is not a user. */
async function assertManager(db: Database, managerId: string | null | undefined) {
  if (!managerId) return;
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.id, managerId));
  if (!manager) throw failField('managerId', serverMessages.fieldInvalid);
}

/** Creates an organisation; shared with the department routes. */
/** The registrar's write path (`change` of the handler input), passed on by the shared helpers. */
type Change = <T>(work: ChangeWork<T>) => Promise<T>;

export async function createOrganize(
  db: Database,
  now: number,
  userId: string,
  input: OrganizeInput,
  change: Change,
) {
  await assertValidParent(db, null, input.parentId);
  await assertUnique(db, organizes, organizes.enCode, input.enCode, organizes.id);
  await assertManager(db, input.managerId);
  const id = newId();
  await change(async (tx, history) => {
    const values = {
      ...(organizeValues(input) as typeof organizes.$inferInsert),
      id,
      description: input.description ?? null,
      creatorUserId: userId,
      creatorTime: now,
    };
    await tx.insert(organizes).values(values);
    history.created('organize', id, values, { organizeId: id });
  });
}

/**
 * Changes the fields an update sent and keeps the rest (a propertyJson key left out is kept too);
 * shared with the department routes. A stale `lastModifyTime` is refused.
 */
export async function updateOrganize(
  db: Database,
  now: number,
  id: string,
  body: OrganizeChanges,
  change: Change,
) {
  const row = await getOrganize(db, id);
  const changes = changedFields(body);
  if (changes.parentId !== undefined) await assertValidParent(db, id, changes.parentId);
  if (changes.enCode !== undefined)
    await assertUnique(db, organizes, organizes.enCode, changes.enCode, organizes.id, id);
  await assertManager(db, changes.managerId);
  await change(async (tx, history) => {
    const values = organizeValues(changes);
    await updateVersioned(tx, organizes, id, body.lastModifyTime, values, now);
    history.updated('organize', id, row, values, { organizeId: id });
  });
}

/** Enables or disables one organisation (nothing is written when it already is). */
export async function setOrganizeState(ctx: AppContext, row: OrganizeRow, next: 0 | 1, change: Change) {
  if (row.enabledMark === next) return;
  await change(async (tx, history) => {
    await tx
      .update(organizes)
      .set({ enabledMark: next, lastModifyTime: nextModifyTime(organizes.lastModifyTime, ctx.now()) })
      .where(eq(organizes.id, row.id));
    history.updated('organize', row.id, row, { enabledMark: next }, { action: 'state', organizeId: row.id });
  });
}

/** Deletes one organisation with its history entry (what it held, so the entry says what went). */
export async function removeOrganize(row: OrganizeRow, change: Change) {
  await change(async (tx, history) => {
    await tx.delete(organizes).where(eq(organizes.id, row.id));
    history.deleted('organize', row.id, row, { organizeId: row.id });
  });
}

function treeNode(o: Organize) {
  return { ...organizeNodeRow(o), enCode: o.enCode };
}

export function registerOrganizeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerImportRoutes(app, ctx, api, organizeImportKind);

  registerEndpoint(app, ctx, api.list, async ({ query, scope }) => {
    const all = await loadOrganizes(ctx.db);
    const members = await memberCounts(ctx.db, all);
    let rows = all
      .filter((o) => inScope(scope, o.id, [o.managerId]))
      .map((o) => ({ ...o, memberCount: members.get(o.id) ?? 0 }));
    const keyword = query.keyword?.toLowerCase();
    if (keyword)
      rows = rows.filter(
        (o) => o.fullName.toLowerCase().includes(keyword) || o.enCode.toLowerCase().includes(keyword),
      );
    return { list: nest(rows) };
  });

  registerEndpoint(app, ctx, api.selector, async ({ params, scope }) => {
    const rows = (await loadOrganizes(ctx.db)).filter(
      (o) => o.enabledMark === 1 && inScope(scope, o.id, [o.managerId]),
    );
    return { list: toTreeNodes(withoutSubtree(rows, params.id).map(treeNode)) };
  });

  registerEndpoint(app, ctx, api.tree, async ({ scope }) => {
    const rows = (await loadOrganizes(ctx.db)).filter(
      (o) => o.enabledMark === 1 && inScope(scope, o.id, [o.managerId]),
    );
    return { list: toTreeNodes(rows.map(treeNode)) };
  });

  registerEndpoint(app, ctx, api.create, async ({ auth, body, change }) => {
    await createOrganize(ctx.db, ctx.now(), auth.userId, body, change);
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ body, params, change }) => {
    await updateOrganize(ctx.db, ctx.now(), params.id, body, change);
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) => {
    const row = await getOrganize(ctx.db, params.id);
    const [manager] = row.managerId
      ? await ctx.db.select({ realName: users.realName }).from(users).where(eq(users.id, row.managerId))
      : [];
    return toOrganize(row, manager?.realName ?? null);
  });

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const row = await getOrganize(ctx.db, params.id);
    await assertRemovable(ctx.db, row.id);
    await removeOrganize(row, change);
    return null;
  });

  registerEndpoint(app, ctx, api.batchState, async ({ req, body, scope, setMessage, change }) => {
    const result = await runBatch(req, body.ids, async (id) => {
      const row = await getOrganize(ctx.db, id);
      if (!inScope(scope, row.id, [row.managerId])) throw fail(403, serverMessages.forbidden);
      await setOrganizeState(ctx, row, body.enabledMark, change);
    });
    setMessage(batchMessage(result));
    return result;
  });

  registerEndpoint(app, ctx, api.adminInfo, async ({ params }) => {
    const row = await getOrganize(ctx.db, params.organizeId);
    const list = await ctx.db
      .select({
        userId: users.id,
        account: users.account,
        realName: users.realName,
        canView: organizeAdmins.canView,
        canAdd: organizeAdmins.canAdd,
        canEdit: organizeAdmins.canEdit,
        canRemove: organizeAdmins.canRemove,
      })
      .from(organizeAdmins)
      .innerJoin(users, eq(users.id, organizeAdmins.userId))
      .where(eq(organizeAdmins.organizeId, row.id))
      .orderBy(users.account);
    return { organizeId: row.id, list };
  });

  // Replaces the organisation's delegations in one transaction; any right implies viewing.
  registerEndpoint(app, ctx, api.adminUpdate, async ({ auth, params, body, change }) => {
    const row = await getOrganize(ctx.db, params.organizeId);
    const byUser = new Map(body.list.map((entry) => [entry.userId, entry]));
    const ids = [...byUser.keys()];
    if (ids.length > 0) {
      const existing = await ctx.db
        .select({ id: users.id, organizeId: users.organizeId, creatorUserId: users.creatorUserId })
        .from(users)
        .where(inArray(users.id, ids));
      if (existing.length !== ids.length) throw fail(400, serverMessages.fieldInvalid, { field: 'list' });
      // A delegator hands rights only to people they may manage themselves.
      const scope = await loadDataScope(ctx.db, auth, 'edit');
      for (const user of existing)
        if (!inScope(scope, user.organizeId, [user.creatorUserId, user.id]))
          throw fail(403, serverMessages.forbidden);
    }
    await change(async (tx, history) => {
      const was = await tx
        .select({ userId: organizeAdmins.userId })
        .from(organizeAdmins)
        .where(eq(organizeAdmins.organizeId, row.id));
      await tx.delete(organizeAdmins).where(eq(organizeAdmins.organizeId, row.id));
      if (ids.length > 0)
        await tx.insert(organizeAdmins).values(
          [...byUser.values()].map((entry) => ({
            organizeId: row.id,
            userId: entry.userId,
            canView: entry.canView || entry.canAdd || entry.canEdit || entry.canRemove,
            canAdd: entry.canAdd,
            canEdit: entry.canEdit,
            canRemove: entry.canRemove,
          })),
        );
      history.updated(
        'organize',
        row.id,
        { adminUserIds: was.map((w) => w.userId) },
        { adminUserIds: ids },
        { organizeId: row.id },
      );
      // A delegate manages people and places: system administration, kept apart from other duties.
      await assertDutiesApart(tx, { userIds: ids });
    });
    return null;
  });
}
