import { createContext, useContext, useEffect, useId } from 'react';
import { LayoutContext } from './layout-context.tsx';

/** The tab a page belongs to: its path and whether it is the one showing. */
export interface PageTab {
  path: string;
  active: boolean;
}

export const PageTabContext = createContext<PageTab | null>(null);

/**
 * True while the page's tab is the one showing (the page cache keeps hidden tabs mounted); true
 * outside a Shell. Dialogs of a page hide while this is false, so they belong to their tab.
 *
 * @example
 * const active = usePageActive();
 * <Dialog open={open && active} … />
 */
export function usePageActive(): boolean {
  return useContext(PageTabContext)?.active ?? true;
}

/**
 * Registers unsaved work of the page's tab while `dirty` is true: closing that tab (or close
 * others / close all) and signing out then ask first. A no-op outside a Shell.
 *
 * @example
 * const { formState } = useForm();
 * useCloseGuard(formState.isDirty);
 */
export function useCloseGuard(dirty: boolean): void {
  const tab = useContext(PageTabContext);
  const guards = useContext(LayoutContext)?.guards;
  const id = useId();
  // Recorded while rendering, not in an effect: a page in a hidden tab has its effects torn down
  // (React's Activity), yet its unsaved form is exactly what closing that tab must ask about. The tab
  // bar forgets a tab's forms when the tab closes.
  if (guards && tab) guards.set(tab.path, id, dirty);
}

/**
 * Names what the page's tab shows inside the page, e.g. the saved view applied to its list: the tab
 * reads `<title> · <detail>` while it is set (null clears it, as leaving the page does). A no-op
 * outside a Shell.
 *
 * @example
 * useTabDetail(view?.name ?? null);
 */
export function useTabDetail(detail: string | null): void {
  const tab = useContext(PageTabContext);
  const tabs = useContext(LayoutContext)?.tabs;
  const path = tab?.path;
  useEffect(() => {
    if (!tabs || !path) return;
    tabs.describe(path, detail ?? undefined);
    return () => tabs.describe(path, undefined);
  }, [tabs, path, detail]);
}
