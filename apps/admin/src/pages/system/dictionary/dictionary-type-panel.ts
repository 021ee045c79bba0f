import type { DictionaryTypeTreeRow } from '@pmc/api-client/contract';
import type { TreeNode } from '@pmc/widgets';

/** The type tree as the tree widgets show it. */
export function typeNodes(rows: readonly DictionaryTypeTreeRow[]): TreeNode[] {
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    hasChildren: row.hasChildren,
    children: row.children ? typeNodes(row.children) : undefined,
  }));
}

/** The type with `id` anywhere in the tree. */
export function findType(
  rows: readonly DictionaryTypeTreeRow[],
  id: string | undefined,
): DictionaryTypeTreeRow | undefined {
  if (!id) return undefined;
  for (const row of rows) {
    if (row.id === id) return row;
    const found = findType(row.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}
