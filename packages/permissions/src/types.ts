/** One permission item of a page: its code (`enCode`) and display name. */
export interface PermissionItem {
  enCode: string;
  fullName?: string;
}

/**
 * A page's permissions as `GET /admin-api/current_user` returns them in `permissionList`:
 * the page's model id (its menu id) and the codes granted for buttons, table columns and form fields.
 */
export interface PermissionEntry {
  modelId: string;
  button?: readonly PermissionItem[] | null;
  column?: readonly PermissionItem[] | null;
  form?: readonly PermissionItem[] | null;
}

/** Which list of a permission entry a code belongs to. */
export type PermissionKind = 'button' | 'column' | 'form';

/** The three kinds, in the order the server lists them. */
export const PERMISSION_KINDS: readonly PermissionKind[] = ['button', 'column', 'form'];
