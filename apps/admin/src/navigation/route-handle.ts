import type { MenuEntry } from '@pmc/api-client/contract';
import type { MessageDescriptor } from '@pmc/i18n';

/** What a route carries for the chrome and the page title. */
export interface RouteHandle {
  /** A fixed page's title. */
  title?: MessageDescriptor;
  /** A dynamic page's menu entry: title in three languages, icon, and its id as the model id. */
  menu?: MenuEntry;
  /** Pinned (affixed) tab. */
  affix?: boolean;
  /** Shown inside the chrome. */
  inShell?: boolean;
}
