import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Lazily loaded pages by the menu's `component` string. A menu entry whose component has no page here
 * shows the 'page not available' screen instead of a blank.
 */
const pages: Record<string, () => Promise<PageModule>> = {};

export function findPage(component: string): (() => Promise<PageModule>) | undefined {
  return pages[component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '')];
}
