import type { PermissionEntry, PermissionKind } from './types.ts';
import { PERMISSION_KINDS } from './types.ts';

type KindSets = Record<PermissionKind, Set<string>>;

const EMPTY: ReadonlySet<string> = new Set();

/** Constant-time answers over one user's permission list. Build it once per list. */
export interface PermissionIndex {
  /**
   * Whether the page `modelId` grants `code` in its `kind` list
   * (docs/guide/permissions.md#buttons-columns-and-form-fields).
   */
  can(modelId: string | null | undefined, kind: PermissionKind, code: string): boolean;
  /** Whether `code` appears anywhere in the list, for any page and kind (the has-directive). */
  has(code: string): boolean;
  /** Whether the list has an entry for the page at all. */
  hasModel(modelId: string | null | undefined): boolean;
  /** The codes a page grants for one kind (empty when the page has no entry). */
  codes(modelId: string | null | undefined, kind: PermissionKind): ReadonlySet<string>;
  /** The model ids the list covers. */
  readonly modelIds: readonly string[];
}

/**
 * Builds the permission index from the `permissionList` of the current user. Entries with the same
 * model id are merged, so a list split across several entries still answers correctly.
 *
 * @example
 * const index = createPermissionIndex([
 *   { modelId: '42', button: [{ enCode: 'btn_add' }], column: [{ enCode: 'fullName' }], form: [] },
 * ]);
 * index.can('42', 'button', 'btn_add'); // true
 * index.can('42', 'button', 'btn_remove'); // false
 * index.has('fullName'); // true
 */
export function createPermissionIndex(list: readonly PermissionEntry[] | null | undefined): PermissionIndex {
  const byModel = new Map<string, KindSets>();
  const all = new Set<string>();
  for (const entry of list ?? []) {
    const modelId = String(entry.modelId);
    let sets = byModel.get(modelId);
    if (!sets) {
      sets = { button: new Set(), column: new Set(), form: new Set() };
      byModel.set(modelId, sets);
    }
    for (const kind of PERMISSION_KINDS) {
      for (const item of entry[kind] ?? []) {
        if (!item?.enCode) continue;
        sets[kind].add(item.enCode);
        all.add(item.enCode);
      }
    }
  }
  const codes = (modelId: string | null | undefined, kind: PermissionKind): ReadonlySet<string> =>
    (modelId == null ? undefined : byModel.get(String(modelId)))?.[kind] ?? EMPTY;
  return {
    can: (modelId, kind, code) => codes(modelId, kind).has(code),
    has: (code) => all.has(code),
    hasModel: (modelId) => modelId != null && byModel.has(String(modelId)),
    codes,
    modelIds: [...byModel.keys()],
  };
}
