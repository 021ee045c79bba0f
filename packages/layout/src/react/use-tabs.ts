import { useSnapshot } from 'valtio/react';
import type { TabsState, TabsStore } from '../tabs-store.ts';

/**
 * The tab bar state as a render snapshot.
 *
 * @example
 * const { visited } = useTabs(tabsStore);
 */
export function useTabs(store: TabsStore): Readonly<TabsState> {
  return useSnapshot(store.state, { sync: true }) as Readonly<TabsState>;
}
