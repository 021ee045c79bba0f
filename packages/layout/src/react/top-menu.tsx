import { cn } from '@pmc/ui';
import { DropdownMenu as Menu } from 'radix-ui';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import type { LayoutMenuEntry } from '../menu-entry.ts';
import {
  findMenuByPath,
  hasChildren,
  menuTitle,
  splitTopMenu,
  topLevelFor,
  visibleEntries,
} from '../menu-model.ts';
import { layoutMessages } from '../messages.ts';
import { useLayoutLocale, useLayoutT } from './i18n-bridge.tsx';
import { defaultMenuIcon, type RenderMenuIcon } from './menu-icon.tsx';
import { focusMenuItem } from './menu-keys.ts';
import { TopMenuItems } from './top-menu-items.tsx';
import { useElementWidth } from './use-element-width.ts';
import { type MenuNavigation, useMenuActivate } from './use-menu-activate.ts';

export interface TopMenuProps extends MenuNavigation {
  /** The top-level entries (usually the whole menu list). */
  menu: readonly LayoutMenuEntry[];
  currentPath: string;
  /**
   * dropdown (functional mode): directories open nested dropdowns. blend: choosing a directory hands
   * it to `onSelectChildren`, which shows its children in the left menu.
   */
  variant?: 'dropdown' | 'blend';
  /** blend: the first-level entry whose children the left menu shows. */
  selectedId?: string;
  onSelectChildren?: (entry: LayoutMenuEntry) => void;
  renderIcon?: RenderMenuIcon;
  /** Fixed width in px instead of measuring (tests, server rendering). */
  width?: number;
  className?: string;
}

/**
 * The horizontal menu bar: about one entry per 116 px of its width, the rest in a 'more ...' submenu.
 * ARIA menubar; Left/Right move between entries, Down/Enter open a directory.
 *
 * @example
 * <TopMenu menu={menuList} currentPath={pathname} onNavigate={navigate} openWindow={(u) => window.open(u)} />
 */
export function TopMenu({
  menu,
  currentPath,
  variant = 'dropdown',
  selectedId,
  onSelectChildren,
  renderIcon = defaultMenuIcon,
  width: fixedWidth,
  className,
  ...nav
}: TopMenuProps) {
  const t = useLayoutT();
  const { locale } = useLayoutLocale();
  const activate = useMenuActivate(nav);
  const navRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(navRef, fixedWidth);
  const entries = visibleEntries(menu);
  // Unmeasured (server render, a test DOM): show everything rather than a lone 'more ...'.
  const { visible, overflow } = width > 0 ? splitTopMenu(entries, width) : { visible: entries, overflow: [] };
  const activeTop = selectedId ?? topLevelFor(menu, currentPath)?.id;
  const activeId = useMemo(() => findMenuByPath(menu, currentPath)?.entry.id, [menu, currentPath]);
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  // The tab stop must be an entry on the bar (a resize may have moved the focused one under 'more').
  const onBar = (id: string | undefined) =>
    id === 'more' ? overflow.length > 0 : visible.some((e) => e.id === id);
  const tabStop = [focusId, activeTop, visible[0]?.id, 'more'].find((id) => id !== undefined && onBar(id));

  const choose = (entry: LayoutMenuEntry) => {
    if (variant === 'blend' && hasChildren(entry)) {
      onSelectChildren?.(entry);
      return;
    }
    activate(entry, onSelectChildren);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key !== 'ArrowLeft' &&
      event.key !== 'ArrowRight' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    if (!barRef.current || !(event.target as HTMLElement).closest('[data-top-item]')) return;
    event.preventDefault();
    setFocusId(focusMenuItem(barRef.current, event.target as HTMLElement, event.key));
  };

  const renderDropdownItems = (list: readonly LayoutMenuEntry[]) => (
    <TopMenuItems
      entries={list}
      nested={variant === 'dropdown'}
      activeId={activeId}
      renderIcon={renderIcon}
      onChoose={choose}
    />
  );

  const itemProps = (id: string) => ({
    role: 'menuitem' as const,
    'data-top-item': true,
    'data-menu-id': id,
    tabIndex: id === tabStop ? 0 : -1,
    onFocus: () => setFocusId(id),
  });

  const renderTop = (entry: LayoutMenuEntry) => {
    const title = menuTitle(entry, locale);
    const className = cn('pmc-top-menu__item', entry.id === activeTop && 'is-active');
    // The section holding the current page (or, in blend, the one the left menu shows) is announced
    // as the current item, as the highlight shows it; the page's own entry as the current page.
    const current = entry.id === activeId ? 'page' : entry.id === activeTop ? 'true' : undefined;
    if (variant === 'dropdown' && hasChildren(entry)) {
      return (
        <div key={entry.id} role="none">
          <Menu.Root modal={false}>
            <Menu.Trigger asChild>
              <button type="button" className={className} aria-current={current} {...itemProps(entry.id)}>
                {renderIcon(entry.icon, title)}
                <span className="pmc-top-menu__title">{title}</span>
              </button>
            </Menu.Trigger>
            <Menu.Portal>
              <Menu.Content className="pmc-menu" align="start" sideOffset={0} aria-label={title}>
                {renderDropdownItems(entry.children ?? [])}
              </Menu.Content>
            </Menu.Portal>
          </Menu.Root>
        </div>
      );
    }
    return (
      <div key={entry.id} role="none">
        <button
          type="button"
          className={className}
          aria-current={current}
          {...itemProps(entry.id)}
          onClick={() => choose(entry)}
        >
          {renderIcon(entry.icon, title)}
          <span className="pmc-top-menu__title">{title}</span>
        </button>
      </div>
    );
  };

  return (
    <nav ref={navRef} className={cn('pmc-top-menu', className)} aria-label={t(layoutMessages.topMenu)}>
      <div ref={barRef} role="menubar" aria-label={t(layoutMessages.topMenu)} onKeyDown={onKeyDown}>
        {visible.map(renderTop)}
        {overflow.length > 0 ? (
          <div role="none">
            <Menu.Root modal={false}>
              <Menu.Trigger asChild>
                <button
                  type="button"
                  className={cn(
                    'pmc-top-menu__item',
                    overflow.some((e) => e.id === activeTop) && 'is-active',
                  )}
                  {...itemProps('more')}
                >
                  <span className="pmc-top-menu__title">{t(layoutMessages.more)}</span>
                </button>
              </Menu.Trigger>
              <Menu.Portal>
                <Menu.Content
                  className="pmc-menu"
                  align="end"
                  sideOffset={0}
                  aria-label={t(layoutMessages.more)}
                >
                  {renderDropdownItems(overflow)}
                </Menu.Content>
              </Menu.Portal>
            </Menu.Root>
          </div>
        ) : null}
      </div>
    </nav>
  );
}
