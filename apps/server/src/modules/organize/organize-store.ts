import type { Organize } from '@pmc/api-client/contract';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { organizes, positions, users } from '../../db/schema/index.ts';
import { subtreeIds } from '../../db/tree.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { found } from '../../records/guards.ts';

export type OrganizeRow = typeof organizes.$inferSelect;

/** The API shape of an organisation row. */
export function toOrganize(row: OrganizeRow, managerName: string | null): Organize {
  return {
    id: row.id,
    parentId: row.parentId,
    category: row.category === 'department' ? 'department' : 'company',
    fullName: row.fullName,
    enCode: row.enCode,
    managerId: row.managerId,
    managerName,
    propertyJson: { shortName: row.shortName, enterpriseNature: row.enterpriseNature },
    enabledMark: row.enabledMark === 1 ? 1 : 0,
    sortCode: row.sortCode,
    description: row.description,
    creatorTime: row.creatorTime,
    lastModifyTime: row.lastModifyTime,
  };
}

/** Every organisation with its manager's name (the tree is small: thousands at most). */
export async function loadOrganizes(db: Database): Promise<Organize[]> {
  const rows = await db
    .select({ org: organizes, managerName: users.realName })
    .from(organizes)
    .leftJoin(users, eq(users.id, organizes.managerId));
  return rows.map((r) => toOrganize(r.org, r.managerName));
}

export async function getOrganize(db: Database, id: string): Promise<OrganizeRow> {
  const [row] = await db.select().from(organizes).where(eq(organizes.id, id)).limit(1);
  return found(row);
}

/** Refuses a parent that is missing, or the node itself or one of its descendants. */
export async function assertValidParent(db: Database, id: string | null, parentId: string): Promise<void> {
  if (parentId === '-1') return;
  const all = await db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes);
  if (!all.some((r) => r.id === parentId)) throw fail(400, serverMessages.parentNotFound);
  if (id && subtreeIds(all, id).has(parentId)) throw fail(400, serverMessages.parentInvalid);
}

/** Refuses to delete a node that has children, users or positions. */
export async function assertRemovable(db: Database, id: string): Promise<void> {
  const [child] = await db
    .select({ id: organizes.id })
    .from(organizes)
    .where(eq(organizes.parentId, id))
    .limit(1);
  if (child) throw fail(400, serverMessages.hasChildren);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.organizeId, id)).limit(1);
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(eq(positions.organizeId, id))
    .limit(1);
  if (user || position) throw fail(400, serverMessages.stillReferenced);
}

/** An organisation as a selector row for `toTreeNodes` (type and icon from its category). */
export function organizeNodeRow(
  o: Pick<OrganizeRow, 'id' | 'parentId' | 'fullName' | 'sortCode' | 'category'>,
) {
  return {
    id: o.id,
    parentId: o.parentId,
    fullName: o.fullName,
    sortCode: o.sortCode,
    type: o.category,
    icon: o.category,
  };
}

/**
 * Users in each organisation and below: what the user list filtered on that organisation shows (it
 * takes the subtree), so the count a row shows is the number of rows its link opens.
 */
export async function memberCounts(
  db: Database,
  all: readonly Pick<OrganizeRow, 'id' | 'parentId'>[],
): Promise<Map<string, number>> {
  const direct = await db
    .select({ organizeId: users.organizeId, n: sql<number>`count(*)::int` })
    .from(users)
    .where(isNotNull(users.organizeId))
    .groupBy(users.organizeId);
  const children = new Map<string, string[]>();
  for (const o of all) children.set(o.parentId, [...(children.get(o.parentId) ?? []), o.id]);
  const own = new Map(direct.map((r) => [r.organizeId as string, r.n]));
  const totals = new Map<string, number>();
  // Iterative post-order: a deep tree cannot overflow the stack.
  for (const root of all) {
    if (totals.has(root.id)) continue;
    const stack: [string, boolean][] = [[root.id, false]];
    while (stack.length > 0) {
      const [id, expanded] = stack.pop() as [string, boolean];
      if (totals.has(id)) continue;
      const kids = children.get(id) ?? [];
      if (!expanded) {
        stack.push(
          [id, true],
          ...kids.filter((k) => !totals.has(k)).map((k): [string, boolean] => [k, false]),
        );
        continue;
      }
      totals.set(id, (own.get(id) ?? 0) + kids.reduce((sum, k) => sum + (totals.get(k) ?? 0), 0));
    }
  }
  return totals;
}
