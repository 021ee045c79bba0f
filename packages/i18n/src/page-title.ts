import { getActiveRuntime, t } from './active-runtime.ts';
import type { I18nRuntime } from './i18n-runtime.ts';
import type { MessageDescriptor } from './message.ts';
import { i18nMessages } from './messages.ts';

/** The separator between the route title and the system title. */
export const TITLE_SEPARATOR = ' - ';

/**
 * The document title of docs/guide/pages.md#page-title: the route title, translated when a translation exists
 * (a descriptor, a known message id, or a zh text some catalogue translates), then ' - ' and the system
 * title. Without a route title it is the system title alone.
 *
 * @example
 * pageTitle(i18nMessages.routeHome); // '首页 - 党员关怀系统', in en 'Home - Party Member Care System'
 * pageTitle('用户管理'); // '用户管理 - 党员关怀系统' (translated if a catalogue has '用户管理')
 * document.title = pageTitle(menuName(entry, locale));
 */
export function pageTitle(
  title: string | MessageDescriptor | null | undefined,
  runtime: I18nRuntime | undefined = getActiveRuntime(),
): string {
  const translate = (d: MessageDescriptor) => (runtime ? runtime.t(d) : t(d));
  const system = translate(i18nMessages.systemTitle);
  if (title == null || title === '') return system;
  const route =
    typeof title === 'string' ? (runtime ? runtime.translateText(title) : title) : translate(title);
  return route ? `${route}${TITLE_SEPARATOR}${system}` : system;
}
