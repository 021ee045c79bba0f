import type { ImportRow } from '@pmc/api-client/contract';
import { newId } from '../db/new-id.ts';

/** A stored node of a tree an import adds to: its code is what a sheet names it by. */
export interface StoredNode {
  id: string;
  code: string;
  parentId: string;
  name: string;
}

/** Where a row's parent cell leads: the root, a node's id, or a name no stored node or row has. */
export type ParentOf =
  | { kind: 'root' }
  | { kind: 'node'; code: string; id: string }
  | { kind: 'unknown'; text: string };

/**
 * The tree as it will be after an import commits, for sheets that give each row's parent by code (a
 * stored node's, or another row's of the same file, or a name only one stored node has). New rows get
 * their ids here, so a child can point at a parent the same commit creates. `otherKeys` are the codes
 * of the file's rows not sent again (a re-check): a row may name them, and they are judged in full at
 * commit.
 */
export function parentTree(
  stored: readonly StoredNode[],
  rows: readonly ImportRow[],
  columns: { code: string; parent: string },
  root: string,
  otherKeys: readonly string[] = [],
) {
  const byCode = new Map(stored.map((n) => [n.code, n]));
  const codeOfId = new Map(stored.map((n) => [n.id, n.code]));
  const names = new Map<string, string | null>();
  for (const n of stored) names.set(n.name, names.has(n.name) ? null : n.code);
  // Each row's id: the stored node's when the code exists, else a new one (the first row of a code wins).
  const ids = new Map<string, string>();
  for (const { values } of rows) {
    const code = values[columns.code] ?? '';
    if (code && !ids.has(code)) ids.set(code, byCode.get(code)?.id ?? newId());
  }
  const others = new Set(otherKeys.filter((k) => k && !ids.has(k)));
  const storedParent = (n: StoredNode) => (n.parentId === root ? null : (codeOfId.get(n.parentId) ?? null));

  /** The parent code a row names: a blank cell keeps a stored node's parent (the root for a new one). */
  const parentCodeOf = (values: Record<string, string>): string | null => {
    const cell = values[columns.parent];
    if (cell === undefined) {
      const before = byCode.get(values[columns.code] ?? '');
      return before ? storedParent(before) : null;
    }
    if (ids.has(cell) || byCode.has(cell) || others.has(cell)) return cell;
    return names.get(cell) ?? cell;
  };
  const parentOf = new Map<string, string | null>();
  for (const n of stored) parentOf.set(n.code, storedParent(n));
  for (const { values } of rows) {
    const code = values[columns.code];
    if (code) parentOf.set(code, parentCodeOf(values));
  }

  return {
    /** The id a row's code has (stored, or new for this import). */
    idOf: (code: string) => ids.get(code),
    parentCodeOf,
    /** The row's parent, resolved. */
    parentOf(values: Record<string, string>): ParentOf {
      const code = parentCodeOf(values);
      if (code === null) return { kind: 'root' };
      const id = ids.get(code) ?? byCode.get(code)?.id ?? (others.has(code) ? code : undefined);
      return id ? { kind: 'node', code, id } : { kind: 'unknown', text: code };
    },
    /** Whether following parents up from `code` meets a node twice. */
    loops(code: string): boolean {
      const seen = new Set<string>();
      for (let at: string | null | undefined = code; at; at = parentOf.get(at)) {
        if (seen.has(at)) return true;
        seen.add(at);
      }
      return false;
    },
    /** Whether a node of the file may have children placed under it per `storedOk` (re-checks accept others). */
    placeable(code: string | null, storedOk: (node: StoredNode) => boolean): boolean {
      for (let at = code, depth = 0; at !== null && depth <= rows.length; depth += 1) {
        const node = byCode.get(at);
        if (node) return storedOk(node);
        if (others.has(at)) return true;
        at = parentOf.get(at) ?? null;
      }
      return false;
    },
  };
}

/** New nodes in an order that writes each one after the new node it names as parent. */
export function parentsFirst<T extends { id: string; input: { parentId: string } }>(
  created: readonly T[],
): T[] {
  const pending = new Map(created.map((p) => [p.id, p]));
  const ordered: T[] = [];
  const visit = (plan: T) => {
    if (!pending.delete(plan.id)) return;
    const parent = pending.get(plan.input.parentId);
    if (parent) visit(parent);
    ordered.push(plan);
  };
  for (const plan of created) visit(plan);
  return ordered;
}
