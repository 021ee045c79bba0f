import { cn } from '@pmc/ui';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import type { LayoutMenuEntry } from '../menu-entry.ts';
import { findMenuByPath, hasChildren, menuTitle, visibleEntries } from '../menu-model.ts';
import { layoutMessages } from '../messages.ts';
import { useLayoutLocale, useLayoutT } from './i18n-bridge.tsx';
import { defaultMenuIcon, type RenderMenuIcon } from './menu-icon.tsx';
import { focusMenuItem } from './menu-keys.ts';
import { type MenuNavigation, useMenuActivate } from './use-menu-activate.ts';
import { useSideMenuOpen } from './use-side-menu-open.ts';

export interface SideMenuProps extends MenuNavigation {
  menu: readonly LayoutMenuEntry[];
  currentPath: string;
  /** Icon-only (the sidebar is closed, or plain mode); submenus open as fly-outs. */
  collapsed?: boolean;
  renderIcon?: RenderMenuIcon;
  className?: string;
}

/**
 * The vertical menu: nested submenus, the active page highlighted and its parents opened from
 * `currentPath`, ARIA menu roles and arrow-key navigation (Up/Down move, Right/Enter open, Left closes,
 * Home/End jump). Directories toggle; pages navigate; large screens and _blank links open a window.
 *
 * @example
 * <SideMenu menu={menuList} currentPath={location.pathname} onNavigate={navigate} />
 */
export function SideMenu({
  menu,
  currentPath,
  collapsed = false,
  renderIcon = defaultMenuIcon,
  className,
  ...nav
}: SideMenuProps) {
  const t = useLayoutT();
  const { locale } = useLayoutLocale();
  const activate = useMenuActivate(nav);
  const activeId = useMemo(() => findMenuByPath(menu, currentPath)?.entry.id, [menu, currentPath]);
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const { open, routeOpen, byId, toggle, closeAll } = useSideMenuOpen(menu, currentPath, collapsed, rootRef);

  const choose = (entry: LayoutMenuEntry) => {
    if (hasChildren(entry)) return toggle(entry.id);
    activate(entry, () => undefined);
    if (collapsed) closeAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    const id = target.dataset.menuId;
    const entry = id ? byId.get(id)?.entry : undefined;
    if (!entry || !rootRef.current) return;
    const sub = hasChildren(entry);
    const parentId = target.dataset.parentId;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Home':
      case 'End':
        event.preventDefault();
        setFocusId(focusMenuItem(rootRef.current, target, event.key));
        return;
      case 'ArrowRight':
        if (!sub) return;
        event.preventDefault();
        toggle(entry.id, true);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        if (sub && open.has(entry.id)) toggle(entry.id, false);
        else if (parentId) {
          toggle(parentId, false);
          setFocusId(parentId);
          rootRef.current.querySelector<HTMLElement>(`[data-menu-id="${parentId}"]`)?.focus();
        }
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (sub) toggle(entry.id, true);
        else choose(entry);
        return;
      case 'Escape':
        if (collapsed && parentId) {
          toggle(parentId, false);
          rootRef.current.querySelector<HTMLElement>(`[data-menu-id="${parentId}"]`)?.focus();
        }
        return;
    }
  };

  const top = visibleEntries(menu);
  // Roving tab stop: the focused item, else the active page's top-level branch, else the first item.
  // Only a rendered item can hold it (a closed submenu's items are not in the DOM).
  const rendered = new Set<string>();
  const collect = (list: readonly LayoutMenuEntry[]) => {
    for (const entry of visibleEntries(list)) {
      rendered.add(entry.id);
      if (open.has(entry.id)) collect(entry.children ?? []);
    }
  };
  collect(menu);
  const tabStop = [focusId, findMenuByPath(menu, currentPath)?.parents[0]?.id, activeId, top[0]?.id].find(
    (id) => id !== undefined && rendered.has(id),
  );

  const renderItems = (entries: readonly LayoutMenuEntry[], depth: number, parentId?: string) =>
    visibleEntries(entries).map((entry) => {
      const title = menuTitle(entry, locale);
      const sub = hasChildren(entry);
      const isOpen = sub && open.has(entry.id);
      const isActive = entry.id === activeId;
      const inTrail = !isActive && routeOpen.includes(entry.id);
      return (
        <div
          key={entry.id}
          role="none"
          className={cn('pmc-side-menu__node', sub && 'pmc-side-menu__node--sub')}
        >
          <div
            role="menuitem"
            tabIndex={entry.id === tabStop ? 0 : -1}
            data-menu-id={entry.id}
            data-parent-id={parentId}
            aria-haspopup={sub ? 'menu' : undefined}
            aria-expanded={sub ? isOpen : undefined}
            aria-current={isActive ? 'page' : undefined}
            aria-label={collapsed && depth === 0 ? title : undefined}
            title={collapsed && depth === 0 ? title : undefined}
            className={cn('pmc-side-menu__item', {
              'is-active': isActive,
              'is-trail': inTrail,
              'is-open': isOpen,
            })}
            style={collapsed ? undefined : { paddingLeft: 20 + depth * 20 }}
            onClick={() => choose(entry)}
            onKeyDown={onKeyDown}
            onFocus={() => setFocusId(entry.id)}
          >
            {renderIcon(entry.icon, title)}
            <span className="pmc-side-menu__title">{title}</span>
            {sub ? <span className="pmc-side-menu__arrow" aria-hidden="true" /> : null}
          </div>
          {isOpen ? (
            <div role="menu" aria-label={title} className="pmc-side-menu__sub">
              {renderItems(entry.children ?? [], depth + 1, entry.id)}
            </div>
          ) : null}
        </div>
      );
    });

  return (
    <nav
      className={cn('pmc-side-menu', collapsed && 'pmc-side-menu--collapsed', className)}
      aria-label={t(layoutMessages.menu)}
    >
      <div
        ref={rootRef}
        role="menu"
        aria-orientation="vertical"
        aria-label={t(layoutMessages.menu)}
        onKeyDown={onKeyDown}
      >
        {renderItems(top, 0)}
      </div>
    </nav>
  );
}
