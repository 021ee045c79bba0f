import { type AuthorizeModel, type AuthorizeNode, nodePath } from './authorize-model.ts';
import { GRANT_FIELD, GRANT_TABS, type GrantTab, type RoleGrants } from './grantable-menu.ts';

/** One grant a save adds or removes, with the menu path that locates it. */
export interface GrantDiffEntry {
  id: string;
  label: string;
  code: string;
  path: readonly string[];
}

export interface GrantTabDiff {
  added: GrantDiffEntry[];
  removed: GrantDiffEntry[];
}

/** What a save changes, per tab; `total` 0 means nothing changes (save stays off). */
export type GrantDiff = Record<GrantTab, GrantTabDiff> & { total: number };

/**
 * Compares the stored grants with the edited ones (both as sync_permission takes them), in the
 * tree's display order.
 *
 * @example
 * const diff = grantDiff(model, stored, grantsFromSelection(model, selection, stored));
 * diff.button.added.map((e) => e.path.join(' / ')); // ['系统管理 / 用户管理 / 新建']
 */
export function grantDiff(model: AuthorizeModel, stored: RoleGrants, edited: RoleGrants): GrantDiff {
  const diff = { total: 0 } as GrantDiff;
  for (const tab of GRANT_TABS) {
    const field = GRANT_FIELD[tab];
    const before = new Set(stored[field]);
    const after = new Set(edited[field]);
    const tree = model[tab];
    const toEntry = (node: AuthorizeNode): GrantDiffEntry => ({
      id: node.id,
      label: node.label,
      code: node.code,
      path: nodePath(node),
    });
    const unknown = (id: string): GrantDiffEntry => ({ id, label: id, code: '', path: [id] });
    // Walking the tree's nodes keeps the display order; ids it does not know come last.
    const added: GrantDiffEntry[] = [];
    const removed: GrantDiffEntry[] = [];
    for (const node of tree.nodes) {
      if (node.kind !== tab) continue;
      const was = before.has(node.id);
      if (was !== after.has(node.id)) (was ? removed : added).push(toEntry(node));
    }
    for (const id of after) if (!before.has(id) && !tree.byId.has(id)) added.push(unknown(id));
    for (const id of before) if (!after.has(id) && !tree.byId.has(id)) removed.push(unknown(id));
    diff[tab] = { added, removed };
    diff.total += added.length + removed.length;
  }
  return diff;
}
