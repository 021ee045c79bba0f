/** The parts of a menu entry the workbench reads. */
interface MenuPage {
  type: string;
  route?: string | null;
  enCode?: string;
  children?: readonly MenuPage[] | null;
}

/** Menu codes of the pages the workbench's blocks link to (and whose permission the server checks). */
export const WORKBENCH_PAGES = {
  users: 'system.user',
  online: 'system.onlineUser',
  signInLog: 'permission.signInLog',
  operationLog: 'permission.operationLog',
} as const;

export type WorkbenchAccess = { -readonly [K in keyof typeof WORKBENCH_PAGES]?: string };

/**
 * Which workbench blocks the user may see, as the path of the page each links to: a block whose page
 * is not in the user's menu is not shown (the server refuses its figures too).
 *
 * @example
 * workbenchAccess(session.menuList).users; // '/system/user', or undefined without the user page
 */
export function workbenchAccess(menu: readonly MenuPage[]): WorkbenchAccess {
  const paths = new Map<string, string>();
  const walk = (entries: readonly MenuPage[]) => {
    for (const entry of entries) {
      if (entry.children?.length) walk(entry.children);
      else if (entry.type === 'M' && entry.route && entry.enCode)
        paths.set(entry.enCode, `/${entry.route.replace(/^\/+/, '')}`);
    }
  };
  walk(menu);
  const access: WorkbenchAccess = {};
  for (const [key, code] of Object.entries(WORKBENCH_PAGES) as [keyof WorkbenchAccess, string][]) {
    const path = paths.get(code);
    if (path) access[key] = path;
  }
  return access;
}
