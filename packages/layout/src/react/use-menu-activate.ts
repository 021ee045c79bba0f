import { useCallback } from 'react';
import { resolveMenuAction } from '../menu-action.ts';
import type { LayoutMenuEntry } from '../menu-entry.ts';
import { firstPage, menuPath } from '../menu-model.ts';

export interface MenuNavigation {
  onNavigate: (path: string) => void;
  openWindow?: (url: string) => void;
}

/**
 * What choosing an entry does: open a window, navigate, or (for a directory) hand the entry to
 * `onChildren`; returns true when it was a directory.
 */
export function useMenuActivate({ onNavigate, openWindow }: MenuNavigation) {
  return useCallback(
    (entry: LayoutMenuEntry, onChildren?: (entry: LayoutMenuEntry) => void): boolean => {
      const action = resolveMenuAction(entry);
      if (action.kind === 'window') {
        (openWindow ?? ((url: string) => window.open(url, '_blank', 'noopener')))(action.url);
        return false;
      }
      if (action.kind === 'navigate') {
        onNavigate(action.path);
        return false;
      }
      if (onChildren) {
        onChildren(entry);
        return true;
      }
      // A directory without a place to show its children: go to its first page.
      const page = firstPage(entry);
      if (page && page !== entry) onNavigate(menuPath(page));
      return true;
    },
    [onNavigate, openWindow],
  );
}
