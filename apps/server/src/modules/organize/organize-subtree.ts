import type { Database } from '../../db/database.ts';
import { organizes } from '../../db/schema/index.ts';
import { subtreeIds } from '../../db/tree.ts';

/** The IDs of an organisation and every organisation below it (the list filters' "under this node"). */
export async function organizeSubtree(db: Database, id: string): Promise<string[]> {
  const all = await db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes);
  return [...subtreeIds(all, id)];
}
