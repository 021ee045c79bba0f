import type { ReactNode } from 'react';

/** Renders a menu icon from its name; the app passes one to use its own icon set. */
export type RenderMenuIcon = (icon: string | undefined, title: string) => ReactNode;

/**
 * The default icon: a badge with the title's first character, so an icon-only menu stays readable
 * without any icon font. The server's icon name rides along in `data-icon` for styling; pass
 * `renderIcon` to draw real icons.
 *
 * @example
 * <SideMenu renderIcon={(icon, title) => (icon ? <MyIcon name={icon} /> : defaultMenuIcon(icon, title))} … />
 */
export const defaultMenuIcon: RenderMenuIcon = (icon, title) => (
  <span className="pmc-menu-icon pmc-menu-icon--letter" data-icon={icon} aria-hidden="true">
    {title.slice(0, 1)}
  </span>
);
