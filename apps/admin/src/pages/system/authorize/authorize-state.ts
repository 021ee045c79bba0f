import type { DataScope } from '@pmc/api-client/contract';
import {
  type AuthorizeModel,
  type GrantDiff,
  type GrantSelection,
  type GrantTab,
  grantDiff,
  grantsFromSelection,
  type RoleGrants,
  selectionFromGrants,
} from '@pmc/permissions/authorize';

/** What a role grants as the server stores it (GET /admin-api/system/role/permission/{id}). */
export interface StoredPermission extends RoleGrants {
  dataScope: DataScope;
  dataScopeOrgIds: string[];
}

/** The authorize screen's edits of one role. */
export interface AuthorizeEdits {
  selection: GrantSelection;
  dataScope: DataScope;
  dataScopeOrgIds: string[];
}

export function editsOf(model: AuthorizeModel, stored: StoredPermission): AuthorizeEdits {
  return {
    selection: selectionFromGrants(model, stored),
    dataScope: stored.dataScope,
    dataScopeOrgIds: stored.dataScopeOrgIds,
  };
}

/** The data tab's change: scope before and after, and the chosen organisations added and removed. */
export interface DataDiff {
  from: DataScope;
  to: DataScope;
  addedOrgs: string[];
  removedOrgs: string[];
  changed: boolean;
}

/** The body of sync_permission. */
export interface SyncBody {
  menus: string[];
  buttons: string[];
  columns: string[];
  forms: string[];
  dataScope: DataScope;
  dataScopeOrgIds: string[];
}

/** Everything a save would change, and the body it sends. */
export interface AuthorizeChanges {
  grants: GrantDiff;
  data: DataDiff;
  total: number;
  body: SyncBody;
}

export function changesOf(
  model: AuthorizeModel,
  stored: StoredPermission,
  edits: AuthorizeEdits,
): AuthorizeChanges {
  const grants = grantsFromSelection(model, edits.selection, stored);
  const orgs = edits.dataScope === 'custom' ? edits.dataScopeOrgIds : [];
  const before = new Set(stored.dataScope === 'custom' ? stored.dataScopeOrgIds : []);
  const after = new Set(orgs);
  const addedOrgs = orgs.filter((id) => !before.has(id));
  const removedOrgs = [...before].filter((id) => !after.has(id));
  const changed = stored.dataScope !== edits.dataScope || addedOrgs.length + removedOrgs.length > 0;
  const diff = grantDiff(model, stored, grants);
  return {
    grants: diff,
    data: { from: stored.dataScope, to: edits.dataScope, addedOrgs, removedOrgs, changed },
    total: diff.total + (changed ? 1 : 0),
    body: {
      menus: [...grants.menus],
      buttons: [...grants.buttons],
      columns: [...grants.columns],
      forms: [...grants.forms],
      dataScope: edits.dataScope,
      dataScopeOrgIds: orgs,
    },
  };
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
};

/**
 * Whether edits differ from those the role was opened with: a pass over the selections only, so an
 * interaction (check all over 8,000 rows) does not build the diff; that waits for save or preview.
 */
export function editedFrom(opened: AuthorizeEdits, edits: AuthorizeEdits): boolean {
  if (edits === opened) return false;
  const a = opened.selection;
  const b = edits.selection;
  return (
    !sameSet(a.menu, b.menu) ||
    !sameSet(a.button, b.button) ||
    !sameSet(a.column, b.column) ||
    !sameSet(a.form, b.form) ||
    opened.dataScope !== edits.dataScope ||
    (edits.dataScope === 'custom' &&
      !sameSet(new Set(opened.dataScopeOrgIds), new Set(edits.dataScopeOrgIds)))
  );
}

const NO_TAB_CHANGE = { added: [], removed: [] };

/**
 * The changes of edits left as they were opened: none, and the body the role already stores. Opening a
 * role costs no diff (nor the item tabs a diff would build) until something is edited.
 */
export function unchangedOf(stored: StoredPermission): AuthorizeChanges {
  return {
    grants: {
      menu: NO_TAB_CHANGE,
      button: NO_TAB_CHANGE,
      column: NO_TAB_CHANGE,
      form: NO_TAB_CHANGE,
      total: 0,
    },
    data: { from: stored.dataScope, to: stored.dataScope, addedOrgs: [], removedOrgs: [], changed: false },
    total: 0,
    body: {
      menus: [...stored.menus],
      buttons: [...stored.buttons],
      columns: [...stored.columns],
      forms: [...stored.forms],
      dataScope: stored.dataScope,
      dataScopeOrgIds: stored.dataScope === 'custom' ? [...stored.dataScopeOrgIds] : [],
    },
  };
}

export const TABS: readonly (GrantTab | 'data')[] = ['menu', 'button', 'column', 'form', 'data'];
