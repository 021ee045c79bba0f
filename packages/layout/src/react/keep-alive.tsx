import { Activity, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { PageTabContext } from './page-tab.tsx';

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
  /** What scrolls the pages (default the window); each page gets its own position back. */
  scrollContainer?: () => HTMLElement | Window | null;
}

const windowScroller = () => (typeof window === 'undefined' ? null : window);
const readScroll = (el: HTMLElement | Window) => ('scrollY' in el ? el.scrollY : el.scrollTop);

/**
 * Keeps visited pages mounted but hidden with React's `<Activity>`, so form input, scroll position
 * and table pages survive a tab switch; a key leaves the cache when its tab closes.
 *
 * @example
 * <KeepAlive activeKey={pathname} include={tabs.cached} enabled={useCache}><Outlet /></KeepAlive>
 */
export function KeepAlive({
  activeKey,
  include,
  enabled,
  refreshKeys = {},
  children,
  scrollContainer = windowScroller,
}: KeepAliveProps) {
  const cache = useRef(new Map<string, ReactNode>());
  const store = cache.current;
  const positions = useRef(new Map<string, number>());
  const shown = useRef(activeKey);

  // Remember where each page was scrolled (hidden pages collapse, so the position must be known before).
  useEffect(() => {
    const el = scrollContainer();
    if (!el) return;
    const onScroll = () => positions.current.set(shown.current, readScroll(el));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scrollContainer]);
  useLayoutEffect(() => {
    if (shown.current === activeKey) return;
    shown.current = activeKey;
    const top = enabled ? (positions.current.get(activeKey) ?? 0) : 0;
    scrollContainer()?.scrollTo({ top, left: 0 });
  }, [activeKey, enabled, scrollContainer]);

  if (!enabled) {
    store.clear();
    return (
      <Activity key={`${activeKey}#${refreshKeys[activeKey] ?? 0}`}>
        <TabOf path={activeKey} active>
          {children}
        </TabOf>
      </Activity>
    );
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
          <TabOf path={key} active={key === activeKey}>
            {node}
          </TabOf>
        </Activity>
      ))}
    </>
  );
}

// Tells the page which tab it is in, for usePageActive and useCloseGuard.
function TabOf({ path, active, children }: { path: string; active: boolean; children: ReactNode }) {
  const value = useMemo(() => ({ path, active }), [path, active]);
  return <PageTabContext value={value}>{children}</PageTabContext>;
}
