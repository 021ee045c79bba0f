import { useMemo } from 'react';
import type { LayoutMenuEntry } from '../menu-entry.ts';
import { findMenuByPath, menuTitle } from '../menu-model.ts';
import { layoutMessages } from '../messages.ts';
import { HOME_TAB } from '../tabs-store.ts';
import { useLayoutLocale, useLayoutT } from './i18n-bridge.tsx';

export interface BreadcrumbProps {
  menu: readonly LayoutMenuEntry[];
  currentPath: string;
  onNavigate: (path: string) => void;
  /** Title of a page that is not in the menu (e.g. /profile). */
  currentTitle?: string;
}

/**
 * Home, then the current page's menu ancestors, then the page (aria-current).
 *
 * @example
 * <Breadcrumb menu={menuList} currentPath="/system/user" onNavigate={navigate} />
 */
export function Breadcrumb({ menu, currentPath, onNavigate, currentTitle }: BreadcrumbProps) {
  const t = useLayoutT();
  const { locale } = useLayoutLocale();
  const found = useMemo(() => findMenuByPath(menu, currentPath), [menu, currentPath]);
  const home = t(layoutMessages.home);
  const trail = found
    ? [...found.parents, found.entry].map((e) => ({ key: e.id, title: menuTitle(e, locale) }))
    : [];
  if (!found && currentTitle && currentPath !== HOME_TAB.path)
    trail.push({ key: currentPath, title: currentTitle });
  return (
    <nav className="pmc-breadcrumb" aria-label={t(layoutMessages.breadcrumb)}>
      <ol>
        <li>
          {trail.length === 0 ? (
            <span aria-current="page">{home}</span>
          ) : (
            <a
              href={HOME_TAB.path}
              onClick={(event) => {
                event.preventDefault();
                onNavigate(HOME_TAB.path);
              }}
            >
              {home}
            </a>
          )}
        </li>
        {trail.map(({ key, title }, i) => (
          <li key={key}>
            <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{title}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
