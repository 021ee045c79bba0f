import { menuName } from '@pmc/i18n';
import type { LayoutLocale, LayoutMenuEntry } from './menu-entry.ts';

/** A menu entry with its absolute path and its ancestors, as produced by {@link flattenMenu}. */
export interface FlatMenuItem {
  entry: LayoutMenuEntry;
  path: string;
  /** Ancestors from the top level down, not including the entry itself. */
  parents: LayoutMenuEntry[];
  depth: number;
}

/** Width of one top-menu slot in px (docs/guide/constants.md#widths). */
export const TOP_MENU_SLOT_WIDTH = 116;

/**
 * The absolute path of an entry: '/' + route, whatever the server sent.
 *
 * @example
 * menuPath({ route: 'system/user' }) // '/system/user'
 */
export function menuPath(entry: Pick<LayoutMenuEntry, 'route'>): string {
  const route = (entry.route ?? '').trim();
  return route.startsWith('/') ? route : `/${route}`;
}

/**
 * The display name of an entry in a locale: menuNames[locale], then menu_name, then fullName.
 *
 * @example
 * menuTitle(entry, 'en') // 'Users'
 */
export function menuTitle(entry: LayoutMenuEntry, locale: LayoutLocale = 'zh'): string {
  return menuName(entry, locale) || entry.menuNames?.zh || entry.route;
}

/**
 * Entries that show in menus: not hidden, sorted by sortCode (stable).
 *
 * @example
 * visibleEntries(menuList).map((e) => e.fullName)
 */
export function visibleEntries(entries: readonly LayoutMenuEntry[] | undefined): LayoutMenuEntry[] {
  return (entries ?? [])
    .filter((e) => !e.hidden)
    .map((e, i) => [e, i] as const)
    .sort(([a, ia], [b, ib]) => (a.sortCode ?? 0) - (b.sortCode ?? 0) || ia - ib)
    .map(([e]) => e);
}

/**
 * True when the entry has visible children, so it renders as a submenu.
 *
 * @example
 * hasChildren(systemEntry) // true
 */
export function hasChildren(entry: LayoutMenuEntry): boolean {
  return visibleEntries(entry.children).length > 0;
}

/**
 * Every visible entry depth-first, with its path and ancestors.
 *
 * @example
 * flattenMenu(menuList).filter((i) => i.entry.type === 'M')
 */
export function flattenMenu(entries: readonly LayoutMenuEntry[]): FlatMenuItem[] {
  const out: FlatMenuItem[] = [];
  const walk = (list: readonly LayoutMenuEntry[], parents: LayoutMenuEntry[]) => {
    for (const entry of visibleEntries(list)) {
      out.push({ entry, path: menuPath(entry), parents, depth: parents.length });
      if (entry.children?.length) walk(entry.children, [...parents, entry]);
    }
  };
  walk(entries, []);
  return out;
}

/**
 * The page entry (no visible children) whose path is `path`, or whose path is the longest prefix of it,
 * so a detail sub-route still highlights its menu entry.
 *
 * @example
 * findMenuByPath(menuList, '/system/user')?.entry.id
 */
export function findMenuByPath(entries: readonly LayoutMenuEntry[], path: string): FlatMenuItem | undefined {
  const clean = normalisePath(path);
  let best: FlatMenuItem | undefined;
  for (const item of flattenMenu(entries)) {
    if (hasChildren(item.entry)) continue;
    if (item.path === clean) return item;
    if (clean.startsWith(`${item.path}/`) && (!best || item.path.length > best.path.length)) best = item;
  }
  return best;
}

/**
 * Ids of the submenus to open so that the entry at `path` is visible.
 *
 * @example
 * menuOpenKeys(menuList, '/system/user') // ['system-root-id']
 */
export function menuOpenKeys(entries: readonly LayoutMenuEntry[], path: string): string[] {
  return findMenuByPath(entries, path)?.parents.map((p) => p.id) ?? [];
}

/**
 * The top-level entry whose subtree contains `path` (blend mode's selected first-level entry).
 *
 * @example
 * topLevelFor(menuList, '/system/user')?.id
 */
export function topLevelFor(entries: readonly LayoutMenuEntry[], path: string): LayoutMenuEntry | undefined {
  const found = findMenuByPath(entries, path);
  if (!found) return undefined;
  return found.parents[0] ?? found.entry;
}

/**
 * The first page reachable under an entry (itself when it is a page), depth-first.
 *
 * @example
 * firstPage(systemEntry) // the 'organisation' page entry
 */
export function firstPage(entry: LayoutMenuEntry): LayoutMenuEntry | undefined {
  if (!hasChildren(entry)) return entry.type === 'M' || entry.route ? entry : undefined;
  for (const child of visibleEntries(entry.children)) {
    const page = firstPage(child);
    if (page) return page;
  }
  return undefined;
}

/**
 * How many top-menu entries fit in `width` px, one per 116 px; when not all fit, one slot goes to
 * the 'more ...' submenu.
 *
 * @example
 * splitTopMenu(entries, 500) // { visible: [3 entries], overflow: [the rest] }
 */
export function splitTopMenu<T>(
  entries: readonly T[],
  width: number,
  slot: number = TOP_MENU_SLOT_WIDTH,
): { visible: T[]; overflow: T[] } {
  const slots = Math.max(1, Math.floor(width / slot));
  if (entries.length <= slots) return { visible: [...entries], overflow: [] };
  const keep = Math.max(0, slots - 1);
  return { visible: entries.slice(0, keep), overflow: entries.slice(keep) };
}

function normalisePath(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '';
  const withSlash = noQuery.startsWith('/') ? noQuery : `/${noQuery}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
