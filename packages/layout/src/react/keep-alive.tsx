import { Activity, type ReactNode, useRef } from 'react';

export interface KeepAliveProps {
  /** The key of the page showing now (its path). */
  activeKey: string;
  /** Keys allowed to stay alive while hidden (the tab store's cached list). */
  include: readonly string[];
  /** Page caching on (the useCache setting). */
  enabled: boolean;
  /** Bumped per key to re-render a page from scratch (tab refresh). */
  refreshKeys?: Readonly<Record<string, number>>;
  /** The element of the page showing now. */
  children: ReactNode;
}

/**
 * Keeps visited pages mounted but hidden with React's `<Activity>`, so form input, scroll position
 * and table pages survive a tab switch; a key leaves the cache when its tab closes.
 *
 * @example
 * <KeepAlive activeKey={pathname} include={tabs.cached} enabled={useCache}><Outlet /></KeepAlive>
 */
export function KeepAlive({ activeKey, include, enabled, refreshKeys = {}, children }: KeepAliveProps) {
  const cache = useRef(new Map<string, ReactNode>());
  const store = cache.current;
  if (!enabled) {
    store.clear();
    return <Activity key={`${activeKey}#${refreshKeys[activeKey] ?? 0}`}>{children}</Activity>;
  }
  // Rendering reads and updates the cache: the active page always gets its newest element.
  store.set(activeKey, children);
  for (const key of [...store.keys()]) {
    if (key !== activeKey && !include.includes(key)) store.delete(key);
  }
  return (
    <>
      {[...store.entries()].map(([key, node]) => (
        <Activity key={`${key}#${refreshKeys[key] ?? 0}`} mode={key === activeKey ? 'visible' : 'hidden'}>
          {node}
        </Activity>
      ))}
    </>
  );
}
