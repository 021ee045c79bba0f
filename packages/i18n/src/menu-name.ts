import type { Locale } from './locale.ts';

/** The naming fields of a menu entry (conventions: `menu_name` is zh, `menuNames` has all three). */
export interface MenuNameSource {
  menu_name?: string | null;
  fullName?: string | null;
  menuNames?: Partial<Record<Locale, string | null>> | null;
}

/**
 * A menu entry's name in `locale`: `menuNames[locale]`, else `menu_name`, else `fullName`.
 *
 * @example
 * menuName({ menu_name: '用户管理', menuNames: { zh: '用户管理', en: 'Users', zhtw: '使用者管理' } }, 'en'); // 'Users'
 * menuName({ menu_name: '用户管理' }, 'en'); // '用户管理'
 */
export function menuName(entry: MenuNameSource, locale: Locale): string {
  const translated = entry.menuNames?.[locale];
  if (translated?.trim()) return translated;
  return entry.menu_name || entry.fullName || '';
}
