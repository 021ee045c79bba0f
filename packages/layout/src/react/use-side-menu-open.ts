import { type RefObject, useEffect, useMemo, useState } from 'react';
import type { LayoutMenuEntry } from '../menu-entry.ts';
import { flattenMenu, menuOpenKeys } from '../menu-model.ts';

// Which submenus of the side menu are open. Expanded, they follow the route (the active page's parents
// open) and the user's toggles; icon-only, they are fly-outs: one branch at a time, closed by a click
// elsewhere.
export function useSideMenuOpen(
  menu: readonly LayoutMenuEntry[],
  currentPath: string,
  collapsed: boolean,
  rootRef: RefObject<HTMLElement | null>,
) {
  const routeOpen = useMemo(() => menuOpenKeys(menu, currentPath), [menu, currentPath]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(collapsed ? [] : routeOpen));
  const byId = useMemo(() => new Map(flattenMenu(menu).map((item) => [item.entry.id, item])), [menu]);

  // Reveal the active page whenever the route changes (fly-outs stay closed when icon-only).
  useEffect(() => {
    if (collapsed) setOpen(new Set());
    else setOpen((prev) => new Set([...prev, ...routeOpen]));
  }, [routeOpen, collapsed]);

  // Fly-outs close on a click elsewhere, like any popup menu.
  const hasFlyout = collapsed && open.size > 0;
  useEffect(() => {
    if (!hasFlyout) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(new Set());
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [hasFlyout, rootRef]);

  const toggle = (id: string, force?: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      const willOpen = force ?? !next.has(id);
      if (collapsed && willOpen) {
        // Fly-outs: keep only the branch being opened.
        next.clear();
        for (const parent of byId.get(id)?.parents ?? []) next.add(parent.id);
      }
      if (willOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  const closeAll = () => setOpen(new Set());

  return { open, routeOpen, byId, toggle, closeAll };
}
