import type { LayoutMenuEntry } from './menu-entry.ts';
import { hasChildren, menuPath } from './menu-model.ts';

/** What choosing a menu entry does (docs/guide/chrome.md#menu-entry-types). */
export type MenuAction =
  | { kind: 'children'; entry: LayoutMenuEntry }
  | { kind: 'window'; url: string }
  | { kind: 'navigate'; path: string };

/**
 * Decides what a click on a menu entry does: category 1 loads its children into the left menu;
 * category 6, or 7 with target _blank, opens a new window; an entry with children opens as a
 * submenu ('children'); anything else navigates to its path.
 *
 * @example
 * const action = resolveMenuAction(entry);
 * if (action.kind === 'window') window.open(action.url);
 */
export function resolveMenuAction(entry: LayoutMenuEntry): MenuAction {
  if (entry.category === 1) return { kind: 'children', entry };
  if (entry.category === 6 || (entry.category === 7 && entry.target === '_blank')) {
    return { kind: 'window', url: entry.urlAddress || menuPath(entry) };
  }
  if (hasChildren(entry)) return { kind: 'children', entry };
  return { kind: 'navigate', path: menuPath(entry) };
}
