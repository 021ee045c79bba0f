import type { ReactNode } from 'react';

/** Renders a menu icon from its name; the app passes one to use its own icon set. */
export type RenderMenuIcon = (icon: string | undefined, title: string) => ReactNode;

/**
 * The default icon: the server's icon string as class names (icon-font menus), or the title's first
 * character when there is none, so icon-only menus stay recognisable.
 *
 * @example
 * <SideMenu renderIcon={(icon, title) => (icon ? <MyIcon name={icon} /> : defaultMenuIcon(icon, title))} … />
 */
export const defaultMenuIcon: RenderMenuIcon = (icon, title) =>
  icon ? (
    <i className={`pmc-menu-icon ${icon}`} aria-hidden="true" />
  ) : (
    <span className="pmc-menu-icon pmc-menu-icon--letter" aria-hidden="true">
      {title.slice(0, 1)}
    </span>
  );
