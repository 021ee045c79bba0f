/** A button, column or form field a page offers, granted to roles one by one. */
export interface GrantableItem {
  id: string;
  enCode: string;
  fullName: string;
}

/**
 * One entry of the menu as the authorize screen receives it (the server's permission tree): a
 * directory (`C`) or a page (`M`) with the buttons, columns and form fields it offers.
 */
export interface GrantableMenu {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: 'C' | 'M';
  buttons: readonly GrantableItem[];
  columns: readonly GrantableItem[];
  forms: readonly GrantableItem[];
  children: readonly GrantableMenu[];
}

/** What a role grants: menu ids and permission item ids, one list per kind (as sync_permission takes them). */
export interface RoleGrants {
  menus: readonly string[];
  buttons: readonly string[];
  columns: readonly string[];
  forms: readonly string[];
}

/** The tabs of the authorize screen that are trees of the menu (the data tab is not). */
export type GrantTab = 'menu' | 'button' | 'column' | 'form';

export const GRANT_TABS: readonly GrantTab[] = ['menu', 'button', 'column', 'form'];

/** The `RoleGrants` list that holds a tab's ids. */
export const GRANT_FIELD = {
  menu: 'menus',
  button: 'buttons',
  column: 'columns',
  form: 'forms',
} as const satisfies Record<GrantTab, keyof RoleGrants>;

/** The `GrantableMenu` list that holds an item tab's items. */
export const ITEM_FIELD = {
  button: 'buttons',
  column: 'columns',
  form: 'forms',
} as const satisfies Record<Exclude<GrantTab, 'menu'>, keyof GrantableMenu>;
