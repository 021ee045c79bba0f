import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { organizeAdmins, organizes } from '../db/schema/index.ts';
import { subtreeIds } from '../db/tree.ts';

/** What a request does to the organisations, positions and users it touches. */
export type ScopeAction = 'view' | 'add' | 'edit' | 'remove';

/** The action an endpoint's declared button stands for (a read when it declares none). */
export function actionOfButton(button: string | undefined): ScopeAction {
  // Restoring a deleted record creates it again.
  if (button === 'btn_add' || button === 'btn_restore') return 'add';
  if (button === 'btn_remove') return 'remove';
  return button ? 'edit' : 'view';
}

/**
 * Organisations a user administers by delegation (分级管理) for one action: each delegated
 * organisation and everything beneath it. Any right implies viewing (one cannot edit what one cannot see).
 */
export async function delegatedOrganizeIds(
  db: Database,
  userId: string,
  action: ScopeAction,
): Promise<string[]> {
  const rows = await db.select().from(organizeAdmins).where(eq(organizeAdmins.userId, userId));
  const roots = rows
    .filter((r) =>
      action === 'view'
        ? r.canView || r.canAdd || r.canEdit || r.canRemove
        : action === 'add'
          ? r.canAdd
          : action === 'edit'
            ? r.canEdit
            : r.canRemove,
    )
    .map((r) => r.organizeId);
  if (roots.length === 0) return [];
  const tree = await db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes);
  return [...new Set(roots.flatMap((id) => [...subtreeIds(tree, id)]))];
}
