/** Locale codes the chrome knows (matches @pmc/i18n). */
export type LayoutLocale = 'zh' | 'en' | 'zhtw';

/**
 * One entry of the server's menu list (the team's MenuEntry convention). Only the fields the chrome
 * reads are required, so an app can pass its own menu without the whole server shape.
 *
 * @example
 * const entry: LayoutMenuEntry = { id: '1', type: 'M', route: 'system/user', fullName: '用户管理', icon: 'user' };
 */
export interface LayoutMenuEntry {
  id: string;
  parentId?: string | null;
  /** C = directory with children, M = page. */
  type: 'C' | 'M';
  /** 1 directory (children load into the left menu), 2 page, 6 large screen, 7 external link. */
  category?: number;
  target?: '_self' | '_blank' | string;
  urlAddress?: string | null;
  route: string;
  component?: string;
  menu_name?: string;
  fullName: string;
  menuNames?: Partial<Record<LayoutLocale, string>>;
  enCode?: string;
  icon?: string;
  sortCode?: number;
  /** Hidden entries route but never show in menus or search. */
  hidden?: boolean;
  children?: LayoutMenuEntry[];
}
