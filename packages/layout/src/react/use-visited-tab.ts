import { useEffect } from 'react';
import type { LayoutLocale } from '../menu-entry.ts';
import { type FlatMenuItem, menuTitle } from '../menu-model.ts';
import { HOME_TAB, type TabsStore } from '../tabs-store.ts';
import type { VisitHistory } from '../visit-history.ts';

/**
 * Opens the tab of the page being shown: menu pages, /home, and pages the app titles itself (e.g.
 * /profile); paths with none of these (/redirect/..., /404) get no tab. Every page that has a tab is
 * recorded in `visits` too, each time it is shown.
 */
export function useVisitedTab(
  tabs: TabsStore,
  currentPath: string,
  found: FlatMenuItem | undefined,
  titles: Partial<Record<LayoutLocale, string>> | undefined,
  noCache: boolean | undefined,
  search = '',
  visits?: VisitHistory,
): void {
  const zh = titles?.zh;
  const en = titles?.en;
  const zhtw = titles?.zhtw;
  useEffect(() => {
    const fullPath = `${currentPath}${search}`;
    const known = tabs.state.visited.find((x) => x.path === currentPath);
    if (known) {
      // The tab follows the page's query (filters, page), so coming back shows the same list.
      if (known.fullPath !== fullPath && (known.fullPath !== undefined || search !== ''))
        known.fullPath = fullPath;
      visits?.record(known);
      return;
    }
    if (currentPath === HOME_TAB.path) tabs.open({ ...HOME_TAB, ...(search ? { fullPath } : {}) });
    else if (found && found.path === currentPath) {
      const { entry } = found;
      tabs.open({
        path: currentPath,
        title: menuTitle(entry, 'zh'),
        titles: entry.menuNames,
        icon: entry.icon,
        noCache,
        ...(search ? { fullPath } : {}),
      });
    } else if (zh || en) {
      tabs.open({
        path: currentPath,
        title: zh ?? en ?? currentPath,
        titles: { zh, en, zhtw },
        noCache,
        ...(search ? { fullPath } : {}),
      });
    }
    const opened = tabs.state.visited.find((x) => x.path === currentPath);
    if (opened) visits?.record(opened);
  }, [tabs, currentPath, found, zh, en, zhtw, noCache, search, visits]);
}
