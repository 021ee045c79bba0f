import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
  cn,
} from '@pmc/ui';
import { type KeyboardEvent, useContext, useEffect, useRef } from 'react';
import { layoutMessages } from '../messages.ts';
import type { TabsStore, TabView } from '../tabs-store.ts';
import { useLayoutLocale, useLayoutT } from './i18n-bridge.tsx';
import { LayoutContext } from './layout-context.tsx';
import type { RenderMenuIcon } from './menu-icon.tsx';
import { defaultMenuIcon } from './menu-icon.tsx';
import { useTabs } from './use-tabs.ts';

export interface TabBarProps {
  tabs: TabsStore;
  currentPath: string;
  onNavigate: (path: string) => void;
  /** Re-render a page from scratch; defaults to the store's refresh. */
  onRefresh?: (path: string) => void;
  showIcons?: boolean;
  renderIcon?: RenderMenuIcon;
}

const allowClose = async () => true;

/**
 * One tab per visited page; pinned tabs have no close button. Right click (or the context-menu key)
 * offers refresh, close, close others and close all; arrows scroll a long bar; Delete closes the
 * focused tab and Left/Right move between tabs.
 *
 * @example
 * <TabBar tabs={tabsStore} currentPath={pathname} onNavigate={navigate} />
 */
export function TabBar({
  tabs,
  currentPath,
  onNavigate,
  onRefresh,
  showIcons = true,
  renderIcon = defaultMenuIcon,
}: TabBarProps) {
  const t = useLayoutT();
  const { locale } = useLayoutLocale();
  const layout = useContext(LayoutContext);
  const confirmClose = layout?.confirmClose ?? allowClose;
  const forget = (paths: readonly string[]) => layout?.guards.clear(paths);
  const { visited } = useTabs(tabs);
  const scroller = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const active = [...(scroller.current?.querySelectorAll<HTMLElement>('[data-path]') ?? [])].find(
      (el) => el.dataset.path === currentPath,
    );
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentPath]);

  const titleOf = (tab: TabView) => {
    const title = tab.titles?.[locale] || tab.title;
    return tab.detail ? `${title} · ${tab.detail}` : title;
  };
  const refresh = (path: string) => {
    if (path !== currentPath) onNavigate(visited.find((tab) => tab.path === path)?.fullPath ?? path);
    // The page starts again from scratch: what its forms held is gone, so closing it asks nothing.
    forget([path]);
    (onRefresh ?? tabs.refresh)(path);
  };
  const urlOf = (path: string) => visited.find((tab) => tab.path === path)?.fullPath ?? path;
  const closable = (keep: (tab: TabView) => boolean) =>
    visited.filter((tab) => !tab.affix && !keep(tab)).map((tab) => tab.path);
  // Unsaved forms in the tabs about to close make it ask first (useCloseGuard).
  const close = async (path: string) => {
    if (!(await confirmClose([path]))) return;
    forget([path]);
    const next = tabs.close(path, currentPath);
    if (next) onNavigate(urlOf(next));
  };
  const closeOthers = async (path: string) => {
    const closing = closable((tab) => tab.path === path);
    if (!(await confirmClose(closing))) return;
    forget(closing);
    tabs.closeOthers(path);
    if (path !== currentPath) onNavigate(urlOf(path));
  };
  const closeAll = async () => {
    const closing = closable(() => false);
    if (!(await confirmClose(closing))) return;
    forget(closing);
    const next = tabs.closeAll();
    if (!tabs.isPinned(currentPath)) onNavigate(urlOf(next));
  };
  const scroll = (direction: 1 | -1) => {
    const el = scroller.current;
    // Smooth unless the user asks for less motion (WCAG 2.3.3), as the stylesheet's motion token does.
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (el)
      el.scrollBy?.({
        left: direction * Math.max(200, el.clientWidth * 0.8),
        behavior: reduced ? 'auto' : 'smooth',
      });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tab: TabView, index: number) => {
    const buttons = scroller.current?.querySelectorAll<HTMLElement>('.pmc-tab__label');
    if (!buttons) return;
    if (event.key === 'Delete' && !tab.affix) {
      event.preventDefault();
      void close(tab.path);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    }
  };

  return (
    <div className="pmc-tab-bar">
      <button
        type="button"
        className="pmc-tab-bar__arrow"
        aria-label={t(layoutMessages.scrollLeft)}
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      <nav className="pmc-tab-bar__nav" aria-label={t(layoutMessages.tabs)}>
        <ul ref={scroller} className="pmc-tab-bar__list">
          {visited.map((tab, index) => {
            const active = tab.path === currentPath;
            const title = titleOf(tab);
            return (
              <li key={tab.path} className={cn('pmc-tab', active && 'is-active', tab.affix && 'is-pinned')}>
                <ContextMenu>
                  <ContextMenuTrigger asChild>
                    <button
                      type="button"
                      className="pmc-tab__label"
                      data-path={tab.path}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => onNavigate(tab.fullPath ?? tab.path)}
                      onKeyDown={(event) => onKeyDown(event, tab, index)}
                    >
                      {showIcons ? renderIcon(tab.icon, title) : null}
                      <span>{title}</span>
                    </button>
                  </ContextMenuTrigger>
                  <ContextMenuContent aria-label={title}>
                    <ContextMenuItem onSelect={() => refresh(tab.path)}>
                      {t(layoutMessages.refresh)}
                    </ContextMenuItem>
                    <ContextMenuItem disabled={tab.affix} onSelect={() => void close(tab.path)}>
                      {t(layoutMessages.closeTab)}
                    </ContextMenuItem>
                    <ContextMenuSeparator />
                    <ContextMenuItem onSelect={() => void closeOthers(tab.path)}>
                      {t(layoutMessages.closeOthers)}
                    </ContextMenuItem>
                    <ContextMenuItem onSelect={() => void closeAll()}>
                      {t(layoutMessages.closeAll)}
                    </ContextMenuItem>
                  </ContextMenuContent>
                </ContextMenu>
                {tab.affix ? null : (
                  <button
                    type="button"
                    className="pmc-tab__close"
                    aria-label={`${t(layoutMessages.closeTab)} ${title}`}
                    tabIndex={-1}
                    onClick={() => void close(tab.path)}
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <button
        type="button"
        className="pmc-tab-bar__arrow"
        aria-label={t(layoutMessages.scrollRight)}
        onClick={() => scroll(1)}
      >
        ›
      </button>
    </div>
  );
}
