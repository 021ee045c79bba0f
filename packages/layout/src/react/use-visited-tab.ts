import { useEffect } from 'react';
import type { LayoutLocale } from '../menu-entry.ts';
import { type FlatMenuItem, menuTitle } from '../menu-model.ts';
import { HOME_TAB, type TabsStore } from '../tabs-store.ts';

/**
 * Opens the tab of the page being shown: menu pages, /home, and pages the app titles itself (e.g.
 * /profile); paths with none of these (/redirect/..., /404) get no tab.
 */
export function useVisitedTab(
  tabs: TabsStore,
  currentPath: string,
  found: FlatMenuItem | undefined,
  titles: Partial<Record<LayoutLocale, string>> | undefined,
  noCache: boolean | undefined,
): void {
  const zh = titles?.zh;
  const en = titles?.en;
  const zhtw = titles?.zhtw;
  useEffect(() => {
    if (tabs.state.visited.some((x) => x.path === currentPath)) return;
    if (currentPath === HOME_TAB.path) tabs.open(HOME_TAB);
    else if (found && found.path === currentPath) {
      const { entry } = found;
      tabs.open({
        path: currentPath,
        title: menuTitle(entry, 'zh'),
        titles: entry.menuNames,
        icon: entry.icon,
        noCache,
      });
    } else if (zh || en) {
      tabs.open({ path: currentPath, title: zh ?? en ?? currentPath, titles: { zh, en, zhtw }, noCache });
    }
  }, [tabs, currentPath, found, zh, en, zhtw, noCache]);
}
